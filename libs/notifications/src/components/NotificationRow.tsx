import { ShellLink } from '@seller-portal/app-runtime';
import type { NotificationItem } from '@seller-portal/contracts/notifications';
import { relativeTime } from '@seller-portal/formatting';
import { VisuallyHidden } from '@seller-portal/ui';
import clsx from 'clsx';
import { useNotificationsTranslation } from '../i18n/resources';
import { notificationTarget } from '../lib/notification-state';
import styles from './notifications.module.css';

export interface NotificationRowProps {
  notification: NotificationItem;
  /** Arrived after the user's last visit to the list (§3 lastNotifId). */
  isNew: boolean;
  now: number;
  /** Opening it: marks it read (then its link, if any, opens). */
  onOpen: (notification: NotificationItem) => void;
}

/**
 * One notification: its category, title, text and age; unread ones stand out (weight, a dot and, for screen readers,
 * the word). Opening it follows its link (a portal path in the app, an https link in a new tab) and marks it read.
 */
export function NotificationRow({ notification, isNew, now, onOpen }: NotificationRowProps) {
  const { t, i18n } = useNotificationsTranslation();
  const language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
  const text = notification.texts[language];
  const unread = notification.readAt === null;
  const target = notificationTarget(notification.link);
  const content = (
    <>
      <span className={styles.rowTop}>
        <span className={clsx(styles.category, styles[`category${notification.category}`])}>{t(`category.${notification.category}`)}</span>
        {isNew && <span className={styles.newBadge}>{t('list.new')}</span>}
        <time className={styles.time} dateTime={new Date(notification.createdAt).toISOString()}>
          {relativeTime(notification.createdAt, now, language)}
        </time>
      </span>
      <span className={styles.title}>
        {unread && <VisuallyHidden>{`${t('list.unread')}: `}</VisuallyHidden>}
        {text.title}
      </span>
      <span className={styles.body}>{text.body}</span>
    </>
  );
  return (
    <li className={clsx(styles.row, unread && styles.unread)} data-notification-id={notification.id} data-read={unread ? 'false' : 'true'}>
      {unread && <span className={styles.dot} aria-hidden="true" />}
      {target ? (
        <ShellLink to={target.to} mode={target.mode} className={styles.open} onClick={() => onOpen(notification)}>
          {content}
        </ShellLink>
      ) : unread ? (
        // Without a link, opening one is reading it.
        <button type="button" className={styles.open} onClick={() => onOpen(notification)}>
          {content}
        </button>
      ) : (
        <div className={styles.open}>{content}</div>
      )}
    </li>
  );
}
