import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { broadcastErrorTexts } from './error-texts';

describe('the texts of the broadcast error codes', () => {
  it.each(featureErrorCodes.broadcast)('%s reads differently in Indonesian and English', (code) => {
    const [id, en] = [broadcastErrorTexts.id, broadcastErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(id), en: Boolean(en), same: id === en }).toEqual({ id: true, en: true, same: false });
  });
});
