import { featureErrorCodes } from '@seller-portal/contracts';
import { describe, expect, it } from 'vitest';
import { storeVerificationErrorTexts } from './error-texts';

describe('the texts of the identity-verification error codes', () => {
  it.each(featureErrorCodes.storeVerification)('%s has a text in Indonesian and in English, not the same one', (code) => {
    const en = (storeVerificationErrorTexts.en as Record<string, string>)[code];
    const id = (storeVerificationErrorTexts.id as Record<string, string>)[code];
    expect(en).toBeTruthy();
    expect(id).toBeTruthy();
    expect(id).not.toBe(en);
  });

  it('holds no other codes', () => {
    expect(Object.keys(storeVerificationErrorTexts.en).sort()).toEqual([...featureErrorCodes.storeVerification].sort());
    expect(Object.keys(storeVerificationErrorTexts.id).sort()).toEqual([...featureErrorCodes.storeVerification].sort());
  });
});
