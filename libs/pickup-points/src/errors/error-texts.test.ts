import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { pickupPointErrorTexts } from './error-texts';

describe('the texts of the pickup point error codes', () => {
  it.each(featureErrorCodes.pickupPoints)('%s reads differently in Indonesian and English', (code) => {
    const [id, en] = [pickupPointErrorTexts.id, pickupPointErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(id), en: Boolean(en), same: id === en }).toEqual({ id: true, en: true, same: false });
  });

  it('has a text for every code of the feature and no other', () => {
    expect(Object.keys(pickupPointErrorTexts.en).sort()).toEqual([...featureErrorCodes.pickupPoints].sort());
    expect(Object.keys(pickupPointErrorTexts.id).sort()).toEqual([...featureErrorCodes.pickupPoints].sort());
  });
});
