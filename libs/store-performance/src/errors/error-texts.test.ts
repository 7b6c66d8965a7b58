import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { storePerformanceErrorTexts } from './error-texts';

describe('the texts of the store performance error codes', () => {
  it.each(featureErrorCodes.storePerformance)('%s reads differently in Indonesian and English', (code) => {
    const [id, en] = [storePerformanceErrorTexts.id, storePerformanceErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(id), en: Boolean(en), same: id === en }).toEqual({ id: true, en: true, same: false });
  });
});
