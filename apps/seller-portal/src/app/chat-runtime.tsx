import {
  ChatNotifications,
  ChatProvider,
  chatApiUnreachableEvent,
  chatConnectionStarts,
  chatCoreResources,
  hasChatAccess,
  useNewChatMessages,
  useUnreadTitle,
  type ChatCallFailure,
} from '@seller-portal/chat-core';
import { useDevice } from '@seller-portal/app-runtime';
import { useResourceTranslation } from '@seller-portal/i18n';
import { useRealtimeClient } from '@seller-portal/realtime';
import { useAppConfig, useSession } from '@seller-portal/session-guard';
import { useToast } from '@seller-portal/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** §4.10 failed chat calls are tracked as api-unreachable (the tracking runtime forwards the event). */
function reportUnreachable(failure: ChatCallFailure) {
  window.dispatchEvent(new CustomEvent(chatApiUnreachableEvent, { detail: failure }));
}

/** A new customer message on any page of the web portal: a toast whose "Open" opens its conversation. */
function NewMessageToasts({ pathname, openRoom }: { pathname: string; openRoom: (roomId: string) => void }) {
  const { t } = useResourceTranslation(chatCoreResources);
  const toast = useToast();
  useNewChatMessages({
    hasChatAccess: true,
    pathname,
    onMessage: (message) => {
      const text = message.label === 'text' ? message.body : t(`notification.${message.label}`);
      toast.show({
        id: `chat-${message.roomId}`,
        type: 'info',
        message: t('toast.message', { name: message.title, text }),
        durationMs: 8000,
        action: { label: t('toast.open'), onClick: () => openRoom(message.roomId) },
      });
    },
  });
  return null;
}

function StoreChat({ pathname }: { pathname: string }) {
  const navigate = useNavigate();
  const { isApp } = useDevice();
  useUnreadTitle();
  const openRoom = (roomId: string) => void navigate(`/conversations/${encodeURIComponent(roomId)}`);
  return (
    <>
      <ChatNotifications hasChatAccess isApp={isApp} pathname={pathname} openRoom={openRoom} />
      {/* The apps tell of new messages themselves. */}
      {!isApp && <NewMessageToasts pathname={pathname} openRoom={openRoom} />}
    </>
  );
}

/**
 * §4.10 seller chat beside the shell's pages, for a STORE session with chat access: the connection (started on web,
 * or in the apps on conversations and order-list, and kept once started), desktop notifications, a toast of each new
 * message and the unread count in the tab title. Loaded with the shell, never with /sign-in.
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
