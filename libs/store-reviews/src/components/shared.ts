import { formatDate } from '@seller-portal/formatting';
import { useStoreReviewsTranslation } from '../i18n/resources';

/** The page's language and "25 Nov 2026 10:15" in it. */
export function useTimeText() {
  const { i18n } = useStoreReviewsTranslation();
  const language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
  return (ms: number) => formatDate(ms, 'D MMM YYYY HH:mm', language);
}

export const reviewPath = (id: string) => `/store-review/${encodeURIComponent(id)}`;
