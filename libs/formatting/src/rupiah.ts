/** Why a typed rupiah amount was not read: nothing typed, not an amount at all, or an amount with cents. */
export type RupiahProblem = 'empty' | 'notAmount' | 'notWhole';

export type RupiahReading = { ok: true; value: number } | { ok: false; problem: RupiahProblem };

const currency = /^(?:rp\.?|idr)\s*/i;
// "Rp 40.000,-": the dash after the comma says "no cents".
const noCents = /[.,]-$/;
const grouped = /^\d{1,3}(?:([., \u00a0])\d{3})(?:\1\d{3})*$/;

/**
 * A rupiah amount as sellers write it, in either language: "Rp 40.000", "Rp40.000", "40.000", "40000", "40,000",
 * "40 000", "Rp 40.000,-", "40.000,00". Rupiah prices have no cents, so the rule for ambiguous input is: a "." or ","
 * followed by exactly three digits groups thousands (one kind of separator per amount), and a last "," or "." with one
 * or two digits is cents, taken only when they are zero ("40.000,00"), otherwise `notWhole` ("40,5", "12.50").
 * Anything else (letters, a sign, mixed groups such as "1.250,000") is `notAmount`.
 */
export function parseRupiah(input: string): RupiahReading {
  let text = input.trim().replace(currency, '').replace(noCents, '').trim();
  if (!text) return { ok: false, problem: input.trim() ? 'notAmount' : 'empty' };
  const cents = /^(.*\d)([.,])(\d{1,2})$/.exec(text);
  if (cents) {
    const [, whole, separator, digits] = cents;
    // "1.000.00" uses one separator for both groups and cents: not an amount.
    if (whole.includes(separator) || !isWhole(whole)) return { ok: false, problem: 'notAmount' };
    if (!/^0+$/.test(digits)) return { ok: false, problem: 'notWhole' };
    text = whole;
  }
  if (!isWhole(text)) return { ok: false, problem: 'notAmount' };
  const value = Number(text.replace(/[., \u00a0]/g, ''));
  return Number.isSafeInteger(value) ? { ok: true, value } : { ok: false, problem: 'notAmount' };
}

const isWhole = (text: string) => /^\d+$/.test(text) || grouped.test(text);
