import type { ChatSession, LoadStatus } from '@seller-portal/chat-core';
import type { Language } from '@seller-portal/contracts/core';
import { relativeTime } from '@seller-portal/formatting';
import { Avatar, VisuallyHidden } from '@seller-portal/ui';
import { Skeleton, SkeletonGroup } from '@seller-portal/ui/skeleton';
import { useVirtualizer } from '@tanstack/react-virtual';
import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useChatTranslation } from '../i18n/use-translation';
import { previewOf } from '../lib/preview';
import { isUnread, type RoomFilter, type RoomQuery } from '../lib/room-list';
import styles from './ConversationList.module.css';
import { LoadFailed, StateMessage } from './StateMessage';

export interface PickupPointOption {
  code: string;
  name: string;
}

export interface ConversationListProps {
  sessions: readonly ChatSession[];
  status: LoadStatus;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onReload: () => void;
  query: RoomQuery;
  onQueryChange: (query: RoomQuery) => void;
  /** The room shown beside the list (desktop), highlighted. */
  activeRoomId?: string;
  /** MPP sellers: the pickup points whose rooms they may read; absent or empty for other stores. */
  pickupPoints?: readonly PickupPointOption[];
  /** The time relative times are counted from. */
  now: number;
  /** The rows are about to change (a typed search not yet applied, or its rooms loading): `aria-busy`. */
  busy?: boolean;
  /** The room whose row takes the focus (scrolled into view first) each time `key` changes: Escape leaving a room. */
  focusRequest?: { roomId: string | null; key: number };
}

const rowHeight = 76;
const filters: readonly RoomFilter[] = ['unread', 'all'];

function ConversationRow({ session, active, now }: { session: ChatSession; active: boolean; now: number }) {
  const { t, i18n } = useChatTranslation();
  const preview = previewOf(session);
  const previewText = preview.kind === 'text' ? preview.text : [t(`preview.${preview.label}`), preview.detail].filter(Boolean).join(': ');
  const unread = isUnread(session);
  const name = session.customerName || session.customerId;
  return (
    <Link
      to={`/conversations/${encodeURIComponent(session.roomId)}`}
      className={clsx(styles.row, active && styles.active, unread && styles.unread)}
      data-room-id={session.roomId}
      aria-current={active ? 'page' : undefined}
    >
      {/* The name follows as text: the picture is decoration here. */}
      <span aria-hidden="true" className={styles.avatar}>
        <Avatar name={name} size="md" />
      </span>
      <span className={styles.rowBody}>
        <span className={styles.rowTop}>
          <span className={styles.name}>{name}</span>
          <time className={styles.time} dateTime={new Date(session.updatedDate).toISOString()}>
            {/* A clock a little behind the server's must not say "in a few seconds". */}
            {relativeTime(Math.min(session.updatedDate, now), now, i18n.language as Language)}
          </time>
        </span>
        <span className={styles.rowBottom}>
          <span className={styles.preview}>{session.senderType === 'SELLER' && previewText ? t('list.you', { text: previewText }) : previewText}</span>
          {session.unreadCount > 0 && (
            <span className={styles.badge}>
              <span aria-hidden="true">{session.unreadCount > 99 ? '99+' : session.unreadCount}</span>
              <VisuallyHidden>{t('list.unreadCount', { count: session.unreadCount })}</VisuallyHidden>
            </span>
          )}
        </span>
        {session.pickupPointCode && <span className={styles.point}>{t('room.pickupPoint', { code: session.pickupPointCode })}</span>}
      </span>
    </Link>
  );
}

