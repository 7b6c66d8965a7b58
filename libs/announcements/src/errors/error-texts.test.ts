import { featureErrorCodes } from '@seller-portal/contracts';
import { describe, expect, it } from 'vitest';
import { announcementErrorTexts } from './error-texts';

describe('the texts of the announcement error codes', () => {
  it.each(featureErrorCodes.announcements)('%s has a text in Indonesian and in English, not the same one', (code) => {
    const en = (announcementErrorTexts.en as Record<string, string>)[code];
    const id = (announcementErrorTexts.id as Record<string, string>)[code];
    expect(en).toBeTruthy();
    expect(id).toBeTruthy();
    expect(id).not.toBe(en);
  });

  it('holds no other codes', () => {
    expect(Object.keys(announcementErrorTexts.en).sort()).toEqual([...featureErrorCodes.announcements].sort());
    expect(Object.keys(announcementErrorTexts.id).sort()).toEqual([...featureErrorCodes.announcements].sort());
  });
});
