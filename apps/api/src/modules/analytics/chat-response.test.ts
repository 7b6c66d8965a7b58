import { describe, expect, it } from 'vitest';
import { chatResponseByDay, chatResponseTotals, type TimelineMessage } from './chat-response';

const hour = 3_600_000;
// 2026-11-20 10:00 WIB is 03:00 UTC.
const start = Date.parse('2026-11-20T03:00:00Z');
const at = (hours: number) => new Date(start + hours * hour);
const customer = (roomId: string, hours: number): TimelineMessage => ({ roomId, senderType: 'CUSTOMER', createdAt: at(hours) });
const seller = (roomId: string, hours: number): TimelineMessage => ({ roomId, senderType: 'SELLER', createdAt: at(hours) });
const now = at(48);

describe('chat response per store day (a chat is answered when the seller replies within 12 hours)', () => {
  it.each([
    {
      name: 'a reply after 2 hours answers the chat',
      timeline: [customer('A', 0), seller('A', 2)],
      expected: { chats: 1, answered: 1, responseMsTotal: 2 * hour },
    },
    { name: 'a reply after 13 hours is too late', timeline: [customer('A', 0), seller('A', 13)], expected: { chats: 1, answered: 0, responseMsTotal: 0 } },
    {
      name: 'the customer writing twice before the answer is one chat, timed from the first message',
      timeline: [customer('A', 0), customer('A', 1), seller('A', 3)],
      expected: { chats: 1, answered: 1, responseMsTotal: 3 * hour },
    },
    {
      name: 'a seller message that opens the room begins no chat',
      timeline: [seller('A', 0), customer('A', 1), seller('A', 2)],
      expected: { chats: 1, answered: 1, responseMsTotal: hour },
    },
    {
      name: 'two rooms are two chats; one room without an answer after 12 hours is not answered',
      timeline: [customer('A', 0), seller('A', 1), customer('B', 0)],
      expected: { chats: 2, answered: 1, responseMsTotal: hour },
    },
  ])('$name', ({ timeline, expected }) => {
    expect(chatResponseByDay(timeline, now).get('2026-11-20')).toEqual(expected);
  });

  it('a chat still inside its 12 hours without an answer is not counted yet', () => {
    expect(chatResponseByDay([customer('A', 0)], at(5)).size).toBe(0);
  });

  it('counts a chat on the store day (WIB) it began: 23:30 WIB on the 20th, answered after midnight', () => {
    const late = [customer('A', 13.5), seller('A', 14.5)];
    expect([...chatResponseByDay(late, now).keys()]).toEqual(['2026-11-20']);
    const afterMidnight = [customer('A', 14.5)];
    expect([...chatResponseByDay(afterMidnight, now).keys()]).toEqual(['2026-11-21']);
  });

  it('totals a period: the rate of answered chats and their average response time', () => {
    const days = chatResponseByDay([customer('A', 0), seller('A', 1), customer('B', 0), seller('B', 3), customer('C', 0)], now);
    expect(chatResponseTotals(days.values())).toEqual({ chats: 3, answered: 2, rate: 2 / 3, averageMs: 2 * hour });
    expect(chatResponseTotals([])).toEqual({ chats: 0, answered: 0, rate: null, averageMs: null });
  });
});
