import type { ChatStickerCode } from '@seller-portal/contracts/chat';
import type { ChatMessage, ChatMessageContent, ChatSendContent, ChatSession, DeliveryState } from '../port/model';
import type { SessionsQuery } from '../port/port';
import type { OutboxEntry } from './outbox';

/** Whether a room belongs in a list of the query (§2.3 filters and search). */
export function sessionMatches(session: ChatSession, query: SessionsQuery): boolean {
  if (query.filter === 'unread' && session.hasBeenRead) return false;
  if (query.pickupPointCode && session.pickupPointCode !== query.pickupPointCode) return false;
  const search = query.search?.trim().toLowerCase();
  if (search) {
    const names = [session.customerName, session.customerUnmaskedName ?? '', session.customerId].map((name) => name.toLowerCase());
    if (!names.some((name) => name.includes(search))) return false;
  }
  return true;
}

/** The list with one room's new record in its place (newest first), or without it when it no longer matches. */
export function upsertSession(list: readonly ChatSession[], session: ChatSession, query: SessionsQuery): ChatSession[] {
  const others = list.filter((s) => s.roomId !== session.roomId);
  if (!sessionMatches(session, query)) return others;
  const at = others.findIndex((s) => s.updatedDate < session.updatedDate);
  return at === -1 ? [...others, session] : [...others.slice(0, at), session, ...others.slice(at)];
}

/** Adds pages or live messages to what a room holds, once per id and per clientMessageId. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byKey = new Map<string, ChatMessage>();
  for (const message of [...current, ...incoming]) {
    const key = message.clientMessageId || message.id;
    byKey.set(key, message);
  }
  return [...byKey.values()].sort((a, b) => a.createdDate - b.createdDate || a.id.localeCompare(b.id));
}

/**
 * What a room shows: the stored messages with their delivery state (a seller's message is `read` once the
 * customer has read up to it), then the outbox's pending and failed sends that are not stored yet.
 */
export function roomMessages(stored: readonly ChatMessage[], outbox: readonly OutboxEntry[], customerReadUpTo: number): ChatMessage[] {
  const storedIds = new Set(stored.map((message) => message.clientMessageId).filter(Boolean));
  const shown = stored.map((message) => {
    if (message.senderType !== 'SELLER') return message;
    const delivery: DeliveryState = message.delivery === 'read' || message.createdDate <= customerReadUpTo ? 'read' : 'sent';
    return message.delivery === delivery ? message : { ...message, delivery };
  });
  const waiting = outbox
    .filter((entry) => !storedIds.has(entry.clientMessageId))
    .map((entry): ChatMessage => ({
      id: entry.clientMessageId,
      clientMessageId: entry.clientMessageId,
      roomId: entry.roomId,
      senderType: 'SELLER',
      senderName: '',
      createdDate: entry.createdDate,
      hasBeenRead: true,
      delivery: entry.state,
      ...(entry.preview ?? previewOf(entry.content)),
    }));
  return [...shown, ...waiting];
}

/** How far the customer has read: up to the room's last message (its updatedDate), once the record says so. */
export function readWatermark(previous: number, session: ChatSession | null): number {
  return session?.hasBeenReadByCustomer ? Math.max(previous, session.updatedDate) : previous;
}

/** What a message waiting in the outbox shows when the sender gave no preview. */
export function previewOf(content: ChatSendContent): ChatMessageContent {
  switch (content.kind) {
    case 'text':
      return content;
    case 'sticker':
      return { kind: 'sticker', sticker: content.sticker as ChatStickerCode };
    case 'order':
      return { kind: 'order', order: { orderNumber: content.orderNumber } };
    case 'product':
      return { kind: 'product', product: { itemId: content.itemId, name: '', price: 0, imageUrl: null, url: null } };
    case 'image':
      return { kind: 'image', image: { id: content.imageId, url: '', contentType: '', sizeBytes: 0, width: null, height: null, inappropriate: false } };
  }
}
