import { featureErrorCodes } from '@seller-portal/contracts/core';
import { errorTextProblems } from '@seller-portal/contracts/testing';
import { expect, it } from 'vitest';
import { categoryTreeErrorTexts } from './error-texts';

it("says each of the category tree's codes in Indonesian and in English, and no other code", () => {
  expect(errorTextProblems(categoryTreeErrorTexts, featureErrorCodes.categoryTree)).toEqual([]);
});