function ListSkeleton() {
  const { t } = useChatTranslation();
  return (
    <SkeletonGroup label={t('list.loading')} className={styles.skeleton}>
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <div key={row} className={styles.skeletonRow}>
          <Skeleton shape="circle" />
          <div className={styles.skeletonLines}>
            <Skeleton width="45%" />
            <Skeleton width="85%" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

/**
 * The conversations of the store: Unread/All, search by customer, a pickup point for MPP sellers, newest first.
 * Virtualised (only the rows in view are in the page), so thousands of rooms scroll as smoothly as ten; the
 * next page loads when the end comes into view.
 */
export function ConversationList({
  sessions,
  status,
  hasMore,
  loadingMore,
  onLoadMore,
  onReload,
  query,
  onQueryChange,
  activeRoomId,
  pickupPoints,
  now,
  busy = false,
  focusRequest,
}: ConversationListProps) {
  const { t } = useChatTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const virtualizer = useVirtualizer({
    count: sessions.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    getItemKey: (index) => sessions[index].roomId,
  });
  const items = virtualizer.getVirtualItems();
  const firstIndex = items.length > 0 ? items[0].index : -1;
  const lastIndex = items.length > 0 ? items[items.length - 1].index : -1;

  // The next page once the last loaded rows are in view.
  useEffect(() => {
    if (hasMore && !loadingMore && status === 'ready' && lastIndex >= sessions.length - 5) onLoadMore();
  }, [hasMore, loadingMore, status, lastIndex, sessions.length, onLoadMore]);

  // The row of the room just left: scrolled to, then focused once drawn (the rows arrive with the list's first page,
  // and a far row once the scroll has drawn it).
  const focusIndex = focusRequest?.roomId ? sessions.findIndex((session) => session.roomId === focusRequest.roomId) : -1;
  const focusKey = focusRequest?.key ?? 0;
  const [focusDone, setFocusDone] = useState(0);
  const scrolledFor = useRef(0);
  useEffect(() => {
    if (focusKey === focusDone || focusIndex < 0 || !focusRequest?.roomId) return;
    const href = `/conversations/${encodeURIComponent(focusRequest.roomId)}`;
    const row = scroller.current?.querySelector<HTMLAnchorElement>(`a[href="${CSS.escape(href)}"]`);
    if (row) {
      row.focus();
      setFocusDone(focusKey);
    } else if (scrolledFor.current !== focusKey && scroller.current) {
      scrolledFor.current = focusKey;
      virtualizer.scrollToIndex(focusIndex, { align: 'auto' });
    }
  }, [focusKey, focusDone, focusIndex, focusRequest?.roomId, virtualizer, firstIndex, lastIndex]);

  const search = query.search ?? '';
  const empty = search.trim() ? t('list.emptySearch', { search: search.trim() }) : query.filter === 'unread' ? t('list.emptyUnread') : t('list.emptyAll');

  return (
    <section className={styles.pane} aria-labelledby={`${searchId}-title`}>
      <div className={styles.controls}>
        <h2 id={`${searchId}-title`} className={styles.title}>
          {t('list.label')}
        </h2>
        <div className={styles.filters} role="group" aria-label={t('list.filterLabel')}>
          {filters.map((filter) => (
            <button
              key={filter}
              type="button"
              className={clsx(styles.filter, query.filter === filter && styles.filterOn)}
              aria-pressed={query.filter === filter}
              onClick={() => onQueryChange({ ...query, filter })}
            >
              {t(`list.filter.${filter}`)}
            </button>
          ))}
        </div>
        <input
          id={searchId}
          type="search"
          aria-label={t('list.search')}
          className={styles.search}
          placeholder={t('list.searchPlaceholder')}
          value={search}
          onChange={(event) => onQueryChange({ ...query, search: event.target.value })}
          autoComplete="off"
        />
        {pickupPoints && pickupPoints.length > 0 && (
          <select
            aria-label={t('list.pickupPoint')}
            className={styles.select}
            value={query.pickupPointCode ?? ''}
            onChange={(event) => onQueryChange({ ...query, pickupPointCode: event.target.value || null })}
          >
            <option value="">{t('list.allPickupPoints')}</option>
            {pickupPoints.map((point) => (
              <option key={point.code} value={point.code}>
                {point.name}
              </option>
            ))}
          </select>
        )}
      </div>
      {status === 'loading' ? (
        <ListSkeleton />
      ) : status === 'error' ? (
        <LoadFailed text={t('list.error')} onRetry={onReload} />
      ) : sessions.length === 0 ? (
        <StateMessage role="status">{empty}</StateMessage>
      ) : (
        <div ref={scroller} className={styles.scroller} data-testid="conversation-list">
          <ul
            className={styles.list}
            aria-label={t('list.count', { count: sessions.length })}
            aria-busy={busy || undefined}
            style={{ height: virtualizer.getTotalSize() }}
          >
            {items.map((item) => (
              <li
                key={item.key}
                className={styles.item}
                style={{ transform: `translateY(${item.start}px)`, height: rowHeight }}
                aria-setsize={sessions.length}
                aria-posinset={item.index + 1}
              >
                <ConversationRow session={sessions[item.index]} active={sessions[item.index].roomId === activeRoomId} now={now} />
              </li>
            ))}
          </ul>
          {loadingMore && (
            <p className={styles.more} role="status">
              {t('list.loadingMore')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
