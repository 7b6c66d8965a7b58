import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { storeReviewErrorTexts } from './error-texts';

describe('the texts of the review queue error codes', () => {
  it.each(featureErrorCodes.storeReviews)('%s reads differently in Indonesian and English', (code) => {
    const [id, en] = [storeReviewErrorTexts.id, storeReviewErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(id), en: Boolean(en), same: id === en }).toEqual({ id: true, en: true, same: false });
  });

  it('has a text for every code of the feature and no other', () => {
    expect(Object.keys(storeReviewErrorTexts.en).sort()).toEqual([...featureErrorCodes.storeReviews].sort());
    expect(Object.keys(storeReviewErrorTexts.id).sort()).toEqual([...featureErrorCodes.storeReviews].sort());
  });
});
