import { describe, expect, it } from 'vitest';
import { formatCurrency, formatNumber, type NumberFormatOptions } from './number';

describe('formatNumber (§5, §9)', () => {
  const cases: Array<[name: string, value: unknown, options: NumberFormatOptions, expected: string]> = [
    ['a missing value (undefined) shows a dash', undefined, { lang: 'id' }, '-'],
    ['a missing value (null) shows a dash', null, { lang: 'en', prefix: 'Rp' }, '-'],
    ['a non-number string shows 0', 'abc', { lang: 'id' }, '0'],
    ['a numeric string is still a non-number and shows 0', '1000', { lang: 'id' }, '0'],
    ['NaN shows 0', Number.NaN, { lang: 'en' }, '0'],
    ['Infinity shows 0', Number.POSITIVE_INFINITY, { lang: 'en' }, '0'],
    ['an object shows 0 with the prefix', {}, { lang: 'id', prefix: 'Rp' }, 'Rp0'],
    ['zero', 0, { lang: 'id' }, '0'],
    ['Indonesian thousands use a dot', 1234567, { lang: 'id' }, '1.234.567'],
    ['English thousands use a comma', 1234567, { lang: 'en' }, '1,234,567'],
    ['below a thousand has no separator', 999, { lang: 'id' }, '999'],
    ['without decimals a fraction is rounded up', 1000.01, { lang: 'id' }, '1.001'],
    ['without decimals .5 is rounded up', 2.5, { lang: 'en' }, '3'],
    ['without decimals a whole number stays', 42, { lang: 'en' }, '42'],
    ['without decimals a negative fraction rounds up towards zero', -1.7, { lang: 'en' }, '-1'],
    ['a negative value that rounds up to zero has no sign', -0.4, { lang: 'en' }, '0'],
    ['Indonesian decimals use a comma', 1234.5, { lang: 'id', decimals: 2 }, '1.234,50'],
    ['English decimals use a dot', 1234.5, { lang: 'en', decimals: 2 }, '1,234.50'],
    ['decimals round to the nearest', 1.236, { lang: 'en', decimals: 2 }, '1.24'],
    ['zero decimals round to the nearest, not up', 1.2, { lang: 'en', decimals: 0 }, '1'],
    ['the prefix sits before the digits', 1000, { lang: 'id', prefix: 'Rp' }, 'Rp1.000'],
    ['a negative number gets the minus sign before the prefix', -1000, { lang: 'id', prefix: 'Rp' }, '-Rp1.000'],
    ['a negative number with decimals and a prefix', -1234.5, { lang: 'en', prefix: '$', decimals: 1 }, '-$1,234.5'],
    ['a negative without a prefix', -2500000, { lang: 'id' }, '-2.500.000'],
  ];

  it.each(cases)('%s', (_name, value, options, expected) => {
    expect(formatNumber(value, options)).toBe(expected);
  });
});

describe('formatCurrency', () => {
  const cases: Array<[name: string, value: unknown, lang: 'id' | 'en', expected: string]> = [
    ['rupiah in Indonesian', 5000000, 'id', 'Rp5.000.000'],
    ['rupiah in English', 5000000, 'en', 'Rp5,000,000'],
    ['negative rupiah', -100000, 'id', '-Rp100.000'],
    ['missing amount', undefined, 'id', '-'],
    ['not a number', 'n/a', 'id', 'Rp0'],
    ['a fraction is rounded up', 999.1, 'id', 'Rp1.000'],
  ];

  it.each(cases)('%s', (_name, value, lang, expected) => {
    expect(formatCurrency(value, lang)).toBe(expected);
  });

  it('keeps decimals when asked for', () => {
    expect(formatCurrency(1500.25, 'id', 2)).toBe('Rp1.500,25');
  });
});
