import { serverErrorText } from '@seller-portal/api-client';
import { useLearningTranslation } from '../i18n/resources';

// One formatter per locale for the page's life: building one loads the locale's calendar data, which a page of
// cards would otherwise do once per card (the largest part of /learning's first render on a phone).
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(locale: string): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' });
    dayFormats.set(locale, format);
  }
  return format;
}

/** The page's language, its dates and durations, and the text of a failed call. */
export function useLearningTexts() {
  const { t, i18n } = useLearningTranslation();
  const language: 'id' | 'en' = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
  const locale = language === 'id' ? 'id-ID' : 'en-GB';
  return {
    t,
    language,
    /** Epoch ms as its day in Jakarta: "3 Mei 2026" / "3 May 2026". */
    day: (at: number) => dayFormat(locale).format(new Date(at)),
    /** Seconds as m:ss. */
    duration: (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
    errorText: (error: unknown): string => serverErrorText(t, error),
  };
}
