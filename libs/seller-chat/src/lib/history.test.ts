import type { ChatMessage } from '@seller-portal/chat-core';
import { describe, expect, it } from 'vitest';
import { dayName, withDayHeadings } from './history';

function message(id: string, createdDate: number, clientMessageId = id): ChatMessage {
  return {
    id,
    clientMessageId,
    roomId: 'C-1',
    senderType: 'CUSTOMER',
    senderName: 'Sinta',
    createdDate,
    hasBeenRead: true,
    kind: 'text',
    text: id,
    delivery: 'sent',
  };
}

const day = (iso: string) => new Date(iso).getTime();

describe('the room history', () => {
  it('puts a day heading before the first message of each day', () => {
    const entries = withDayHeadings([
      message('a', day('2026-11-24T09:00:00')),
      message('b', day('2026-11-24T18:00:00')),
      message('c', day('2026-11-25T08:00:00'), 'local-c'),
    ]);
    expect(entries.map((entry) => (entry.kind === 'day' ? 'day' : entry.key))).toEqual(['day', 'a', 'b', 'day', 'local-c']);
  });

  it.each([
    { name: 'today', at: '2026-11-25T00:10:00', expected: 'today' },
    { name: 'yesterday', at: '2026-11-24T23:59:00', expected: 'yesterday' },
    { name: 'an older day', at: '2026-11-20T12:00:00', expected: null },
  ])('names $name', ({ at, expected }) => {
    const start = new Date(at);
    start.setHours(0, 0, 0, 0);
    expect(dayName(start.getTime(), day('2026-11-25T15:00:00'))).toBe(expected);
  });
});
