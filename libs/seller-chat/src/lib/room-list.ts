import type { ChatSession, SessionsQuery } from '@seller-portal/chat-core';

/** The part of a §3 chat session record the conversation list reads. */
export type RoomListEntry = Pick<
  ChatSession,
  'roomId' | 'customerId' | 'customerName' | 'customerUnmaskedName' | 'pickupPointCode' | 'updatedDate' | 'unreadCount' | 'hasBeenRead'
>;

export type RoomFilter = SessionsQuery['filter'];
/** What the list asks for: the filter, the search by customer and, for MPP sellers, one pickup point. */
export type RoomQuery = SessionsQuery;

/** Lower case without accents, so "Sinta" finds "Sínta" and "SINTA". */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** A room is unread for the seller while it counts unread messages or its last customer message is not read. */
export function isUnread(room: RoomListEntry): boolean {
  return room.unreadCount > 0 || !room.hasBeenRead;
}

/** Whether a room matches the search: every word of it appears in the customer's name or id. */
export function matchesSearch(room: RoomListEntry, search: string): boolean {
  const words = normalizeSearch(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeSearch([room.customerName, room.customerUnmaskedName ?? '', room.customerId].join(' '));
  return words.every((word) => haystack.includes(word));
}

function newestFirst(a: RoomListEntry, b: RoomListEntry): number {
  return b.updatedDate - a.updatedDate || a.roomId.localeCompare(b.roomId);
}

/**
 * The rooms the list shows for a query, newest message first. `keepRoomId` (the open room) stays even when it no
 * longer matches, so reading it under the Unread filter does not pull it from under the seller's pointer.
 */
export function visibleRooms<R extends RoomListEntry>(rooms: readonly R[], query: RoomQuery, keepRoomId?: string): R[] {
  return rooms
    .filter((room) => room.roomId === keepRoomId || ((query.filter === 'all' || isUnread(room)) && matchesSearch(room, query.search ?? '')))
    .filter((room) => !query.pickupPointCode || room.pickupPointCode === query.pickupPointCode)
    .sort(newestFirst);
}

/**
 * A room's new record (a realtime event, a read) merged into the loaded pages: it replaces the room's older record
 * and never a newer one (events can arrive after the page that already holds them), or joins the list.
 */
export function upsertRoom<R extends RoomListEntry>(rooms: readonly R[], record: R): R[] {
  const index = rooms.findIndex((room) => room.roomId === record.roomId);
  if (index === -1) return [record, ...rooms];
  if (rooms[index].updatedDate > record.updatedDate) return [...rooms];
  const next = [...rooms];
  next[index] = record;
  return next;
}

/** The number of unread rooms, for the badge (a room counts once, whatever its message count). */
export function unreadRoomCount(rooms: readonly RoomListEntry[]): number {
  return rooms.filter(isUnread).length;
}

/** §2.3 room id: customerId, or customerId_pickupPointCode for a multi-seller-per-pickup-point store. */
export function roomIdOf(customerId: string, pickupPointCode?: string | null): string {
  return pickupPointCode ? `${customerId}_${pickupPointCode}` : customerId;
}
