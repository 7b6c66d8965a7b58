import { serverErrorText } from '@seller-portal/api-client';
import { fulfilmentWarehouses } from '@seller-portal/contracts/ipo';
import { useIpoTranslation } from '../i18n/resources';

/** The page's language, its days and numbers, a warehouse's name and the text of a failed call. */
export function useIpoTexts() {
  const { t, i18n } = useIpoTranslation();
  const language: 'id' | 'en' = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
  const locale = language === 'id' ? 'id-ID' : 'en-GB';
  return {
    t,
    language,
    day: (day: string) =>
      new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      ),
    count: (value: number) => new Intl.NumberFormat(locale).format(value),
    warehouse: (code: string) => {
      const found = fulfilmentWarehouses.find((each) => each.code === code);
      return found ? t('warehouse', { city: found.city }) : code;
    },
    errorText: (error: unknown): string => serverErrorText(t, error),
  };
}
