import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { officialStoreErrorTexts } from './error-texts';

describe('the texts of the official store error codes', () => {
  it.each(featureErrorCodes.officialStore)('%s reads differently in Indonesian and English', (code) => {
    const [id, en] = [officialStoreErrorTexts.id, officialStoreErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(id), en: Boolean(en), same: id === en }).toEqual({ id: true, en: true, same: false });
  });

  it('has a text for every code of the feature and no other', () => {
    expect(Object.keys(officialStoreErrorTexts.en).sort()).toEqual([...featureErrorCodes.officialStore].sort());
    expect(Object.keys(officialStoreErrorTexts.id).sort()).toEqual([...featureErrorCodes.officialStore].sort());
  });
});
