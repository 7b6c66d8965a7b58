import { ChatProvider } from '@seller-portal/chat-core';
import { useRealtimeClient } from '@seller-portal/realtime';
import { useAppConfig, useSession } from '@seller-portal/session-guard';
import { Spinner } from '@seller-portal/ui';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { Link, Outlet, useMatch } from 'react-router-dom';
import { useChatTranslation } from '../i18n/use-translation';
import { ChatFeedback, ChatFeedbackContext } from '../lib/feedback';
import styles from './ChatLayout.module.css';

type ChatSection = 'list' | 'room' | 'setting' | 'review-reminder' | 'routing';

/** Which chat page is open (a room id is anything under /conversations that is not another page). */
function useChatSection(): ChatSection {
  const setting = useMatch('/conversations/setting');
  const reminder = useMatch('/conversations/review-reminder');
  const routing = useMatch('/conversations/routing/*');
  const room = useMatch('/conversations/:roomId');
  if (setting) return 'setting';
  if (reminder) return 'review-reminder';
  if (routing) return 'routing';
  return room ? 'room' : 'list';
}

/** The chat pages' own navigation: conversations (the list and its rooms), templates and the review reminder. */
function ChatNav({ section }: { section: ChatSection }) {
  const { t } = useChatTranslation();
  const links = [
    { to: '/conversations', label: t('nav.conversations'), current: section === 'list' || section === 'room' },
    { to: '/conversations/setting?tab=chat_template', label: t('nav.templates'), current: section === 'setting' },
    { to: '/conversations/review-reminder', label: t('nav.reviewReminder'), current: section === 'review-reminder' },
  ];
  return (
    <div className={styles.bar}>
      <h1 className={styles.title}>{t('title')}</h1>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        {links.map((link) => (
          <Link key={link.to} to={link.to} className={clsx(styles.link, link.current && styles.current)} aria-current={link.current ? 'page' : undefined}>
            {link.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}

/**
 * Every chat page: the store's chat (chat-core's provider, which reuses the portal's when there is one), the chat
 * navigation above the page, and the feedback of what the seller does here. On a phone a room takes the whole screen, without the navigation.
 */
export function ChatLayout() {
  const session = useSession().data;
  const config = useAppConfig().data;
  const section = useChatSection();
  // The tab's one realtime socket (the shell's): the server adapter listens on it.
  const realtime = useRealtimeClient();
  const storeCode = session?.mode?.type === 'STORE' ? session.mode.code : null;
  // §3 the chat feedback surveys of what the seller did here are offered when they leave the chat pages.
  const [feedback] = useState(() => new ChatFeedback());
  useEffect(() => () => feedback.flush(), [feedback]);
  if (!storeCode || !config) {
    return (
      <div className={styles.pending}>
        <Spinner />
      </div>
    );
  }
  return (
    <ChatProvider storeCode={storeCode} config={config} realtime={realtime}>
      <ChatFeedbackContext.Provider value={feedback}>
        <div className={clsx(styles.frame, section === 'room' && styles.inRoom)}>
          <ChatNav section={section} />
          <div className={styles.page}>
            <Outlet />
          </div>
        </div>
      </ChatFeedbackContext.Provider>
    </ChatProvider>
  );
}
