import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { walletErrorTexts } from './error-texts';

describe('the texts of the wallet error codes', () => {
  it.each(featureErrorCodes.wallet)('%s reads differently in Indonesian and English', (code) => {
    const [id, en] = [walletErrorTexts.id, walletErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(id), en: Boolean(en), same: id === en }).toEqual({ id: true, en: true, same: false });
  });
});
