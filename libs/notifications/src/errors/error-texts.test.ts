import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { notificationErrorTexts } from './error-texts';

describe('the texts of the notification error codes', () => {
  it.each(featureErrorCodes.notifications)('%s reads differently in Indonesian and English', (code) => {
    const [id, en] = [notificationErrorTexts.id, notificationErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(id), en: Boolean(en), same: id === en }).toEqual({ id: true, en: true, same: false });
  });
});
