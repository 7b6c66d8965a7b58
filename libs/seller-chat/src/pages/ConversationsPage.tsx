import { useViewportClass } from '@seller-portal/app-runtime';
import { useChat, useChatConnection, useChatSessions } from '@seller-portal/chat-core';
import { useSession } from '@seller-portal/session-guard';
import { useShortcuts } from '@seller-portal/ui/shortcuts';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { assignedPickupPointsQueryOptions } from '../api/chat-calls';
import { ConversationList } from '../components/ConversationList';
import { NoRoomChosen } from '../components/RoomPane';
import { useChatTranslation } from '../i18n/use-translation';
import { visibleRooms, type RoomQuery } from '../lib/room-list';
import { useDebounced } from '../lib/use-debounced';
import { useNow } from '../lib/use-now';
import { RoomContainer } from './RoomContainer';
import styles from './ConversationsPage.module.css';

/**
 * §2.3 /conversations and /conversations/:customerId: the list beside the open room on a tablet or desktop; on a
 * phone the list, then the room on its own with a way back. The filter lives in the address (`?filter=unread`),
 * so a deep link and the back button keep it.
 */
export function ConversationsPage() {
  const { roomId } = useParams();
  const phone = useViewportClass() === 'mobile';
  const [params, setParams] = useSearchParams();
  const { api, storeCode } = useChat();
  const session = useSession().data;
  const connection = useChatConnection();
  const now = useNow();
  const [search, setSearch] = useState('');
  const settledSearch = useDebounced(search.trim(), 250);
  const filter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const pickupPointCode = params.get('pickupPointCode') || null;
  const query: RoomQuery = { filter, search: settledSearch || undefined, pickupPointCode };
  const list = useChatSessions(query);
  // While a new search or filter loads, the rows of the last one stay (no flash of placeholders under the pointer).
  const lastReady = useRef(list.sessions);
  if (list.status === 'ready') lastReady.current = list.sessions;
  const refreshing = list.status === 'loading' && lastReady.current.length > 0;
  const points = useQuery(assignedPickupPointsQueryOptions(api, storeCode));
  // The session's pickup points name the assigned ones where it knows them.
  const pointNames = new Map((session?.pickupPoints ?? []).map((point) => [point.code, point.name]));
  const pickupPoints = (points.data ?? []).map((point) => ({ code: point.code, name: pointNames.get(point.code) ?? point.name }));

  const onQueryChange = useCallback(
    (next: RoomQuery) => {
      setSearch(next.search ?? '');
      if (next.filter !== filter || (next.pickupPointCode ?? null) !== pickupPointCode) {
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next.filter === 'unread') updated.set('filter', 'unread');
            else updated.delete('filter');
            if (next.pickupPointCode) updated.set('pickupPointCode', next.pickupPointCode);
            else updated.delete('pickupPointCode');
            return updated;
          },
          { replace: true },
        );
      }
    },
    [filter, pickupPointCode, setParams],
  );

  const shown = visibleRooms(refreshing ? lastReady.current : list.sessions, { ...query, search: settledSearch }, roomId);

  // The keys (issue 27): Alt+↑/↓ open the room above or below in the list, from the composer too; Escape leaves the
  // room for its row in the list (on a phone, back to the list: this page stays mounted from a room to the list, and
  // the list drawn again takes the focus request). Opening a room ends the request.
  const { t } = useChatTranslation();
  const navigate = useNavigate();
  const roomPane = useRef<HTMLDivElement>(null);
  const [rowFocus, setRowFocus] = useState<{ roomId: string | null; key: number }>({ roomId: null, key: 0 });
  useEffect(() => {
    if (roomId) setRowFocus((current) => (current.roomId === null ? current : { roomId: null, key: current.key }));
  }, [roomId]);
  const openRoom = (step: 1 | -1) => {
    if (shown.length === 0) return;
    // From the open room, or from the row that has the focus (Escape put it there; on a phone no room is open then).
    const row = document.activeElement instanceof HTMLAnchorElement ? document.activeElement.closest<HTMLElement>('[data-room-id]') : null;
    const from = row?.dataset.roomId ?? roomId;
    const index = shown.findIndex((session) => session.roomId === from);
    const next = shown[index < 0 ? 0 : Math.min(Math.max(index + step, 0), shown.length - 1)];
    if (next.roomId !== roomId) void navigate({ pathname: `/conversations/${encodeURIComponent(next.roomId)}`, search: params.toString() });
  };
  useShortcuts([
    { key: 'ArrowUp', alt: true, label: t('keys.previousRoom'), run: () => openRoom(-1), inTextFields: true },
    { key: 'ArrowDown', alt: true, label: t('keys.nextRoom'), run: () => openRoom(1), inTextFields: true },
    ...(roomId
      ? [
          {
            key: 'Escape',
            label: t('keys.leaveRoom'),
            inTextFields: true,
            run: (event: KeyboardEvent) => {
              // Only from the room, and never over a draft (leaving a phone's room would lose it).
              const target = event.target instanceof HTMLElement ? event.target : null;
              if (target !== document.body && !roomPane.current?.contains(target)) return;
              if ((target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement) && target.value) return;
              setRowFocus((current) => ({ roomId, key: current.key + 1 }));
              if (phone) void navigate({ pathname: '/conversations', search: params.toString() });
            },
          },
        ]
      : []),
  ]);
  const listPane = (
    <ConversationList
      sessions={shown}
      status={refreshing ? 'ready' : list.status}
      hasMore={list.hasMore}
      loadingMore={list.loadingMore}
      onLoadMore={() => void list.loadMore()}
      onReload={list.reload}
      query={{ ...query, search }}
      onQueryChange={onQueryChange}
      activeRoomId={roomId}
      pickupPoints={pickupPoints}
      now={now}
      busy={refreshing || search.trim() !== settledSearch}
      focusRequest={rowFocus}
    />
  );

  if (phone) {
    return (
      <div className={styles.single} ref={roomPane}>
        {roomId ? <RoomContainer key={roomId} roomId={roomId} showBack offline={connection === 'offline'} now={now} /> : listPane}
      </div>
    );
  }
  return (
    <div className={clsx(styles.split)}>
      <div className={styles.listColumn}>{listPane}</div>
      <div className={styles.roomColumn} ref={roomPane}>
        {roomId ? <RoomContainer key={roomId} roomId={roomId} showBack={false} offline={connection === 'offline'} now={now} /> : <NoRoomChosen />}
      </div>
    </div>
  );
}
