import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatSession } from '../port/model';
import type { OutboxEntry } from './outbox';
import { mergeMessages, readWatermark, roomMessages, sessionMatches, upsertSession } from './room-state';

function session(roomId: string, change: Partial<ChatSession> = {}): ChatSession {
  return {
    roomId,
    customerId: roomId.split('_')[0],
    customerName: `Bu** ${roomId}`,
    customerUnmaskedName: `Budi ${roomId}`,
    pickupPointCode: roomId.split('_')[1] ?? null,
    updatedDate: 1000,
    senderType: 'CUSTOMER',
    chat: { text: { body: 'Halo', label: 'text' } },
    hasBeenRead: false,
    hasBeenReadByCustomer: false,
    unreadCount: 1,
    ...change,
  };
}

function message(id: string, createdDate: number, change: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    clientMessageId: `c-${id}`,
    roomId: 'R',
    senderType: 'SELLER',
    senderName: 'Seller',
    createdDate,
    hasBeenRead: true,
    delivery: 'sent',
    kind: 'text',
    text: id,
    ...change,
  } as ChatMessage;
}

describe('sessionMatches (the list filters of /conversations)', () => {
  const rows = [
    { name: 'all shows a read room', s: session('A', { hasBeenRead: true }), query: { filter: 'all' as const }, ok: true },
    { name: 'unread hides a read room', s: session('A', { hasBeenRead: true }), query: { filter: 'unread' as const }, ok: false },
    { name: 'unread shows an unread room', s: session('A'), query: { filter: 'unread' as const }, ok: true },
    { name: 'search by the masked name', s: session('A'), query: { filter: 'all' as const, search: 'bu**' }, ok: true },
    { name: 'search by the unmasked name', s: session('A'), query: { filter: 'all' as const, search: 'budi a' }, ok: true },
    { name: 'search by the customer id', s: session('CUST-9'), query: { filter: 'all' as const, search: 'cust-9' }, ok: true },
    { name: 'search that matches nothing', s: session('A'), query: { filter: 'all' as const, search: 'zzz' }, ok: false },
    { name: 'a pickup point keeps its rooms', s: session('A_PP1'), query: { filter: 'all' as const, pickupPointCode: 'PP1' }, ok: true },
    { name: 'a pickup point hides the others', s: session('A_PP2'), query: { filter: 'all' as const, pickupPointCode: 'PP1' }, ok: false },
  ];
  it.each(rows)('$name', ({ s, query, ok }) => expect(sessionMatches(s, query)).toBe(ok));
});

describe('upsertSession', () => {
  const list = [session('A', { updatedDate: 300 }), session('B', { updatedDate: 200 }), session('C', { updatedDate: 100 })];
  it('moves a room with a new message to the top, once', () => {
    expect(upsertSession(list, session('C', { updatedDate: 400 }), { filter: 'all' }).map((s) => s.roomId)).toEqual(['C', 'A', 'B']);
  });
  it('puts a new room in its place by updatedDate', () => {
    expect(upsertSession(list, session('D', { updatedDate: 150 }), { filter: 'all' }).map((s) => s.roomId)).toEqual(['A', 'B', 'D', 'C']);
  });
  it('drops a room read while the unread list shows', () => {
    expect(upsertSession(list, session('B', { updatedDate: 200, hasBeenRead: true }), { filter: 'unread' }).map((s) => s.roomId)).toEqual(['A', 'C']);
  });
});

describe('mergeMessages', () => {
  it('keeps one copy per clientMessageId, oldest first', () => {
    const merged = mergeMessages([message('b', 2), message('a', 1)], [message('b', 2, { text: 'stored' } as Partial<ChatMessage>), message('c', 3)]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(merged[1]).toMatchObject({ text: 'stored' });
  });
});

describe('roomMessages (delivery state per message)', () => {
  const entry = (id: string, state: OutboxEntry['state']): OutboxEntry => ({
    clientMessageId: id,
    roomId: 'R',
    content: { kind: 'text', text: id },
    preview: null,
    createdDate: 50,
    state,
  });
  const rows = [
    { name: 'a stored seller message the customer has not read is sent', stored: [message('a', 10)], outbox: [], readUpTo: 0, expected: ['a:sent'] },
    { name: 'read once the customer read up to it', stored: [message('a', 10), message('b', 20)], outbox: [], readUpTo: 10, expected: ['a:read', 'b:sent'] },
    { name: 'a customer message stays sent', stored: [message('a', 10, { senderType: 'CUSTOMER' })], outbox: [], readUpTo: 99, expected: ['a:sent'] },
    {
      name: 'a send in the outbox is pending after the history',
      stored: [message('a', 10)],
      outbox: [entry('x', 'pending')],
      readUpTo: 0,
      expected: ['a:sent', 'x:pending'],
    },
    { name: 'a failed send stays with its state', stored: [], outbox: [entry('x', 'failed')], readUpTo: 0, expected: ['x:failed'] },
    {
      name: 'a send already stored shows once',
      stored: [message('a', 10, { clientMessageId: 'x' })],
      outbox: [entry('x', 'pending')],
      readUpTo: 0,
      expected: ['a:sent'],
    },
  ];
  it.each(rows)('$name', ({ stored, outbox, readUpTo, expected }) => {
    expect(roomMessages(stored, outbox, readUpTo).map((m) => `${m.id}:${m.delivery}`)).toEqual(expected);
  });
});

describe('readWatermark (hasBeenReadByCustomer)', () => {
  const rows = [
    { name: 'no record', previous: 5, s: null, expected: 5 },
    { name: 'not read', previous: 5, s: session('A', { updatedDate: 30 }), expected: 5 },
    { name: 'read up to the last message', previous: 5, s: session('A', { updatedDate: 30, hasBeenReadByCustomer: true }), expected: 30 },
    { name: 'never moves back', previous: 50, s: session('A', { updatedDate: 30, hasBeenReadByCustomer: true }), expected: 50 },
  ];
  it.each(rows)('$name', ({ previous, s, expected }) => expect(readWatermark(previous, s)).toBe(expected));
});
