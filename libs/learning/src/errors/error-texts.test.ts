import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { learningErrorTexts } from './error-texts';

describe('the texts of the learning pages error codes', () => {
  it.each(featureErrorCodes.learning)('%s reads differently in Indonesian and English', (code) => {
    const [id, en] = [learningErrorTexts.id, learningErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(id), en: Boolean(en), same: id === en }).toEqual({ id: true, en: true, same: false });
  });

  it('has a text for every code of the feature and no other', () => {
    expect(Object.keys(learningErrorTexts.en).sort()).toEqual([...featureErrorCodes.learning].sort());
    expect(Object.keys(learningErrorTexts.id).sort()).toEqual([...featureErrorCodes.learning].sort());
  });
});
