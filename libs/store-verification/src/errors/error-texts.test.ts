import { featureErrorCodes } from '@seller-portal/contracts/core';
import { errorTextProblems } from '@seller-portal/contracts/testing';
import { expect, it } from 'vitest';
import { storeVerificationErrorTexts } from './error-texts';

it('says each of the identity-verification codes in Indonesian and in English, and no other code', () => {
  expect(errorTextProblems(storeVerificationErrorTexts, featureErrorCodes.storeVerification)).toEqual([]);
});
