import { describe, expect, it } from 'vitest';
import { codeDigits } from './code-digits';

describe('codeDigits (a code field keeps its digits)', () => {
  const rows = [
    { name: 'digits as typed', raw: '123456', expected: '123456' },
    { name: 'spaces of a code read aloud', raw: '123 456', expected: '123456' },
    { name: 'a dash in the middle', raw: '123-456', expected: '123456' },
    { name: 'a pasted sentence', raw: 'Kode verifikasi: 987654. Jangan bagikan.', expected: '987654' },
    { name: 'letters are dropped', raw: '12a3b4', expected: '1234' },
    { name: 'more than 6 digits are cut', raw: '12345678', expected: '123456' },
    { name: 'full-width digits', raw: '１２３４５６', expected: '123456' },
    { name: 'Arabic-Indic digits', raw: '٠١٢٣٤٥', expected: '012345' },
    { name: 'empty stays empty', raw: '', expected: '' },
  ];
  it.each(rows)('$name', ({ raw, expected }) => {
    expect(codeDigits(raw, 6)).toBe(expected);
  });

  it('follows another length', () => {
    expect(codeDigits('1234567890', 4)).toBe('1234');
  });
});
