import { describe, expect, it } from 'vitest';
import { decodeCode128 } from '../../../test/support/label-pdf';
import { code128Patterns, code128Values, code128Widths } from './code128';

describe('Code 128 symbols', () => {
  it('has 103 data symbols, three starts and a stop, every one of eleven modules (the stop thirteen) and none twice', () => {
    expect(code128Patterns).toHaveLength(107);
    const modules = code128Patterns.map((pattern) => [...pattern].reduce((sum, w) => sum + Number(w), 0));
    expect(modules.slice(0, 106).every((sum) => sum === 11)).toBe(true);
    expect(modules[106]).toBe(13);
    expect(new Set(code128Patterns).size).toBe(107);
  });

  it('has an even number of bar modules in every symbol (the parity scanners check)', () => {
    for (const pattern of code128Patterns.slice(0, 106))
      expect(Number(pattern[0]) + Number(pattern[2]) + Number(pattern[4]), pattern).toSatisfy((n: number) => n % 2 === 0);
  });

  it.each([
    // Starts, stop and the ends of the table as ISO/IEC 15417 prints them.
    [0, '212222'],
    [1, '222122'],
    [33, '111323'],
    [64, '111422'],
    [95, '114113'],
    [99, '113141'],
    [100, '114131'],
    [101, '311141'],
    [102, '411131'],
    [103, '211412'],
    [104, '211214'],
    [105, '211232'],
    [106, '2331112'],
  ])('symbol %i is %s', (value, pattern) => {
    expect(code128Patterns[value]).toBe(pattern);
  });
});

describe('encoding a tracking number', () => {
  it.each([
    // name, text, values (start … data …, checksum, stop)
    ['letters go in set B', 'AB', [104, 33, 34, (104 + 33 + 2 * 34) % 103, 106]],
    ['an even run of digits goes in set C, two to a symbol', '1234', [105, 12, 34, (105 + 12 + 2 * 34) % 103, 106]],
    ['two digits alone are one set C symbol', '42', [105, 42, (105 + 42) % 103, 106]],
    ['a short run of digits stays in set B', 'A12', [104, 33, 17, 18, (104 + 33 + 2 * 17 + 3 * 18) % 103, 106]],
    [
      'an odd run of digits gives its first digit to set B',
      '012345678901234',
      [104, 16, 99, 12, 34, 56, 78, 90, 12, 34, (104 + 16 + 2 * 99 + 3 * 12 + 4 * 34 + 5 * 56 + 6 * 78 + 7 * 90 + 8 * 12 + 9 * 34) % 103, 106],
    ],
    [
      'a J&T number: set B for the letters, set C for the ten digits at the end',
      'JP1234567890',
      [104, 42, 48, 99, 12, 34, 56, 78, 90, (104 + 42 + 2 * 48 + 3 * 99 + 4 * 12 + 5 * 34 + 6 * 56 + 7 * 78 + 8 * 90) % 103, 106],
    ],
    [
      'a GoSend number: dashes in set B, the odd run at the end splits',
      'GK-11-1234567',
      [
        104,
        39,
        43,
        13,
        17,
        17,
        13,
        17,
        99,
        23,
        45,
        67,
        (104 + 39 + 2 * 43 + 3 * 13 + 4 * 17 + 5 * 17 + 6 * 13 + 7 * 17 + 8 * 99 + 9 * 23 + 10 * 45 + 11 * 67) % 103,
        106,
      ],
    ],
  ])('%s (%s)', (_name, text, values) => {
    expect(code128Values(text)).toEqual(values);
  });

  it('draws the symbols of the values, bar first', () => {
    expect(code128Widths('42').join('')).toBe(['211232', code128Patterns[42], code128Patterns[(105 + 42) % 103], '2331112'].join(''));
  });

  it.each(['012345678901234', '0123456789012345', 'JP1234567890', '001234567890', '10012345678901', 'GK-11-1234567', 'ORD-20261125-0000123', 'A', '7'])(
    '%s reads back as itself',
    (text) => {
      expect(decodeCode128(code128Widths(text))).toBe(text);
    },
  );

  it('refuses what Code 128 set B and C cannot carry', () => {
    expect(() => code128Values('')).toThrow(RangeError);
    expect(() => code128Values('Résumé')).toThrow(RangeError);
  });
});
