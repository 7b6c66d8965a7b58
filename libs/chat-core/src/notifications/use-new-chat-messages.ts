import { useEffect, useRef } from 'react';
import { useChat } from '../react/chat-provider';
import { useChatMpp } from '../react/use-chat-mpp';
import { decideNotification, notificationKey, roomOfPath, type ChatNotification } from './decide';

export interface NewChatMessagesOptions {
  hasChatAccess: boolean;
  /** The page's path, to know which room is open. */
  pathname: string;
  /** Each new customer message the seller is not looking at, once. */
  onMessage: (notification: ChatNotification) => void;
}

/**
 * The in-page side of §4.10's notifications: every changed room goes through `decideNotification` (the same rules
 * as the desktop notifications, without their permission), so the page can show a toast that opens the room.
 */
export function useNewChatMessages({ hasChatAccess, pathname, onMessage }: NewChatMessagesOptions): void {
  const { port } = useChat();
  const { pickupPoints, isPending } = useChatMpp();
  const page = useRef({ hasChatAccess, pathname, onMessage });
  page.current = { hasChatAccess, pathname, onMessage };

  useEffect(() => {
    if (!port || isPending) return;
    let lastShownUpdatedDate: number | null = null;
    const notified = new Set<string>();
    return port.onSessionChange((session, first) => {
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
      page.current.onMessage(decision.notification);
    });
  }, [port, pickupPoints, isPending]);
}
