import { ChatProvider, hasChatAccess, useUnreadRooms } from '@seller-portal/chat-core';
import { configKeys, parseStringList, type AppConfig } from '@seller-portal/contracts/core';
import { RealtimeProvider, useRealtimeClient } from '@seller-portal/realtime';
import { showLanguage, useTranslation } from '@seller-portal/i18n';
import { Button, Spinner } from '@seller-portal/ui';
import { useEffect, useMemo, useState } from 'react';
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
      // The host page's choice, with the shared texts of that language; the user's own choice stays as it is.
      if (command.type === 'set-language') void showLanguage(i18n, command.lang);
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

function UnreadLine() {
  const { t } = useTranslation('widget');
  const unread = useUnreadRooms();
  return (
    <p className={styles.muted} role="status">
      {t('unread', { count: unread })}
    </p>
  );
}

function StoreChat({ storeCode, config }: { storeCode: string; config: AppConfig }) {
  const realtime = useRealtimeClient();
  return (
    <ChatProvider storeCode={storeCode} config={config} realtime={realtime}>
      <UnreadLine />
    </ChatProvider>
  );
}

/** The store's chat, live (the unread conversations), for a session with chat access (§6). */
function LiveChat() {
  const { data: session } = useWidgetSession();
  const { data: config } = useWidgetConfig();
  const storeCode = session?.mode?.code;
  if (!config || !storeCode || !hasChatAccess(session)) return null;
  return (
    <RealtimeProvider>
      <StoreChat storeCode={storeCode} config={config} />
    </RealtimeProvider>
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
