import { describe, expect, it } from 'vitest';
import { broadcastProblem } from './broadcast';

const now = Date.parse('2026-11-25T03:00:00Z');
const minute = 60_000;

describe('what is wrong with a broadcast before it is stored', () => {
  it.each([
    { name: 'a text and nothing else is fine (send now, everyone who chatted)', request: { text: 'Halo' }, problem: null },
    { name: 'a blank text', request: { text: ' \n ' }, problem: 'BROADCAST_TEXT_BLANK' },
    { name: '1,000 characters are fine', request: { text: 'x'.repeat(1000) }, problem: null },
    { name: '1,001 characters are too long', request: { text: 'x'.repeat(1001) }, problem: 'BROADCAST_TEXT_TOO_LONG' },
    { name: 'emoji count as one character each', request: { text: '🎉'.repeat(1000) }, problem: null },
    { name: 'an audience of 0 days', request: { text: 'Halo', days: 0 }, problem: 'BROADCAST_DAYS_INVALID' },
    { name: 'an audience of 366 days', request: { text: 'Halo', days: 366 }, problem: 'BROADCAST_DAYS_INVALID' },
    { name: 'an audience of 365 days', request: { text: 'Halo', days: 365 }, problem: null },
    { name: 'a schedule in the past', request: { text: 'Halo', scheduledAt: now - minute }, problem: 'BROADCAST_SCHEDULE_INVALID' },
    { name: 'a schedule 4 minutes ahead (send now instead)', request: { text: 'Halo', scheduledAt: now + 4 * minute }, problem: 'BROADCAST_SCHEDULE_INVALID' },
    { name: 'a schedule 5 minutes ahead', request: { text: 'Halo', scheduledAt: now + 5 * minute }, problem: null },
    { name: 'a schedule 31 days ahead', request: { text: 'Halo', scheduledAt: now + 31 * 1440 * minute }, problem: 'BROADCAST_SCHEDULE_INVALID' },
  ])('$name', ({ request, problem }) => {
    expect(broadcastProblem(request, now)).toBe(problem);
  });
});
