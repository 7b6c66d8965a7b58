import {
  ChatNotifications,
  ChatProvider,
  chatApiUnreachableEvent,
  chatConnectionStarts,
  hasChatAccess,
  useUnreadTitle,
  type ChatCallFailure,
} from '@seller-portal/chat-core';
import { useDevice } from '@seller-portal/app-runtime';
import { useRealtimeClient } from '@seller-portal/realtime';
import { useAppConfig, useSession } from '@seller-portal/session-guard';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** §4.10 failed chat calls are tracked as api-unreachable (the tracking runtime forwards the event). */
function reportUnreachable(failure: ChatCallFailure) {
  window.dispatchEvent(new CustomEvent(chatApiUnreachableEvent, { detail: failure }));
}

function StoreChat({ pathname }: { pathname: string }) {
  const navigate = useNavigate();
  const { isApp } = useDevice();
  useUnreadTitle();
  return (
    <ChatNotifications hasChatAccess isApp={isApp} pathname={pathname} openRoom={(roomId) => void navigate(`/conversations/${encodeURIComponent(roomId)}`)} />
  );
}

/**
 * §4.10 seller chat beside the shell's pages, for a STORE session with chat access: the connection (started on web,
 * or in the apps on conversations and order-list, and kept once started), desktop notifications and the unread
 * count in the tab title. Loaded with the shell, never with /sign-in.
 */
export default function ChatRuntime() {
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
      <StoreChat pathname={pathname} />
    </ChatProvider>
  );
}
