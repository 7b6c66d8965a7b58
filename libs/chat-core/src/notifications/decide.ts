import type { ChatMessageKind, ChatSession } from '../port/model';

/** What the listener knows when a room changes (§4.10). */
export interface NotificationContext {
  /** STORE mode with STORE_CONVERSATION (§6). */
  hasChatAccess: boolean;
  /** The first event after the listener started: the state at that moment, nothing new. */
  isFirstEvent: boolean;
  /** updatedDate of the last notification shown, null before the first. */
  lastShownUpdatedDate: number | null;
  /** `notificationKey`s of the notifications already shown. */
  notified: ReadonlySet<string>;
  /** The room the seller has open (`/conversations/{roomId}`), null elsewhere. */
  viewingRoomId: string | null;
  tabVisible: boolean;
  /** For MPP sellers: the pickup points they may see, code → name. Null for a store without MPP. */
  mppPickupPoints: ReadonlyMap<string, string> | null;
}

export type NotificationSkip =
  'no-chat-access' | 'first-event' | 'same-updated-date' | 'read' | 'already-notified' | 'viewing-room' | 'inaccessible-pickup-point';

/** §3 chat notification entry, and the title it shows under. */
export interface ChatNotification {
  roomId: string;
  /** The customer's name, prefixed with the pickup point's name for MPP sellers. */
  title: string;
  updatedDate: number;
  customerName: string;
  customerId: string;
  pickupPointCode: string | null;
  /** chat.text.body and chat.text.label: the page words a label for what is not text. */
  body: string;
  label: ChatMessageKind;
}

export type NotificationDecision = { show: true; notification: ChatNotification } | { show: false; skip: NotificationSkip };

/** One notification per room and message (the room's updatedDate). */
export function notificationKey(session: Pick<ChatSession, 'roomId' | 'updatedDate'>): string {
  return `${session.roomId}@${session.updatedDate}`;
}

/**
 * §4.10: a desktop notification is shown only if the user has chat access, it is not the first event, the
 * updatedDate differs from the last shown one, the message is unread (the customer's, not read by the seller) and
 * not already notified, and the user is not viewing that room while the tab is visible. MPP sellers: skipped when
 * the pickup point is not among the accessible ones; the title is prefixed with the pickup point's name.
 */
export function decideNotification(session: ChatSession, context: NotificationContext): NotificationDecision {
  if (!context.hasChatAccess) return { show: false, skip: 'no-chat-access' };
  if (context.isFirstEvent) return { show: false, skip: 'first-event' };
  if (context.lastShownUpdatedDate === session.updatedDate) return { show: false, skip: 'same-updated-date' };
  if (session.hasBeenRead || session.senderType !== 'CUSTOMER') return { show: false, skip: 'read' };
  if (context.notified.has(notificationKey(session))) return { show: false, skip: 'already-notified' };
  if (context.tabVisible && context.viewingRoomId === session.roomId) return { show: false, skip: 'viewing-room' };

  let title = session.customerName;
  if (context.mppPickupPoints) {
    const pickupPointName = session.pickupPointCode ? context.mppPickupPoints.get(session.pickupPointCode) : undefined;
    if (pickupPointName === undefined) return { show: false, skip: 'inaccessible-pickup-point' };
    title = `${pickupPointName} - ${session.customerName}`;
  }
  return {
    show: true,
    notification: {
      roomId: session.roomId,
      title,
      updatedDate: session.updatedDate,
      customerName: session.customerName,
      customerId: session.customerId,
      pickupPointCode: session.pickupPointCode,
      body: session.chat.text.body,
      label: session.chat.text.label,
    },
  };
}

/** The room of a path (`/conversations/{roomId}`), null on any other page (the list, settings, review reminder). */
export function roomOfPath(pathname: string): string | null {
  const match = /^\/conversations\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const roomId = decodeURIComponent(match[1]);
  return ['setting', 'review-reminder', 'routing'].includes(roomId) ? null : roomId;
}

/** §4.10 the unread count in the tab title: "(3) Seller Center"; no prefix at 0. */
export function titleWithUnread(title: string, unread: number): string {
  const base = title.replace(/^\(\d+\+?\) /, '');
  if (unread <= 0) return base;
  return `(${unread > 99 ? '99+' : unread}) ${base}`;
}
