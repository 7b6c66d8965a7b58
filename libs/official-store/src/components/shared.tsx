import type { Language } from '@seller-portal/contracts/core';
import type { OfficialStoreApplicationStatus } from '@seller-portal/contracts/official-store';
import { formatDate } from '@seller-portal/formatting';
import { StatusTag } from '@seller-portal/ui/forms';
import { useOfficialStoreTranslation } from '../i18n/resources';
import styles from './official-store.module.css';

/** The page's language, for dates. */
export function useLang(): Language {
  const { i18n } = useOfficialStoreTranslation();
  return i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
}

/** "25 November 2026" in the page's language. */
export function useDateText(): (ms: number) => string {
  const lang = useLang();
  return (ms) => formatDate(ms, 'D MMMM YYYY', lang);
}

/** "1.2 MB", "340 KB": a document's size as a seller reads it. */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The Official badge: a shield and the word, as the storefront shows it. */
export function OfficialBadge() {
  const { t } = useOfficialStoreTranslation();
  return (
    <span className={styles.badge} data-testid="official-badge">
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" focusable="false">
        <path fill="currentColor" d="M8 1 2.5 3v4.2c0 3.3 2.3 6.3 5.5 7.3 3.2-1 5.5-4 5.5-7.3V3L8 1Zm-1 9.6L4.6 8.2l1-1L7 8.6l3.4-3.4 1 1L7 10.6Z" />
      </svg>
      {t('badge')}
    </span>
  );
}

/** An application's status as a coloured label with its word. */
export function StatusLabel({ status }: { status: OfficialStoreApplicationStatus }) {
  const { t } = useOfficialStoreTranslation();
  return <StatusTag tone={status === 'APPROVED' ? 'success' : status === 'REJECTED' ? 'danger' : 'warning'}>{t(`status.${status}`)}</StatusTag>;
}
