import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import id from '../i18n/id.json';
import { ipoErrorTexts } from './error-texts';

describe('the texts of the inbound order error codes', () => {
  it.each(featureErrorCodes.ipo)('%s reads differently in Indonesian and English', (code) => {
    const [idText, enText] = [ipoErrorTexts.id, ipoErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(idText), en: Boolean(enText), same: idText === enText }).toEqual({ id: true, en: true, same: false });
  });

  it('holds no text of a code the server does not have', () => {
    expect(Object.keys(ipoErrorTexts.en).sort()).toEqual([...featureErrorCodes.ipo].sort());
    expect(Object.keys(ipoErrorTexts.id).sort()).toEqual([...featureErrorCodes.ipo].sort());
  });
});

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`)) : [prefix.slice(0, -1)];

it('the page texts have the same keys in Indonesian and English', () => {
  expect(keysOf(id).sort()).toEqual(keysOf(en).sort());
});
