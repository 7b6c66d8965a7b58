import { askOnFirstGesture } from '@seller-portal/app-runtime';
import { useEffect, useRef, useState } from 'react';
import { useResourceTranslation } from '@seller-portal/i18n';
import { chatCoreResources } from '../i18n/resources';
import { useChat } from '../react/chat-provider';
import { useChatMpp } from '../react/use-chat-mpp';
import type { ChatNotification } from './decide';
import { offerChatFeedback } from './feedback';
import { useNewChatMessages } from './use-new-chat-messages';

export interface ChatNotificationsProps {
  hasChatAccess: boolean;
  /** Inside the Android or iOS app: no browser notifications there (§4.10 web only). */
  isApp: boolean;
  /** The page's path, to know which room is open. */
  pathname: string;
  /** Opens `/conversations/{roomId}` in the page. */
  openRoom: (roomId: string) => void;
}

/** The browser's Notification API, where the page may use it. */
function notificationApi(): typeof Notification | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;
}

/**
 * §4.10 desktop notifications: the permission is asked on web only; once granted, each new message
 * `useNewChatMessages` lets through is shown, and a notification's click focuses the window and opens its room.
 */
export function ChatNotifications({ hasChatAccess, isApp, pathname, openRoom }: ChatNotificationsProps) {
  const { t } = useResourceTranslation(chatCoreResources);
  const { port } = useChat();
  const { isPending } = useChatMpp();
  const api = isApp ? null : notificationApi();
  const [grantedHere, setGrantedHere] = useState(false);
  const granted = api !== null && (grantedHere || api.permission === 'granted');
  const opens = useRef(openRoom);
  opens.current = openRoom;

  // Asked once the chat is ready, as the listening it allows, at the seller's next click or key press (a prompt as the
  // page loads is one browsers quiet).
  useEffect(() => {
    if (!port || isPending || !api || api.permission !== 'default') return;
    let cancelled = false;
    const stop = askOnFirstGesture(() => {
      void api.requestPermission().then((permission) => {
        if (permission === 'granted' && !cancelled) setGrantedHere(true);
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [port, isPending, api]);

  useNewChatMessages({
    hasChatAccess,
    pathname,
    enabled: granted,
    onMessage: (notification: ChatNotification) => {
      if (!api) return;
      const body = notification.label === 'text' ? notification.body : t(`notification.${notification.label}`);
      const shown = new api(notification.title, { body, tag: notification.roomId });
      shown.onclick = () => {
        window.focus();
        opens.current(notification.roomId);
        shown.close();
        offerChatFeedback('NOTIFICATION');
      };
    },
  });

  return null;
}
