import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ConnectionState } from '../port/model';
import type { Observable, RoomSnapshot, RoomView, SessionsQuery, SessionsSnapshot, SessionsView } from '../port/port';
import { useApiClient } from '@seller-portal/api-client';
import type { ChatPort } from '../port/port';
import { useChat, useOptionalChat, watchSharedPort } from './chat-provider';

const noSubscribe = () => () => undefined;

function useObservable<T>(source: Observable<T> | null, fallback: T): T {
  return useSyncExternalStore(source?.subscribe ?? noSubscribe, source ? source.getSnapshot : () => fallback, source ? source.getSnapshot : () => fallback);
}

/** A view the port opens for the given key, closed when the key or the port changes. */
function useView<V extends { close(): void }>(open: (() => V) | null, key: string): V | null {
  const [view, setView] = useState<V | null>(null);
  useEffect(() => {
    if (!open) return;
    const opened = open();
    setView(opened);
    return () => {
      opened.close();
      setView(null);
    };
    // `open` changes with every render; the key says when the view is another one.
  }, [key]);
  return view;
}

const loadingSessions: SessionsSnapshot = { status: 'loading', sessions: [], hasMore: false, loadingMore: false, error: null };
const loadingRoom: RoomSnapshot = { status: 'loading', session: null, messages: [], hasOlder: false, loadingOlder: false, customerTyping: false, error: null };

export type ChatSessionsResult = SessionsSnapshot & Pick<SessionsView, 'loadMore' | 'reload'>;

/** The store's rooms of a query, live (a room with a new message moves to the top). */
export function useChatSessions(query: SessionsQuery): ChatSessionsResult {
  const { port, error } = useChat();
  const key = `${port ? 'open' : 'none'}|${query.filter}|${query.search ?? ''}|${query.pickupPointCode ?? ''}`;
  const view = useView(port ? () => port.watchSessions(query) : null, key);
  const snapshot = useObservable<SessionsSnapshot>(view, error ? { ...loadingSessions, status: 'error', error } : loadingSessions);
  return {
    ...snapshot,
    loadMore: () => view?.loadMore() ?? Promise.resolve(),
    reload: () => view?.reload(),
  };
}

export type ChatRoomResult = RoomSnapshot & Omit<RoomView, keyof Observable<RoomSnapshot> | 'close'>;

const notOpen = () => {
  throw new Error('The room is not open yet');
};

/** One room: history, live messages, typing, read receipts and sending. */
export function useChatRoom(roomId: string): ChatRoomResult {
  const { port, error } = useChat();
  const view = useView(port ? () => port.openRoom(roomId) : null, `${port ? 'open' : 'none'}|${roomId}`);
  const snapshot = useObservable<RoomSnapshot>(view, error ? { ...loadingRoom, status: 'error', error } : loadingRoom);
  return {
    ...snapshot,
    loadOlder: () => view?.loadOlder() ?? Promise.resolve(),
    send: (content, preview) => (view ? view.send(content, preview) : notOpen()),
    delivered: (clientMessageId) => (view ? view.delivered(clientMessageId) : Promise.reject(new Error('The room is not open yet'))),
    retry: (id) => view?.retry(id),
    discard: (id) => view?.discard(id),
    markRead: () => view?.markRead() ?? Promise.resolve(),
    setTyping: (typing) => view?.setTyping(typing),
    reload: () => view?.reload(),
  };
}

/** The live link's state ('connecting' until the port has started). */
export function useChatConnection(): ConnectionState {
  const chat = useOptionalChat();
  return useObservable(chat?.port?.connection ?? null, 'connecting');
}

/** Rooms with unread messages (0 outside chat): the tab title and the bottom navbar's badge (§4.10). */
export function useUnreadRooms(): number {
  const chat = useOptionalChat();
  return useObservable(chat?.port?.unreadRooms ?? null, 0);
}

/**
 * Rooms with unread messages of the chat open in this page, from outside any ChatProvider (the shell's bottom
 * navbar, §4.10); 0 while no chat is open.
 */
export function useStoreUnreadRooms(): number {
  const client = useApiClient();
  const [port, setPort] = useState<ChatPort | null>(null);
  useEffect(() => watchSharedPort(client, setPort), [client]);
  return useObservable(port?.unreadRooms ?? null, 0);
}
