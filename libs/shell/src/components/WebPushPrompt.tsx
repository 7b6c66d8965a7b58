import { readPromptedAt, rememberPrompted, shouldPromptWebPush } from '@seller-portal/app-runtime';
import { useChannel } from '@seller-portal/session-guard';
import { Button } from '@seller-portal/ui';
import { useState } from 'react';
import { useShellTranslation } from '../i18n/resources';
import { BellIcon } from './icons';
import styles from './WebPushPrompt.module.css';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function permissionNow(): NotificationPermission | null {
  return typeof Notification === 'undefined' ? null : Notification.permission;
}

/**
 * §4.11 web push prompt: on the web only, while the browser's permission is still 'default', and at most
 * once in 30 days. It asks first in the page; the browser's own prompt comes only on "Turn on".
 */
export function WebPushPrompt({ raised = false }: { raised?: boolean }) {
  const { t } = useShellTranslation();
  const channel = useChannel();
  const [visible, setVisible] = useState(() =>
    shouldPromptWebPush({ channel, permission: permissionNow(), lastPromptedAt: readPromptedAt(storage()), now: Date.now() }),
  );
  if (!visible || channel !== 'Web') return null;

  const answer = (allow: boolean) => {
    rememberPrompted(storage(), Date.now());
    setVisible(false);
    if (allow && typeof Notification !== 'undefined') void Notification.requestPermission();
  };

  return (
    <aside className={`${styles.card} ${raised ? styles.raised : ''}`} aria-labelledby="web-push-title">
      <span className={styles.icon}>
        <BellIcon />
      </span>
      <div className={styles.body}>
        <h2 id="web-push-title" className={styles.title}>
          {t('webPush.title')}
        </h2>
        <p className={styles.text}>{t('webPush.text')}</p>
        <div className={styles.actions}>
          <Button size="sm" onClick={() => answer(true)}>
            {t('webPush.allow')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => answer(false)}>
            {t('webPush.later')}
          </Button>
        </div>
      </div>
    </aside>
  );
}
