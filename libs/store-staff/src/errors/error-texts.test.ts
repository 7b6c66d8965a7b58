import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { storeStaffErrorTexts } from './error-texts';

describe('the texts of the staff page error codes', () => {
  it.each(featureErrorCodes.storeStaff)('%s reads differently in Indonesian and English', (code) => {
    const [id, en] = [storeStaffErrorTexts.id, storeStaffErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(id), en: Boolean(en), same: id === en }).toEqual({ id: true, en: true, same: false });
  });

  it('has a text for every code of the feature and no other', () => {
    expect(Object.keys(storeStaffErrorTexts.en).sort()).toEqual([...featureErrorCodes.storeStaff].sort());
    expect(Object.keys(storeStaffErrorTexts.id).sort()).toEqual([...featureErrorCodes.storeStaff].sort());
  });
});
