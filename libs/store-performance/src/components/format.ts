import type { Language } from '@seller-portal/contracts/core';
import { formatDate, formatNumber } from '@seller-portal/formatting';
import type { TFunction } from '@seller-portal/i18n';

/** The figures of the page in its language (§5, §9), through `@seller-portal/formatting`. */
export function formatsFor(lang: Language, t: TFunction) {
  return {
    day: (day: string) => formatDate(day, 'D MMM', lang),
    fullDay: (day: string) => formatDate(day, 'D MMM YYYY', lang),
    rating: (value: number) => formatNumber(value, { lang, decimals: 1 }),
    percent: (share: number) => `${formatNumber(share * 100, { lang, decimals: 1 })}%`,
    count: (value: number) => formatNumber(value, { lang }),
    /** A duration as whole minutes under an hour, else hours and minutes. */
    duration: (ms: number) => {
      const minutes = Math.round(ms / 60_000);
      if (minutes < 60) return t('duration.minutes', { count: minutes });
      return t('duration.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
    },
  };
}

export type Formats = ReturnType<typeof formatsFor>;
