import { hasAccessibilities, type AccessibilityCode, type NotificationEventStatus } from '@seller-portal/contracts';
import { formatDate } from '@seller-portal/formatting';
import { useSession } from '@seller-portal/session-guard';
import clsx from 'clsx';
import { useEventsTranslation } from '../i18n/resources';
import styles from './events.module.css';

/** §6: whether the session holds a code (the controls of a change show only then; the server checks again). */
export function useMayDo(code: AccessibilityCode): boolean {
  const { data: session } = useSession();
  return session ? hasAccessibilities(session, [code]) : false;
}

/** Changes need INTERNAL_NOTIFICATION_ADMIN besides INTERNAL_NOTIFICATION. */
export const useIsAdmin = () => useMayDo('INTERNAL_NOTIFICATION_ADMIN');

/** The page's language. */
export function useLanguage(): 'id' | 'en' {
  const { i18n } = useEventsTranslation();
  return i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
}

/** "25 Nov 2026 10:15" in the page's language. */
export function useTimeText() {
  const language = useLanguage();
  return (ms: number) => formatDate(ms, 'D MMM YYYY HH:mm', language);
}

export function StatusBadge({ status }: { status: NotificationEventStatus }) {
  const { t } = useEventsTranslation();
  return <span className={clsx(styles.badge, status === 'ACTIVE' ? styles.badgeActive : styles.badgeInactive)}>{t(`status.${status}`)}</span>;
}
