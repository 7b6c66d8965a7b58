import type { Language } from '@seller-portal/contracts/core';

export interface NumberFormatOptions {
  /** Fixed number of decimals; without it the value is rounded up to a whole number (§5). */
  decimals?: number;
  /** Text placed before the digits, after any minus sign (for example 'Rp'). */
  prefix?: string;
  lang: Language;
}

const separators: Record<Language, { thousands: string; decimal: string }> = {
  // §9: Indonesian groups thousands with a dot and writes decimals with a comma.
  id: { thousands: '.', decimal: ',' },
  en: { thousands: ',', decimal: '.' },
};

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * §5 number formatting: a missing value (null/undefined) shows '-', any other non-number shows 0,
 * a negative number puts the minus sign before the prefix ("-Rp1.000").
 */
export function formatNumber(value: unknown, options: NumberFormatOptions): string {
  if (value === null || value === undefined) return '-';
  const { decimals, prefix = '', lang } = options;
  const { thousands, decimal } = separators[lang] ?? separators.en;
  const numeric = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const hasDecimals = decimals !== undefined && decimals >= 0;
  // §5: without a decimal count numbers are rounded up.
  const rounded = hasDecimals ? numeric : Math.ceil(numeric);
  const fixed = Math.abs(rounded).toFixed(hasDecimals ? Math.min(Math.trunc(decimals), 20) : 0);
  const [whole, fraction] = fixed.split('.');
  const body = groupThousands(whole, thousands) + (fraction ? decimal + fraction : '');
  // A value that rounds to zero is shown without a sign ("-0" reads as a defect).
  const negative = rounded < 0 && /[1-9]/.test(fixed);
  return `${negative ? '-' : ''}${prefix}${body}`;
}

/** Rupiah amount: prefix 'Rp', whole numbers rounded up unless decimals are asked for. */
export function formatCurrency(value: unknown, lang: Language, decimals?: number): string {
  return formatNumber(value, { prefix: 'Rp', lang, decimals });
}
