import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { publicPagesErrorTexts } from './error-texts';

describe('the texts of the public pages error codes', () => {
  it.each(featureErrorCodes.publicPages)('%s reads differently in Indonesian and English', (code) => {
    const [id, en] = [publicPagesErrorTexts.id, publicPagesErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(id), en: Boolean(en), same: id === en }).toEqual({ id: true, en: true, same: false });
  });

  it('has a text for every code of the feature and no other', () => {
    expect(Object.keys(publicPagesErrorTexts.en).sort()).toEqual([...featureErrorCodes.publicPages].sort());
    expect(Object.keys(publicPagesErrorTexts.id).sort()).toEqual([...featureErrorCodes.publicPages].sort());
  });
});
