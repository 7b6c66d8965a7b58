import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { storefrontErrorTexts } from './error-texts';

describe('the texts of the storefront error codes', () => {
  it.each(featureErrorCodes.storefront)('%s reads differently in Indonesian and English', (code) => {
    const [id, en] = [storefrontErrorTexts.id, storefrontErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(id), en: Boolean(en), same: id === en }).toEqual({ id: true, en: true, same: false });
  });

  it('has a text for every code of the feature and no other', () => {
    expect(Object.keys(storefrontErrorTexts.en).sort()).toEqual([...featureErrorCodes.storefront].sort());
    expect(Object.keys(storefrontErrorTexts.id).sort()).toEqual([...featureErrorCodes.storefront].sort());
  });
});
