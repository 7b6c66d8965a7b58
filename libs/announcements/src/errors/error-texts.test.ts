import { featureErrorCodes } from '@seller-portal/contracts/core';
import { errorTextProblems } from '@seller-portal/contracts/testing';
import { expect, it } from 'vitest';
import { announcementErrorTexts } from './error-texts';

it('says each of the announcement codes in Indonesian and in English, and no other code', () => {
  expect(errorTextProblems(announcementErrorTexts, featureErrorCodes.announcements)).toEqual([]);
});
