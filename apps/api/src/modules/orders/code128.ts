/**
 * Code 128 (ISO/IEC 15417), the symbology couriers print tracking numbers in: the symbols' bar and space widths,
 * and an encoder that uses code set C for runs of digits (two per symbol) and code set B for the rest, as a
 * courier's label printer does. Printable ASCII only; tracking numbers are letters, digits and dashes.
 */

/**
 * The 107 patterns by symbol value: six widths in modules (bar, space, bar, space, bar, space), eleven modules in
 * all; the stop (106) has a seventh, a final bar of two.
 */
// prettier-ignore
export const code128Patterns: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

/** Symbol values with a meaning of their own. */
export const code128Symbols = { codeC: 99, codeB: 100, startB: 104, startC: 105, stop: 106 } as const;

/** Blank space on each side of the bars the scanner needs, in modules (the standard's minimum is ten). */
export const code128QuietZone = 10;

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** How many digits in a row start at `from`. */
function digitRun(text: string, from: number): number {
  let end = from;
  while (isDigit(text[end])) end++;
  return end - from;
}

/**
 * The symbol values of `text`: start, data, checksum and stop. Set C takes a run of digits of four or more at
 * either end, or of six or more inside; an odd run gives its first digit to set B.
 */
export function code128Values(text: string): number[] {
  if (!text || !/^[\x20-\x7e]+$/.test(text)) throw new RangeError('Code 128 labels take printable ASCII only');
  const values: number[] = [];
  let set: 'B' | 'C' | null = null;
  let at = 0;
  while (at < text.length) {
    const run = digitRun(text, at);
    const worthC = run >= (at === 0 || at + run === text.length ? 4 : 6) || (at === 0 && run === text.length && run === 2);
    if (worthC) {
      // An odd run gives its first digit to set B, so the rest pairs up.
      if (run % 2 === 1) {
        if (set !== 'B') values.push(set === null ? code128Symbols.startB : code128Symbols.codeB);
        set = 'B';
        values.push(text.charCodeAt(at) - 32);
        at++;
      }
      if (set !== 'C') values.push(set === null ? code128Symbols.startC : code128Symbols.codeC);
      set = 'C';
      const end = at + run - (run % 2);
      for (; at < end; at += 2) values.push(Number(text.slice(at, at + 2)));
    } else {
      if (set !== 'B') values.push(set === null ? code128Symbols.startB : code128Symbols.codeB);
      set = 'B';
      // The digits of a short run go in set B one by one; so does everything else.
      const end = run > 0 ? at + run : at + 1;
      for (; at < end; at++) values.push(text.charCodeAt(at) - 32);
    }
  }
  // The checksum: the start's value plus each symbol's value times its position, modulo 103.
  const checksum = values.reduce((sum, value, index) => sum + value * Math.max(index, 1), 0) % 103;
  return [...values, checksum, code128Symbols.stop];
}

/**
 * The bars of `text` as module widths, bar first, alternating bar and space, without the quiet zones (which the
 * drawing leaves blank).
 */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((value) => [...code128Patterns[value]].map(Number));
}
