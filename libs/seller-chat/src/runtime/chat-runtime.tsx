import { ChatNotifications, chatCoreResources, useNewChatMessages, useUnreadTitle, type ChatNotification } from '@seller-portal/chat-core';
import { useDevice } from '@seller-portal/app-runtime';
import { useResourceTranslation } from '@seller-portal/i18n';
import { useToast } from '@seller-portal/ui';
import { useLocation, useNavigate } from 'react-router-dom';

/** A message toast's words, translated as they render: a change of language while the toast shows changes them. */
function MessageToastText({ message }: { message: ChatNotification }) {
  const { t } = useResourceTranslation(chatCoreResources);
  const text = message.label === 'text' ? message.body : t(`notification.${message.label}`);
  return <>{t('toast.message', { name: message.title, text })}</>;
}

function OpenLabel() {
  const { t } = useResourceTranslation(chatCoreResources);
  return <>{t('toast.open')}</>;
}

/** A new customer message on any page of the web portal: a toast whose "Open" opens its conversation. */
function NewMessageToasts({ pathname, openRoom }: { pathname: string; openRoom: (roomId: string) => void }) {
  const toast = useToast();
  useNewChatMessages({
    hasChatAccess: true,
    pathname,
    onMessage: (message) => {
      toast.show({
        id: `chat-${message.roomId}`,
        type: 'info',
        message: <MessageToastText message={message} />,
        durationMs: 8000,
        action: { label: <OpenLabel />, onClick: () => openRoom(message.roomId) },
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
