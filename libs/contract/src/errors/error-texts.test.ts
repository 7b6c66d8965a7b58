import { featureErrorCodes } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import id from '../i18n/id.json';
import { contractErrorTexts } from './error-texts';

describe('the texts of the contract error codes', () => {
  it.each(featureErrorCodes.contract)('%s reads differently in Indonesian and English', (code) => {
    const [idText, enText] = [contractErrorTexts.id, contractErrorTexts.en].map((texts) => (texts as Record<string, string>)[code]);
    expect({ id: Boolean(idText), en: Boolean(enText), same: idText === enText }).toEqual({ id: true, en: true, same: false });
  });

  it('holds no text of a code the server does not have', () => {
    expect(Object.keys(contractErrorTexts.en).sort()).toEqual([...featureErrorCodes.contract].sort());
    expect(Object.keys(contractErrorTexts.id).sort()).toEqual([...featureErrorCodes.contract].sort());
  });
});

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`)) : [prefix.slice(0, -1)];

it('the page texts have the same keys in Indonesian and English', () => {
  expect(keysOf(id).sort()).toEqual(keysOf(en).sort());
});
