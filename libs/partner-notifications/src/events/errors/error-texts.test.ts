import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { eventErrorTexts } from './error-texts';

describe('the texts of the partner notification event codes', () => {
  it.each(featureErrorCodes.partnerNotificationEvents)('%s reads differently in Indonesian and English', (code) => {
    const [id, en] = [eventErrorTexts.id, eventErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(id), en: Boolean(en), same: id === en }).toEqual({ id: true, en: true, same: false });
  });
});
