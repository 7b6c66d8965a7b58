import { useEffect, useRef } from 'react';
import { useResourceTranslation } from '@seller-portal/i18n';
import { chatCoreResources } from '../i18n/resources';
import { useChat } from '../react/chat-provider';
import { useChatMpp } from '../react/use-chat-mpp';
import { decideNotification, notificationKey, roomOfPath, type ChatNotification } from './decide';
import { offerChatFeedback } from './feedback';

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
 * §4.10 desktop notifications: the permission is asked on web only; once granted, every changed room goes through
 * `decideNotification`, and a notification's click focuses the window and opens its room.
 */
export function ChatNotifications({ hasChatAccess, isApp, pathname, openRoom }: ChatNotificationsProps) {
  const { t } = useResourceTranslation(chatCoreResources);
  const labelText = (label: ChatNotification['label']) => t(`notification.${label}`);
  const { port } = useChat();
  const { pickupPoints, isPending } = useChatMpp();
  const page = useRef({ pathname, openRoom, labelText, hasChatAccess });
  page.current = { pathname, openRoom, labelText, hasChatAccess };

  useEffect(() => {
    const api = notificationApi();
    if (!port || isPending || isApp || !api) return;
    let lastShownUpdatedDate: number | null = null;
    const notified = new Set<string>();
    let stop: (() => void) | null = null;
    let cancelled = false;

    const show = (notification: ChatNotification) => {
      const body = notification.label === 'text' ? notification.body : page.current.labelText(notification.label);
      const shown = new api(notification.title, { body, tag: notification.roomId });
      shown.onclick = () => {
        window.focus();
        page.current.openRoom(notification.roomId);
        shown.close();
        offerChatFeedback('NOTIFICATION');
      };
    };

    const listen = () => {
      stop = port.onSessionChange((session, first) => {
        const decision = decideNotification(session, {
          hasChatAccess: page.current.hasChatAccess,
          isFirstEvent: first,
          lastShownUpdatedDate,
          notified,
          viewingRoomId: roomOfPath(page.current.pathname),
          tabVisible: document.visibilityState === 'visible',
          mppPickupPoints: pickupPoints,
        });
        if (!decision.show) return;
        lastShownUpdatedDate = decision.notification.updatedDate;
        notified.add(notificationKey(decision.notification));
        show(decision.notification);
      });
    };

    if (api.permission === 'granted') listen();
    else if (api.permission === 'default')
      void api.requestPermission().then((permission) => {
        if (permission === 'granted' && !cancelled) listen();
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [port, pickupPoints, isPending, isApp]);

  return null;
}
