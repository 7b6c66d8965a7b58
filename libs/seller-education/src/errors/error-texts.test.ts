import { featureErrorCodes } from '@seller-portal/contracts/core';
import { errorTextProblems } from '@seller-portal/contracts/testing';
import { expect, it } from 'vitest';
import { sellerEducationErrorTexts } from './error-texts';

it('says each of the tutorial and survey codes in Indonesian and in English, and no other code', () => {
  expect(errorTextProblems(sellerEducationErrorTexts, featureErrorCodes.sellerEducation)).toEqual([]);
});
