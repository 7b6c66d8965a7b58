import type { Language } from '@seller-portal/contracts/core';
import { formatDate } from '@seller-portal/formatting';
import { useStorefrontTranslation } from '../i18n/resources';

/** The page's language, for numbers, dates and the categories' names. */
export function useLang(): Language {
  const { i18n } = useStorefrontTranslation();
  return i18n.language === 'en' ? 'en' : 'id';
}

export function dateTime(iso: string, lang: Language): string {
  return formatDate(iso, 'D MMM YYYY, HH:mm', lang);
}

/** A new section's id: unique within the draft, within the server's pattern. */
export function newSectionId(): string {
  return `s-${crypto.randomUUID().slice(0, 13)}`;
}
