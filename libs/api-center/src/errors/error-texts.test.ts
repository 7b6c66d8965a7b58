import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { apiCenterErrorTexts } from './error-texts';

describe('the texts of the API center error codes', () => {
  it.each(['en', 'id'] as const)('in %s: exactly the feature codes, each with its own text', (language) => {
    const texts = apiCenterErrorTexts[language] as Record<string, string>;
    expect(Object.keys(texts).sort()).toEqual([...featureErrorCodes.apiCenter].sort());
    const other = apiCenterErrorTexts[language === 'en' ? 'id' : 'en'] as Record<string, string>;
    for (const code of featureErrorCodes.apiCenter) expect(texts[code], code).not.toBe(other[code]);
  });
});
