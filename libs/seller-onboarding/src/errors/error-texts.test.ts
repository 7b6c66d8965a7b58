import { featureErrorCodes } from '@seller-portal/contracts';
import { describe, expect, it } from 'vitest';
import { sellerOnboardingErrorTexts } from './error-texts';

describe('the texts of the onboarding codes', () => {
  it.each(featureErrorCodes.sellerOnboarding)('%s has a text in Indonesian and in English, not the same one', (code) => {
    const en = (sellerOnboardingErrorTexts.en as Record<string, string>)[code];
    const id = (sellerOnboardingErrorTexts.id as Record<string, string>)[code];
    expect(en).toBeTruthy();
    expect(id).toBeTruthy();
    expect(id).not.toBe(en);
  });

  it('holds no other codes', () => {
    expect(Object.keys(sellerOnboardingErrorTexts.en).sort()).toEqual([...featureErrorCodes.sellerOnboarding].sort());
    expect(Object.keys(sellerOnboardingErrorTexts.id).sort()).toEqual([...featureErrorCodes.sellerOnboarding].sort());
  });
});
