import { useEffect, useRef } from 'react';
import { useChat } from '../react/chat-provider';
import { useChatMpp } from '../react/use-chat-mpp';
import type { ChatSession } from '../port/model';
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
  const page = useRef({ hasChatAccess, pathname, onMessage, pickupPoints, isPending });
  page.current = { hasChatAccess, pathname, onMessage, pickupPoints, isPending };
  const flush = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!port || !enabled) return;
    let lastShownUpdatedDate: number | null = null;
    const notified = new Set<string>();
    // Changes heard while the MPP decision loads wait for it: the port's events are not kept for a later listener.
    const waiting: [ChatSession, boolean][] = [];
    const decide = (session: ChatSession, first: boolean) => {
      const decision = decideNotification(session, {
        hasChatAccess: page.current.hasChatAccess,
        isFirstEvent: first,
        lastShownUpdatedDate,
        notified,
        viewingRoomId: roomOfPath(page.current.pathname),
        tabVisible: document.visibilityState === 'visible',
        mppPickupPoints: page.current.pickupPoints,
      });
      if (!decision.show) return;
      lastShownUpdatedDate = decision.notification.updatedDate;
      notified.add(notificationKey(decision.notification));
      page.current.onMessage(decision.notification);
    };
    flush.current = () => waiting.splice(0).forEach(([session, first]) => decide(session, first));
    const stop = port.onSessionChange((session, first) => {
      if (page.current.isPending) waiting.push([session, first]);
      else decide(session, first);
    });
    return () => {
      stop();
      flush.current = () => undefined;
    };
  }, [port, enabled]);

  useEffect(() => {
    if (!isPending) flush.current();
  }, [isPending, pickupPoints]);
}
