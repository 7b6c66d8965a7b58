import { describe, expect, it } from 'vitest';
import { decodeBase64, decryptValue, encodeBase64, isBase64 } from './base64';

describe('decodeBase64 (§5)', () => {
  const valid: Array<[name: string, input: string, expected: string]> = [
    ['plain ASCII', 'aGVsbG8=', 'hello'],
    ['no padding needed', 'YWJj', 'abc'],
    ['two padding characters', 'YQ==', 'a'],
    ['UTF-8 text', '8J+YgCBzZWxhbWF0IHBhZ2k=', '😀 selamat pagi'],
    ['the empty string', '', ''],
    ['a plus of the standard alphabet', 'fn5+', '~~~'],
    ['a slash of the standard alphabet', 'Pz8/', '???'],
  ];

  it.each(valid)('decodes %s', (_name, input, expected) => {
    expect(decodeBase64(input)).toBe(expected);
  });

  const invalid: Array<[name: string, input: unknown]> = [
    ['URL-safe alphabet', 'a-_b'],
    ['missing padding', 'YQ'],
    ['padding in the middle', 'YQ==YQ=='],
    ['whitespace', 'aGVs bG8='],
    ['a line break', 'aGVs\nbG8='],
    ['a wrong length', 'abcde'],
    ['not a string', 42],
  ];

  it.each(invalid)('refuses %s with "Invalid Base64"', (_name, input) => {
    expect(() => decodeBase64(input as string)).toThrow(new Error('Invalid Base64'));
  });

  it('round-trips with encodeBase64', () => {
    const text = 'Toko Maju Jaya — Rp5.000';
    expect(decodeBase64(encodeBase64(text))).toBe(text);
  });

  it('tells standard base64 apart', () => {
    expect(isBase64('aGVsbG8=')).toBe(true);
    expect(isBase64('aGVsbG8')).toBe(false);
    expect(isBase64(null)).toBe(false);
  });
});

describe('decryptValue: base64-encoded UTF-8 JSON', () => {
  it('reads the JSON payload', () => {
    const token = encodeBase64(JSON.stringify({ storeCode: 'TOM-60001', userId: 'u-1', name: 'Toko Ümit' }));
    expect(decryptValue(token)).toEqual({ storeCode: 'TOM-60001', userId: 'u-1', name: 'Toko Ümit' });
  });

  const invalid: Array<[name: string, input: string, message: string]> = [
    ['text that is not base64', 'not base64!', 'Invalid Base64'],
    ['base64 of text that is not JSON', encodeBase64('hello'), 'Invalid encrypted value'],
    ['base64 of bytes that are not UTF-8', '/w==', 'Invalid encrypted value'],
    ['base64 of nothing', '', 'Invalid encrypted value'],
  ];

  it.each(invalid)('refuses %s', (_name, input, message) => {
    expect(() => decryptValue(input)).toThrow(new Error(message));
  });
});
