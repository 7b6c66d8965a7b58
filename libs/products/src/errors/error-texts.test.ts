import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { productErrorTexts } from './error-texts';

describe('the texts of the product and review error codes', () => {
  it.each(featureErrorCodes.products)('%s reads differently in Indonesian and English', (code) => {
    const [id, en] = [productErrorTexts.id, productErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(id), en: Boolean(en), same: id === en }).toEqual({ id: true, en: true, same: false });
  });
});
