import { featureErrorCodes } from '@seller-portal/contracts/core';
import { errorTextProblems } from '@seller-portal/contracts/testing';
import { expect, it } from 'vitest';
import { authErrorTexts } from './error-texts';

it('says each code of a session ended elsewhere in Indonesian and in English, and no other code', () => {
  expect(errorTextProblems(authErrorTexts, featureErrorCodes.auth)).toEqual([]);
});
