import { ChatProvider, chatApiUnreachableEvent, chatConnectionStarts, hasChatAccess, type ChatCallFailure } from '@seller-portal/chat-core';
import { useDevice } from '@seller-portal/app-runtime';
import { useRealtimeClient } from '@seller-portal/realtime';
import { useAppConfig, useSession } from '@seller-portal/session-guard';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** §4.10 failed chat calls are tracked as api-unreachable (the tracking runtime forwards the event). */
function reportUnreachable(failure: ChatCallFailure) {
  window.dispatchEvent(new CustomEvent(chatApiUnreachableEvent, { detail: failure }));
}

/**
 * §4.10 the store's chat connection for a STORE session with chat access (started on web, or in the apps on
 * conversations and order-list, and kept once started), around what shows its messages (`children`). Part of the
 * shell, not its lazy chat runtime: the port listens from the page's first pass, before the socket opens, and keeps
 * what it heard for the runtime's listeners.
 */
export function ChatListening({ children }: { children: ReactNode }) {
  const { data: session } = useSession();
  const { data: config } = useAppConfig();
  const { isApp } = useDevice();
  const { pathname } = useLocation();
  const realtime = useRealtimeClient();
  const [started, setStarted] = useState(false);
  const storeCode = session?.mode?.code;
  if (!started && hasChatAccess(session) && chatConnectionStarts({ isApp, pathname, started })) setStarted(true);
  if (!started || !config || !storeCode || !hasChatAccess(session)) return null;
  return (
    <ChatProvider storeCode={storeCode} config={config} realtime={realtime} onCallFailure={reportUnreachable}>
      {children}
    </ChatProvider>
  );
}

// §4.10 desktop notifications, toasts and unread title: their code loads with the shell's pages, inside the shell's own
// chat connection (ChatListening), which holds what it hears until they come.
const ChatRuntime = lazy(() => import('./chat-runtime'));

/** Seller chat beside every shell page (the manifest's slot): the store's chat connection and what shows its messages. */
export function ChatOnEveryPage() {
  return (
    <ChatListening>
      <Suspense fallback={null}>
        <ChatRuntime />
      </Suspense>
    </ChatListening>
  );
}
