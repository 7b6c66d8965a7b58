import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { storeInfoErrorTexts } from './error-texts';

describe('the texts of the store information error codes', () => {
  it.each(featureErrorCodes.storeInfo)('%s reads differently in Indonesian and English', (code) => {
    const [id, en] = [storeInfoErrorTexts.id, storeInfoErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(id), en: Boolean(en), same: id === en }).toEqual({ id: true, en: true, same: false });
  });

  it('has a text for every code of the feature and no other', () => {
    expect(Object.keys(storeInfoErrorTexts.en).sort()).toEqual([...featureErrorCodes.storeInfo].sort());
    expect(Object.keys(storeInfoErrorTexts.id).sort()).toEqual([...featureErrorCodes.storeInfo].sort());
  });
});
