import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { chatBannedWordsErrorTexts } from './error-texts';

describe("the texts of the banned words' error codes", () => {
  it.each(featureErrorCodes.chatBannedWords)('%s reads differently in Indonesian and English', (code) => {
    const [id, en] = [chatBannedWordsErrorTexts.id, chatBannedWordsErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(id), en: Boolean(en), same: id === en }).toEqual({ id: true, en: true, same: false });
  });
});
