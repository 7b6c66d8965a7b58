import { featureErrorCodes } from '@seller-portal/contracts';
import { describe, expect, it } from 'vitest';
import { sellerEducationErrorTexts } from './error-texts';

describe('the texts of the tutorial and survey codes', () => {
  it.each(featureErrorCodes.sellerEducation)('%s has a text in Indonesian and in English, not the same one', (code) => {
    const en = (sellerEducationErrorTexts.en as Record<string, string>)[code];
    const id = (sellerEducationErrorTexts.id as Record<string, string>)[code];
    expect(en).toBeTruthy();
    expect(id).toBeTruthy();
    expect(id).not.toBe(en);
  });

  it('holds no other codes', () => {
    expect(Object.keys(sellerEducationErrorTexts.en).sort()).toEqual([...featureErrorCodes.sellerEducation].sort());
    expect(Object.keys(sellerEducationErrorTexts.id).sort()).toEqual([...featureErrorCodes.sellerEducation].sort());
  });
});
