import { ChatNotifications, chatCoreResources, useNewChatMessages, useUnreadTitle } from '@seller-portal/chat-core';
import { useDevice } from '@seller-portal/app-runtime';
import { useResourceTranslation } from '@seller-portal/i18n';
import { useToast } from '@seller-portal/ui';
import { useLocation, useNavigate } from 'react-router-dom';

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

/**
 * §4.10 seller chat beside the shell's pages, inside the shell's ChatListening (`chat-listening.tsx`): desktop
 * notifications, a toast of each new message and the unread count in the tab title. Loaded with the shell, never
 * with /sign-in.
 */
export default function ChatRuntime() {
  const { pathname } = useLocation();
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
