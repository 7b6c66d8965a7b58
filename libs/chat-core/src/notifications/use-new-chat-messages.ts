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
  /** False: not listening; when it turns true, listening starts afresh (its first event is never shown). */
  enabled?: boolean;
}

/**
 * §4.10's one place that decides which changed rooms tell of a new message: every changed room goes through
 * `decideNotification`, for the page's toast and the desktop notifications alike.
 */
export function useNewChatMessages({ hasChatAccess, pathname, onMessage, enabled = true }: NewChatMessagesOptions): void {
  const { port } = useChat();
  const { pickupPoints, isPending } = useChatMpp();
  const page = useRef({ hasChatAccess, pathname, onMessage });
  page.current = { hasChatAccess, pathname, onMessage };

  useEffect(() => {
    if (!port || isPending || !enabled) return;
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
  }, [port, pickupPoints, isPending, enabled]);
}
