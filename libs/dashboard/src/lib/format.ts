import type { Language } from '@seller-portal/contracts/core';
import { deadlineTime, formatCurrency, formatDate, formatNumber } from '@seller-portal/formatting';
import { useTranslation } from '@seller-portal/i18n';
import { useMemo } from 'react';

/** The page's numbers, money and dates in its language (§5, §9), through `@seller-portal/formatting`. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lang = (i18n.language === 'en' ? 'en' : 'id') as Language;
  return useMemo(
    () => ({
      lang,
      number: (value: number) => formatNumber(value, { lang }),
      /** One decimal, as a rating (4,6 in Indonesian). */
      decimal: (value: number) => formatNumber(value, { lang, decimals: 1 }),
      /** A share 0–1 as a percentage with one decimal. */
      percent: (share: number) => `${formatNumber(share * 100, { lang, decimals: 1 })}%`,
      money: (value: number) => formatCurrency(value, lang),
      /** Money on a chart's axis: thousands as "rb"/"k", millions as "jt"/"M". */
      compactMoney: (value: number) =>
        value >= 1_000_000
          ? `Rp${formatNumber(value / 1_000_000, { lang, decimals: value % 1_000_000 ? 1 : 0 })}${lang === 'id' ? 'jt' : 'M'}`
          : value >= 1_000
            ? `Rp${formatNumber(value / 1_000, { lang })}${lang === 'id' ? 'rb' : 'k'}`
            : formatCurrency(value, lang),
      /** A store day (`YYYY-MM-DD`) as "25 Nov". */
      day: (day: string) => formatDate(day, 'D MMM', lang),
      /** A store day with its year. */
      fullDay: (day: string) => formatDate(day, 'D MMM YYYY', lang),
      /** A deadline: how long ago it passed, or how long is left within hours; the calendar day further ahead. */
      when: (ms: number) => deadlineTime(ms, Date.now(), lang),
    }),
    [lang],
  );
}
