import type { Language } from '@seller-portal/contracts/core';
import { formatDate, formatNumber } from '@seller-portal/formatting';
import { useWalletTranslation } from '../i18n/resources';

/** The page's language, for numbers and dates. */
export function useLang(): Language {
  const { i18n } = useWalletTranslation();
  return i18n.language === 'en' ? 'en' : 'id';
}

/** `Rp1.250.000` in Indonesian, `Rp1,250,000` in English; a negative amount `-Rp…`. */
export function rupiah(amount: number, lang: Language): string {
  return formatNumber(amount, { prefix: 'Rp', lang });
}

/** A signed amount as a statement shows it: `+Rp…` money in, `-Rp…` money out. */
export function signedRupiah(amount: number, lang: Language): string {
  return amount > 0 ? `+${rupiah(amount, lang)}` : rupiah(amount, lang);
}

export function dateTime(ms: number, lang: Language): string {
  return formatDate(ms, 'D MMM YYYY, HH:mm', lang);
}
