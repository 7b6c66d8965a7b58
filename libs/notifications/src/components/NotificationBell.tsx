import { ShellLink } from '@seller-portal/app-runtime';
import { CountBadge, VisuallyHidden } from '@seller-portal/ui';
import { BellIcon } from '@seller-portal/ui/icons';
import { useState } from 'react';
import { useNotificationLiveUpdates, useNotificationOwner, useUnreadCount } from '../hooks/use-notifications';
import { useNotificationsTranslation } from '../i18n/resources';
import styles from './NotificationBell.module.css';

/**
 * The header's bell (§2.5 /notification): a link to the list whose name says how many are unread, with the count in
 * a badge. The count comes from local storage at once, then from the server, and follows the realtime socket, so a
 * notification delivered while the page is open counts without a reload and is announced to screen readers.
 * Nothing for a session that is not in STORE mode.
 */
export function NotificationBell() {
  const owner = useNotificationOwner();
  return owner ? <Bell owner={owner} /> : null;
}

function Bell({ owner }: { owner: { userId: string; storeCode: string } }) {
  const { t, i18n } = useNotificationsTranslation();
  const unread = useUnreadCount(owner) ?? 0;
  const [arrived, setArrived] = useState('');
  const language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
  useNotificationLiveUpdates(owner.storeCode, ({ notification }) => setArrived(t('bell.arrived', { title: notification.texts[language].title })));

  return (
    <>
      <ShellLink
        to="/notification"
        className={styles.bell}
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        data-unread={unread}
      >
        <BellIcon />
        <CountBadge count={unread} className={styles.badge} />
      </ShellLink>
      <VisuallyHidden role="status">{arrived}</VisuallyHidden>
    </>
  );
}

export default NotificationBell;
