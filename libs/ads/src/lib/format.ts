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
    number: (value: number) => formatNumber(value, { lang }),
    /** A WIB day (`YYYY-MM-DD`) as sellers read it: 1 Okt 2025. */
    day: (day: string) => formatDate(`${day}T00:00:00`, 'D MMM YYYY', lang),
    at: (ms: number) => formatDate(ms, 'D MMM YYYY HH:mm', lang),
  };
}
