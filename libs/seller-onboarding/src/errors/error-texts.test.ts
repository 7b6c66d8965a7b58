import { featureErrorCodes } from '@seller-portal/contracts/core';
import { errorTextProblems } from '@seller-portal/contracts/testing';
import { expect, it } from 'vitest';
import { sellerOnboardingErrorTexts } from './error-texts';

it('says each of the onboarding codes in Indonesian and in English, and no other code', () => {
  expect(errorTextProblems(sellerOnboardingErrorTexts, featureErrorCodes.sellerOnboarding)).toEqual([]);
});
