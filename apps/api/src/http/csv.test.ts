import { describe, expect, it } from 'vitest';
import { csvCell, csvFile, csvLine } from './csv';

describe('CSV cells (RFC 4180, OWASP CSV injection)', () => {
  it.each([
    ['plain text stays as it is', 'Toko Demo Sejahtera', 'Toko Demo Sejahtera'],
    ['an empty cell stays empty', '', ''],
    ['a formula is prefixed and quoted', '=1+1', `"'=1+1"`],
    ['a leading plus is prefixed', '+62 812', `"'+62 812"`],
    ['a leading minus is prefixed', '-2+3', `"'-2+3"`],
    ['a leading at sign is prefixed', '@SUM(A1)', `"'@SUM(A1)"`],
    ['a leading tab is prefixed', '\t=cmd', `"'\t=cmd"`],
    ['a leading carriage return is prefixed (and quoted for the line break)', '\r=cmd', `"'\r=cmd"`],
    ['a full-width equals sign is prefixed', '\uFF1Dcmd', `"'\uFF1Dcmd"`],
    ['a formula after a semicolon is quoted whole (the list separator of id-ID spreadsheets)', "Toko;=cmd|' /C calc'!A0", `"Toko;=cmd|' /C calc'!A0"`],
    ['a formula after a comma is quoted whole', 'Toko,=cmd', `"Toko,=cmd"`],
    ['quotes are doubled inside quotes', 'Toko "Maju"', `"Toko ""Maju"""`],
    ['a line break is quoted', 'baris\nkedua', `"baris\nkedua"`],
    ['a formula sign inside the text is left alone', 'a=b', 'a=b'],
    ['an ISO time is not touched', '2026-11-27T10:00:00.000Z', '2026-11-27T10:00:00.000Z'],
  ])('%s', (_, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['a tab-separated file quotes a tab inside a cell', 'a\tb', '\t', `"a\tb"`],
    ['a pipe-separated file quotes a pipe', 'a|b', '|', `"a|b"`],
    ['a pipe-separated file still quotes a semicolon', 'a;b', '|', `"a;b"`],
  ])('%s', (_, value, separator, cell) => {
    expect(csvCell(value, separator)).toBe(cell);
  });

  it('joins a line with its separator and writes a file with a byte-order mark and CRLF line ends', () => {
    expect(csvLine(['a', '=b', 'c;d'])).toBe(`a,"'=b","c;d"`);
    expect(csvLine(['a', 'b'], ';')).toBe('a;b');
    expect(csvFile([['name'], ['=x']]).toString('utf8')).toBe(`\uFEFFname\r\n"'=x"\r\n`);
  });
});
