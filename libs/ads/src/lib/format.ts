import type { Language } from '@seller-portal/contracts/core';
import { formatCurrency, formatDate, formatNumber } from '@seller-portal/formatting';
import { useAdsTranslation } from '../i18n/resources';

/** The page's language and its money, number and day formats. */
export function useFormat() {
  const { i18n } = useAdsTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'id';
  return {
    lang,
    money: (amount: number) => formatCurrency(amount, lang),
    /** An axis's amount, short: Rp50rb / Rp50k, Rp1,5jt / Rp1.5M. */
    compactMoney: (value: number) =>
      value >= 1_000_000
        ? `Rp${formatNumber(value / 1_000_000, { lang, decimals: value % 1_000_000 ? 1 : 0 })}${lang === 'id' ? 'jt' : 'M'}`
        : value >= 1_000
          ? `Rp${formatNumber(value / 1_000, { lang })}${lang === 'id' ? 'rb' : 'k'}`
          : formatCurrency(value, lang),
    number: (value: number) => formatNumber(value, { lang }),
    /** A share as a percentage with one decimal: 3,6%. */
    percent: (share: number) => `${formatNumber(Math.round(share * 1000) / 10, { lang, decimals: 1 })}%`,
    /** A WIB day (`YYYY-MM-DD`) as sellers read it: 1 Okt 2025. */
    day: (day: string) => formatDate(`${day}T00:00:00`, 'D MMM YYYY', lang),
    at: (ms: number) => formatDate(ms, 'D MMM YYYY HH:mm', lang),
  };
}
