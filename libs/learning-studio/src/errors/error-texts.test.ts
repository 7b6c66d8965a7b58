import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { learningStudioErrorTexts } from './error-texts';

describe('the texts of the Seller Learning authoring error codes', () => {
  it.each(featureErrorCodes.learningStudio)('%s reads differently in Indonesian and English', (code) => {
    const [id, en] = [learningStudioErrorTexts.id, learningStudioErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(id), en: Boolean(en), same: id === en }).toEqual({ id: true, en: true, same: false });
  });
});
