import { useApiClient, type ApiClient } from '@seller-portal/api-client';
import type { AppConfig } from '@seller-portal/contracts/core';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createChatApi, type ChatApi, type ChatCallFailure } from '../core/chat-api';
import { chatDatabaseErrorEvent, isTrackedDatabaseError } from '../core/error-trackers';
import { emitter, type Emitter } from '../core/observable';
import { openChatPort } from '../core/open-port';
import type { ChatPort } from '../port/port';
import { linkRealtime, type RealtimeClientLike, type RealtimeLink } from '../server/realtime-link';

export interface ChatContextValue {
  storeCode: string;
  /** The chat calls with their token (templates, review reminder, images …). */
  api: ChatApi;
  /** Null while the adapter starts (or when it could not). */
  port: ChatPort | null;
  error: unknown;
}

const ChatContext = createContext<ChatContextValue | null>(null);

export interface ChatProviderProps {
  storeCode: string;
  config: AppConfig;
  /** The tab's realtime client (`useRealtimeClient()` of `@seller-portal/realtime`), which the server adapter listens on. */
  realtime: RealtimeClientLike;
  /** §4.10: failed chat calls are tracked as api-unreachable. */
  onCallFailure?: (failure: ChatCallFailure) => void;
  children: ReactNode;
}

interface SharedChat {
  api: ChatApi;
  port: Promise<ChatPort>;
  users: number;
  failureListeners: Set<(failure: ChatCallFailure) => void>;
}

/**
 * One chat per API client and store, shared by every provider of the page (the portal's notification listener
 * beside the routes, the chat pages inside them): one token, one outbox, one set of listeners. Kept per client
 * like the session-change tracker, so two apps or two tests on one page never share it.
 */
const shared = new WeakMap<ApiClient, Map<string, SharedChat>>();
/** Tells who watches a client's chats (`watchSharedPort`) that one opened or closed. */
const sharedChanges = new WeakMap<ApiClient, Emitter<void>>();

function changesOf(client: ApiClient): Emitter<void> {
  const changes = sharedChanges.get(client) ?? emitter<void>();
  sharedChanges.set(client, changes);
  return changes;
}

/**
 * Calls `listener` with the port of the chat open on this API client (null when none is), now and whenever that
 * changes: for what sits outside every ChatProvider, like the shell's bottom navbar.
 */
export function watchSharedPort(client: ApiClient, listener: (port: ChatPort | null) => void): () => void {
  let current: SharedChat | undefined;
  const look = () => {
    const chat = shared.get(client)?.values().next().value;
    if (chat === current) return;
    current = chat;
    if (!chat) return listener(null);
    chat.port.then(
      (port) => current === chat && listener(port),
      () => current === chat && listener(null),
    );
  };
  look();
  return changesOf(client).subscribe(look);
}

function acquire(client: ApiClient, storeCode: string, config: AppConfig, connectRealtime: () => Promise<RealtimeLink>): SharedChat {
  const byStore = shared.get(client) ?? new Map<string, SharedChat>();
  shared.set(client, byStore);
  let chat = byStore.get(storeCode);
  if (!chat) {
    const failureListeners = new Set<(failure: ChatCallFailure) => void>();
    const api = createChatApi(client, { onFailure: (failure) => failureListeners.forEach((listener) => listener(failure)) });
    // §4.10 database errors are tracked only if allowedErrorTrackers lists them.
    const onDatabaseError = (code: string) => {
      if (isTrackedDatabaseError(config, code)) window.dispatchEvent(new CustomEvent(chatDatabaseErrorEvent, { detail: { code } }));
    };
    chat = { api, port: openChatPort({ api, config, storeCode, connectRealtime, onDatabaseError }), users: 0, failureListeners };
    // A port that could not open is not kept: the next provider tries again.
    chat.port.catch(() => {
      if (byStore.get(storeCode) !== chat) return;
      byStore.delete(storeCode);
      changesOf(client).emit();
    });
    byStore.set(storeCode, chat);
    changesOf(client).emit();
  }
  chat.users += 1;
  return chat;
}

function release(client: ApiClient, storeCode: string, chat: SharedChat) {
  chat.users -= 1;
  if (chat.users > 0) return;
  shared.get(client)?.delete(storeCode);
  changesOf(client).emit();
  chat.port.then((port) => port.dispose()).catch(() => undefined);
}

/** Opens (or joins) the store's chat for what is inside it; the server adapter listens on the tab's realtime client. */
export function ChatProvider({ storeCode, config, realtime, onCallFailure, children }: ChatProviderProps) {
  const client = useApiClient();
  const connectRealtime = useCallback(() => Promise.resolve(linkRealtime(realtime)), [realtime]);
  const [state, setState] = useState<{ chat: SharedChat; port: ChatPort | null; error: unknown } | null>(null);

  useEffect(() => {
    const chat = acquire(client, storeCode, config, connectRealtime);
    let closed = false;
    setState({ chat, port: null, error: null });
    chat.port.then(
      (port) => !closed && setState({ chat, port, error: null }),
      (error: unknown) => !closed && setState({ chat, port: null, error }),
    );
    return () => {
      closed = true;
      release(client, storeCode, chat);
    };
  }, [client, storeCode, config, connectRealtime]);

  useEffect(() => {
    if (!state || !onCallFailure) return;
    const { failureListeners } = state.chat;
    failureListeners.add(onCallFailure);
    return () => void failureListeners.delete(onCallFailure);
  }, [state, onCallFailure]);

  const value = useMemo(() => (state ? { storeCode, api: state.chat.api, port: state.port, error: state.error } : null), [state, storeCode]);
  return value && <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

/** The chat of the nearest ChatProvider; throws outside one (a page of chat is always inside it). */
export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChat needs a ChatProvider above it');
  return value;
}

/** The chat of the nearest ChatProvider, or null outside one (the shell's badge, shown with or without chat). */
export function useOptionalChat(): ChatContextValue | null {
  return useContext(ChatContext);
}
