import { hasChatAccess } from '@seller-portal/chat-core';
import { configKeys, parseStringList } from '@seller-portal/contracts/core';
import { useTranslation } from '@seller-portal/i18n';
import { Button, Spinner } from '@seller-portal/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { isInternalOrigin, widgetNamespace } from '../protocol/protocol';
import { connectHost, leaveForSignIn, openInNewTab, openInTopWindow, type HostLink } from './host';
import { useWidgetConfig, useWidgetSession } from './widget-reads';
import styles from './ChatWidget.module.css';

/** Where the chat lives in the portal (§2.3), and the sign-in that returns there (§2.9). */
const conversationsPath = '/conversations';
const signInPath = `/sign-in?${new URLSearchParams({ redirectUri: conversationsPath }).toString()}`;

/** The host page's commands: open a customer's room, change the language. */
function useHostCommands(link: HostLink): string | null {
  const { i18n } = useTranslation('widget');
  const [customerId, setCustomerId] = useState<string | null>(null);
  useEffect(() => {
    const stop = link.onCommand((command) => {
      // The host page's choice, shown at once (the widget holds its texts in both languages and downloads none); the
      // user's own choice stays as it is.
      if (command.type === 'set-language') void i18n.changeLanguage(command.lang);
      else {
        setCustomerId(command.customerId);
        link.post({ ns: widgetNamespace, event: 'room-opened', customerId: command.customerId });
      }
    });
    link.post({ ns: widgetNamespace, event: 'ready' });
    return stop;
  }, [link, i18n]);
  return customerId;
}

/**
 * §8 a visitor without a session: the top window goes to sign-in when the host page is an internal domain (§9
 * the configured allow-list, and the portal itself); an external host page gets `{event: 'error', name: '401'}`.
 */
function useLeaveWhenSignedOut(link: HostLink, signedOut: boolean) {
  const config = useWidgetConfig();
  const configKnown = config.isSuccess || config.isError;
  useEffect(() => {
    if (!signedOut || !configKnown || !link.parentOrigin) return;
    const allowList = parseStringList(config.data?.[configKeys.chatInternalDomains]);
    leaveForSignIn(link, isInternalOrigin(link.parentOrigin, allowList, window.location.origin), signInPath);
  }, [link, signedOut, configKnown, config.data]);
}

/**
 * The chat connection (the realtime client and the chat port): a chunk of its own, downloaded once the session says the
 * visitor has chat, so a visitor without a session never downloads it and the first open draws sooner.
 */
const StoreChat = lazy(() => import('./StoreChat'));

/** The store's chat, live (the unread conversations), for a session with chat access (§6). */
function LiveChat() {
  const { data: session } = useWidgetSession();
  const { data: config } = useWidgetConfig();
  const storeCode = session?.mode?.code;
  if (!config || !storeCode || !hasChatAccess(session)) return null;
  return (
    // The line's place is kept while the chunk downloads and the chat connects, so nothing below it moves when the
    // count arrives.
    <div className={styles.live}>
      <Suspense fallback={null}>
        <StoreChat storeCode={storeCode} config={config} />
      </Suspense>
    </div>
  );
}

/** The page inside the widget's iframe: whether the visitor is signed in, and the way to the chat. */
export function ChatWidget() {
  const { t } = useTranslation('widget');
  const session = useWidgetSession();
  const link = useMemo(() => connectHost(), []);
  const customerId = useHostCommands(link);
  useLeaveWhenSignedOut(link, session.data === null);
  const chatPath = customerId ? `${conversationsPath}/${encodeURIComponent(customerId)}` : conversationsPath;

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
        <LiveChat />
        {customerId && <p className={styles.muted}>{t('customer', { customerId })}</p>}
        <Button fullWidth onClick={() => openInTopWindow(chatPath)}>
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
