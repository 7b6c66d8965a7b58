import { serverErrorText } from '@seller-portal/api-client';
import { useContractTranslation } from '../i18n/resources';

/** The page's language, its percentages and days, and the text of a failed contract call. */
export function useContractTexts() {
  const { t, i18n } = useContractTranslation();
  const language: 'id' | 'en' = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
  const locale = language === 'id' ? 'id-ID' : 'en-GB';
  return {
    t,
    language,
    /** Basis points as a percentage: 350 → "3,5%" / "3.5%". */
    percent: (bps: number) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bps / 100)}%`,
    /** `YYYY-MM-DD` → "1 Mei 2026" / "1 May 2026". */
    day: (day: string) =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)),
    /** An instant as its day in Jakarta. */
    instantDay: (iso: string) =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' }).format(new Date(iso)),
    errorText: (error: unknown): string => serverErrorText(t, error),
  };
}
