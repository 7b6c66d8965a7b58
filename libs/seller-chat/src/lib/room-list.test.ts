import { describe, expect, it } from 'vitest';
import { isUnread, matchesSearch, roomIdOf, unreadRoomCount, upsertRoom, visibleRooms, type RoomListEntry, type RoomQuery } from './room-list';

function room(roomId: string, over: Partial<RoomListEntry> = {}): RoomListEntry {
  return {
    roomId,
    customerId: roomId,
    customerName: `Pelanggan ${roomId}`,
    customerUnmaskedName: '',
    pickupPointCode: null,
    updatedDate: Date.parse('2026-11-25T08:00:00.000Z'),
    unreadCount: 0,
    hasBeenRead: true,
    ...over,
  };
}

const rooms: RoomListEntry[] = [
  room('C-1', { customerName: 'Sínta Dewi', updatedDate: Date.parse('2026-11-25T08:00:00.000Z'), unreadCount: 2, hasBeenRead: false }),
  room('C-2', { customerName: 'Budi Santoso', updatedDate: Date.parse('2026-11-25T09:00:00.000Z') }),
  room('C-3', { customerName: 'Andi', customerUnmaskedName: 'Andi Wijaya', updatedDate: Date.parse('2026-11-24T09:00:00.000Z'), hasBeenRead: false }),
  room('C-4_PP-01', {
    customerId: 'C-4',
    customerName: 'Citra',
    pickupPointCode: 'PP-01',
    updatedDate: Date.parse('2026-11-25T10:00:00.000Z'),
    unreadCount: 1,
    hasBeenRead: false,
  }),
];

describe('the conversation list', () => {
  it.each<{ name: string; query: RoomQuery; expected: string[] }>([
    { name: 'all rooms, newest message first', query: { filter: 'all', search: '' }, expected: ['C-4_PP-01', 'C-2', 'C-1', 'C-3'] },
    {
      name: 'unread keeps rooms with unread messages or an unread last message',
      query: { filter: 'unread', search: '' },
      expected: ['C-4_PP-01', 'C-1', 'C-3'],
    },
    { name: 'search by customer name, any case, without accents', query: { filter: 'all', search: 'SINTA' }, expected: ['C-1'] },
    { name: 'search by the unmasked name', query: { filter: 'all', search: 'wijaya' }, expected: ['C-3'] },
    { name: 'search by customer id', query: { filter: 'all', search: 'c-2' }, expected: ['C-2'] },
    { name: 'every word must match', query: { filter: 'all', search: 'budi dewi' }, expected: [] },
    { name: 'search within unread', query: { filter: 'unread', search: 'budi' }, expected: [] },
    { name: 'a pickup point keeps its rooms only', query: { filter: 'all', search: '', pickupPointCode: 'PP-01' }, expected: ['C-4_PP-01'] },
    {
      name: 'no pickup point chosen keeps every room',
      query: { filter: 'all', search: '', pickupPointCode: '' },
      expected: ['C-4_PP-01', 'C-2', 'C-1', 'C-3'],
    },
  ])('$name', ({ query, expected }) => {
    expect(visibleRooms(rooms, query).map((entry) => entry.roomId)).toEqual(expected);
  });

  it('keeps the open room under Unread once it is read', () => {
    const read = rooms.map((entry) => (entry.roomId === 'C-1' ? { ...entry, unreadCount: 0, hasBeenRead: true } : entry));
    expect(visibleRooms(read, { filter: 'unread', search: '' }, 'C-1').map((entry) => entry.roomId)).toEqual(['C-4_PP-01', 'C-1', 'C-3']);
    expect(visibleRooms(read, { filter: 'unread', search: '' }).map((entry) => entry.roomId)).toEqual(['C-4_PP-01', 'C-3']);
  });

  it.each([
    { name: 'unread messages', entry: room('A', { unreadCount: 3 }), unread: true },
    { name: 'the last message not read', entry: room('A', { hasBeenRead: false }), unread: true },
    { name: 'everything read', entry: room('A'), unread: false },
  ])('a room with $name is unread: $unread', ({ entry, unread }) => {
    expect(isUnread(entry)).toBe(unread);
  });

  it('a blank search matches every room', () => {
    expect(matchesSearch(room('A'), '   ')).toBe(true);
  });

  it.each([
    { name: 'a new room joins at the top', record: room('C-9'), expected: ['C-9', 'C-1', 'C-2', 'C-3', 'C-4_PP-01'] },
    {
      name: 'a newer record replaces the room',
      record: room('C-2', { customerName: 'Budi S.', updatedDate: Date.parse('2026-11-25T11:00:00.000Z') }),
      expected: ['C-1', 'C-2', 'C-3', 'C-4_PP-01'],
    },
    {
      name: 'an older record is ignored',
      record: room('C-2', { customerName: 'Lama', updatedDate: Date.parse('2026-11-20T11:00:00.000Z') }),
      expected: ['C-1', 'C-2', 'C-3', 'C-4_PP-01'],
    },
  ])('$name', ({ record, expected }) => {
    const next = upsertRoom(rooms, record);
    expect(next.map((entry) => entry.roomId)).toEqual(expected);
    expect(rooms).toHaveLength(4);
    const merged = next.find((entry) => entry.roomId === record.roomId);
    if (record.customerName === 'Lama') expect(merged?.customerName).toBe('Budi Santoso');
    else expect(merged).toBe(record);
  });

  it('counts unread rooms once each', () => {
    expect(unreadRoomCount(rooms)).toBe(3);
  });

  it.each([
    { customerId: 'C-1', pickupPointCode: undefined, expected: 'C-1' },
    { customerId: 'C-1', pickupPointCode: null, expected: 'C-1' },
    { customerId: 'C-1', pickupPointCode: 'PP-02', expected: 'C-1_PP-02' },
  ])('room id of $customerId at $pickupPointCode is $expected', ({ customerId, pickupPointCode, expected }) => {
    expect(roomIdOf(customerId, pickupPointCode)).toBe(expected);
  });
});
