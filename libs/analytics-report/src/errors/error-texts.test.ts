import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { analyticsReportErrorTexts } from './error-texts';

describe('the texts of the analytics report error codes', () => {
  it.each(featureErrorCodes.analyticsReport)('%s reads differently in Indonesian and English', (code) => {
    const [id, en] = [analyticsReportErrorTexts.id, analyticsReportErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(id), en: Boolean(en), same: id === en }).toEqual({ id: true, en: true, same: false });
  });

  it('has a text for every code of the feature and no other', () => {
    expect(Object.keys(analyticsReportErrorTexts.en).sort()).toEqual([...featureErrorCodes.analyticsReport].sort());
    expect(Object.keys(analyticsReportErrorTexts.id).sort()).toEqual([...featureErrorCodes.analyticsReport].sort());
  });
});
