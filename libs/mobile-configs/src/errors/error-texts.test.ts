import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { mobileConfigErrorTexts } from './error-texts';

describe('the texts of the mobile config error codes', () => {
  it.each(featureErrorCodes.mobileConfigs)('%s reads differently in Indonesian and English', (code) => {
    const [id, en] = [mobileConfigErrorTexts.id, mobileConfigErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(id), en: Boolean(en), same: id === en }).toEqual({ id: true, en: true, same: false });
  });
});
