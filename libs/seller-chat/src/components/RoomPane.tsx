import type { ChatMessage, ChatSession, LoadStatus } from '@seller-portal/chat-core';
import type { Language } from '@seller-portal/contracts/core';
import { formatDate } from '@seller-portal/formatting';
import { Avatar } from '@seller-portal/ui';
import { Notice } from '@seller-portal/ui/forms';
import { Skeleton, SkeletonGroup } from '@seller-portal/ui/skeleton';
import { ChevronLeftIcon } from '@seller-portal/ui/icons';
import clsx from 'clsx';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useChatTranslation } from '../i18n/use-translation';
import { dayName, withDayHeadings } from '../lib/history';
import { MessageItem } from './MessageItem';
import styles from './RoomPane.module.css';
import { LoadFailed, StateMessage } from './StateMessage';

export interface RoomPaneProps {
  roomId: string;
  session: ChatSession | null;
  messages: readonly ChatMessage[];
  status: LoadStatus;
  /** The room does not exist or is not the store's (an answer of the server). */
  notFound?: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  customerTyping: boolean;
  /** The live link is down: sends wait in the outbox. */
  offline?: boolean;
  onLoadOlder: () => void;
  onReload: () => void;
  onRetry: (clientMessageId: string) => void;
  onDiscard: (clientMessageId: string) => void;
  /** The composer, or the view-only note. */
  footer: ReactNode;
  /** Phone: a back link to the list in the header. */
  showBack: boolean;
  now: number;
}

function HistorySkeleton() {
  const { t } = useChatTranslation();
  return (
    <SkeletonGroup label={t('room.loading')} className={styles.skeleton}>
      {['38%', '55%', '30%', '62%', '44%'].map((width, index) => (
        <div key={index} className={clsx(styles.skeletonBubble, index % 2 === 1 && styles.skeletonMine)}>
          <Skeleton shape="block" width={width} height={36} />
        </div>
      ))}
    </SkeletonGroup>
  );
}

/**
 * One conversation: its header, the history (older pages load when the top comes into view, and the view stays
 * where the reader was), the customer's typing, and at the bottom the composer. New messages keep the view at the
 * bottom when the reader is there.
 */
export function RoomPane({
  roomId,
  session,
  messages,
  status,
  notFound,
  hasOlder,
  loadingOlder,
  customerTyping,
  offline,
  onLoadOlder,
  onReload,
  onRetry,
  onDiscard,
  footer,
  showBack,
  now,
}: RoomPaneProps) {
  const { t, i18n } = useChatTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBefore = useRef<number | null>(null);
  const name = session?.customerName || session?.customerId || roomId.split('_')[0];
  const entries = withDayHeadings(messages);
  const lastKey = entries.length > 0 ? entries[entries.length - 1].key : null;

  // Older pages: the sentinel at the top of the history coming into view loads the next one.
  useEffect(() => {
    const root = scroller.current;
    const target = sentinel.current;
    if (!root || !target || !hasOlder || status !== 'ready' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((entry) => entry.isIntersecting) && !loadingOlder) {
          heightBefore.current = root.scrollHeight;
          onLoadOlder();
        }
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, status, onLoadOlder]);

  // After an older page arrives the view keeps its place; after a new message it follows the bottom.
  useLayoutEffect(() => {
    const root = scroller.current;
    if (!root) return;
    if (heightBefore.current !== null && !loadingOlder) {
      root.scrollTop += root.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else if (atBottom.current) {
      root.scrollTop = root.scrollHeight;
    }
  }, [messages.length, lastKey, loadingOlder, customerTyping]);

  // A new room starts at its newest message.
  useLayoutEffect(() => {
    atBottom.current = true;
  }, [roomId]);

  return (
    <section className={styles.room} aria-labelledby={`room-${roomId}-title`}>
      <header className={styles.header}>
        {showBack && (
          <Link to="/conversations" className={styles.back} aria-label={t('room.back')}>
            <ChevronLeftIcon size={22} strokeWidth={2} />
          </Link>
        )}
        <Avatar name={name} size="sm" />
        <div className={styles.who}>
          <h2 id={`room-${roomId}-title`} className={styles.name}>
            {name}
          </h2>
          <p className={styles.sub} aria-live="polite">
            {customerTyping ? (
              <span className={styles.typing}>{t('room.typing', { name })}</span>
            ) : session?.pickupPointCode ? (
              t('room.pickupPoint', { code: session.pickupPointCode })
            ) : (
              t('room.customer')
            )}
          </p>
        </div>
      </header>
      {offline && (
        <div className={styles.banner}>
          <Notice tone="warning">{t('room.offline')}</Notice>
        </div>
      )}
      <div
        ref={scroller}
        className={styles.history}
        onScroll={(event) => {
          const root = event.currentTarget;
          atBottom.current = root.scrollHeight - root.scrollTop - root.clientHeight < 48;
        }}
        // The history is a scrolling region keyboard users reach and scroll (axe: scrollable-region-focusable).
        tabIndex={0}
        role="region"
        aria-label={t('room.history', { name })}
      >
        {notFound ? (
          <StateMessage role="alert">{t('room.notFound')}</StateMessage>
        ) : status === 'loading' ? (
          <HistorySkeleton />
        ) : status === 'error' ? (
          <LoadFailed text={t('room.error')} onRetry={onReload} />
        ) : (
          <>
            <div ref={sentinel} className={styles.top}>
              {loadingOlder ? (
                <span role="status">{t('room.loadingOlder')}</span>
              ) : hasOlder ? null : messages.length > 0 ? (
                <span>{t('room.noOlder')}</span>
              ) : null}
            </div>
            {messages.length === 0 ? (
              <StateMessage>{t('room.empty', { name })}</StateMessage>
            ) : (
              <ol className={styles.messages}>
                {entries.map((entry) =>
                  entry.kind === 'day' ? (
                    <li key={entry.key} className={styles.day}>
                      <span>
                        {(() => {
                          const named = dayName(entry.day, now);
                          return named ? t(`room.${named}`) : formatDate(entry.day, 'D MMM YYYY', i18n.language as Language);
                        })()}
                      </span>
                    </li>
                  ) : (
                    <MessageItem key={entry.key} message={entry.message} customerName={name} onRetry={onRetry} onDiscard={onDiscard} />
                  ),
                )}
              </ol>
            )}
          </>
        )}
      </div>
      {!notFound && footer}
    </section>
  );
}

/** The right pane on desktop before a room is chosen. */
export function NoRoomChosen() {
  const { t } = useChatTranslation();
  return (
    <section className={clsx(styles.room, styles.placeholder)} aria-label={t('room.choose')}>
      <svg width="64" height="64" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <path d="M4 5h16v11H8l-4 4z" />
      </svg>
      <p className={styles.placeholderTitle}>{t('room.choose')}</p>
      <p className={styles.placeholderHint}>{t('room.chooseHint')}</p>
    </section>
  );
}
