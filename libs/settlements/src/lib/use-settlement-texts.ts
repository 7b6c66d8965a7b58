import { serverErrorText } from '@seller-portal/api-client';
import { formatCurrency, formatDate } from '@seller-portal/formatting';
import { useSettlementsTranslation } from '../i18n/resources';

/** The page's language, its money, day and month formats, and the text of a failed settlement call. */
export function useSettlementTexts() {
  const { t, i18n } = useSettlementsTranslation();
  const language: 'id' | 'en' = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
  return {
    t,
    language,
    money: (value: number) => formatCurrency(value, language),
    day: (ms: number) => formatDate(ms, 'D MMM YYYY', language),
    /** `2026-11` → "November 2026" in the page's language. */
    month: (period: string) => {
      const [year, month] = period.split('-').map(Number);
      return new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        Date.UTC(year, month - 1, 1),
      );
    },
    errorText: (error: unknown): string => serverErrorText(t, error),
  };
}
