import { useTranslation } from '@seller-portal/i18n';
import { useSession } from '@seller-portal/session-guard';
import { Button, Spinner } from '@seller-portal/ui';
import { useEffect } from 'react';
import { notifyHost, openInNewTab, openInTopWindow } from './host';
import styles from './ChatWidget.module.css';

/** Where the chat lives in the portal (§2.3), and the sign-in that returns there (§2.9). */
const conversationsPath = '/conversations';
const signInPath = `/sign-in?${new URLSearchParams({ redirectUri: conversationsPath }).toString()}`;

/** The page inside the widget's iframe: whether the visitor is signed in, and the way to the chat. */
export function ChatWidget() {
  const { t } = useTranslation('widget');
  const session = useSession();
  const signedOut = session.data === null;

  useEffect(() => {
    // §8: inside a frame, a visitor without a session is reported to the host page.
    if (signedOut) notifyHost({ event: 'error', name: '401' });
  }, [signedOut]);

  let body;
  if (session.isPending) {
    body = (
      <div className={styles.center}>
        <Spinner label={t('checking')} />
        <p className={styles.muted}>{t('checking')}</p>
      </div>
    );
  } else if (session.isError) {
    body = (
      <div className={styles.center}>
        <p className={styles.muted}>{t('failed')}</p>
        <Button variant="secondary" onClick={() => void session.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (session.data) {
    const name = session.data.customFields.displayName || session.data.username;
    const store = session.data.customFields.storeName;
    body = (
      <div className={styles.content}>
        <p className={styles.status}>{t('signedInAs', { name })}</p>
        {store && <p className={styles.muted}>{t('store', { store })}</p>}
        <Button fullWidth onClick={() => openInTopWindow(conversationsPath)}>
          {t('openChat')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className={styles.content}>
        <p className={styles.muted}>{t('signedOut')}</p>
        <Button fullWidth onClick={() => openInNewTab(signInPath)}>
          {t('signIn')}
          <span className={styles.hidden}> {t('newTab')}</span>
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.widget}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.subtitle}>{t('subtitle')}</p>
      </header>
      <main className={styles.main}>{body}</main>
    </div>
  );
}
