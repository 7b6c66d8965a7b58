import { formatDate } from '@seller-portal/formatting';

/** The page's language as the formatting's language. */
export function languageOf(language: string | undefined): 'id' | 'en' {
  return language?.startsWith('en') ? 'en' : 'id';
}

/** "25 Nov 2026 10:15". */
export function formatTime(ms: number, language: 'id' | 'en'): string {
  return formatDate(ms, 'D MMM YYYY HH:mm', language);
}
