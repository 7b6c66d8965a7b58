import type { NotificationEventStatus } from '@seller-portal/contracts/partner-notifications';
import clsx from 'clsx';
import { useMayDo } from '../../hooks/page-hooks';
import { useEventsTranslation } from '../i18n/resources';
import styles from './events.module.css';

/** Changes need INTERNAL_NOTIFICATION_ADMIN besides INTERNAL_NOTIFICATION. */
export const useIsAdmin = () => useMayDo('INTERNAL_NOTIFICATION_ADMIN');

export function StatusBadge({ status }: { status: NotificationEventStatus }) {
  const { t } = useEventsTranslation();
  return <span className={clsx(styles.badge, status === 'ACTIVE' ? styles.badgeActive : styles.badgeInactive)}>{t(`status.${status}`)}</span>;
}
