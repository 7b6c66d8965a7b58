import { useApiClient } from '@seller-portal/api-client';
import type { AppConfig } from '@seller-portal/contracts';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createChatApi, type ChatApi, type ChatCallFailure } from '../core/chat-api';
import { openChatPort } from '../core/open-port';
import type { ChatPort } from '../port/port';
import type { RealtimeLink } from '../server/realtime-link';

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
  connectRealtime: () => Promise<RealtimeLink>;
  /** §4.10: failed chat calls are tracked as api-unreachable. */
  onCallFailure?: (failure: ChatCallFailure) => void;
  children: ReactNode;
}

/**
 * Opens the store's chat port for what is inside: the portal's notification listener and the chat pages share
 * one (a provider inside another of the same store reuses the outer one's port and token).
 */
export function ChatProvider({ storeCode, config, connectRealtime, onCallFailure, children }: ChatProviderProps) {
  const outer = useContext(ChatContext);
  if (outer && outer.storeCode === storeCode) return children;
  return (
    <OwnChatProvider storeCode={storeCode} config={config} connectRealtime={connectRealtime} onCallFailure={onCallFailure}>
      {children}
    </OwnChatProvider>
  );
}

function OwnChatProvider({ storeCode, config, connectRealtime, onCallFailure, children }: ChatProviderProps) {
  const client = useApiClient();
  const api = useMemo(() => createChatApi(client, { onFailure: (failure) => onCallFailure?.(failure) }), [client, onCallFailure]);
  const [opened, setOpened] = useState<{ port: ChatPort | null; error: unknown }>({ port: null, error: null });

  useEffect(() => {
    let closed = false;
    let port: ChatPort | null = null;
    openChatPort({ api, config, storeCode, connectRealtime }).then(
      (opened) => {
        port = opened;
        if (closed) opened.dispose();
        else setOpened({ port: opened, error: null });
      },
      (error: unknown) => {
        if (!closed) setOpened({ port: null, error });
      },
    );
    return () => {
      closed = true;
      port?.dispose();
      setOpened({ port: null, error: null });
    };
  }, [api, config, storeCode, connectRealtime]);

  const value = useMemo(() => ({ storeCode, api, ...opened }), [storeCode, api, opened]);
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
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
