import { describe, expect, it } from 'vitest';
import { addStoreDays, earnedBadges, storeDayOf, storeDayStart, storeDaysBetween, storeWeekStart } from './analytics';

describe('store days are WIB (UTC+7)', () => {
  it.each([
    { name: '16:59 UTC is 23:59 WIB, the same day', instant: '2026-11-20T16:59:00Z', day: '2026-11-20' },
    { name: '17:00 UTC is midnight WIB, the next day', instant: '2026-11-20T17:00:00Z', day: '2026-11-21' },
    { name: '00:30 UTC is 07:30 WIB', instant: '2026-11-20T00:30:00Z', day: '2026-11-20' },
  ])('$name', ({ instant, day }) => {
    expect(storeDayOf(new Date(instant))).toBe(day);
  });

  it('a day starts at 17:00 UTC the day before; days add across months and years', () => {
    expect(storeDayStart('2026-11-21').toISOString()).toBe('2026-11-20T17:00:00.000Z');
    expect(addStoreDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addStoreDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(storeDaysBetween('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it.each([
    { day: '2026-11-23', monday: '2026-11-23' },
    { day: '2026-11-25', monday: '2026-11-23' },
    { day: '2026-11-29', monday: '2026-11-23' },
    { day: '2026-11-30', monday: '2026-11-30' },
  ])('the week of $day starts on Monday $monday', ({ day, monday }) => {
    expect(storeWeekStart(day)).toBe(monday);
  });
});

describe('badges earned: every requirement met', () => {
  const config = [
    { code: 'RISING_STAR' as const, requirements: { minRating: 4, minRatingCount: 5, minChatResponseRate: 0.5 } },
    { code: 'STAR_SELLER' as const, requirements: { minRating: 4.5, minRatingCount: 20, minChatResponseRate: 0.75 } },
  ];
  it.each([
    { name: 'no rating earns nothing', figures: { rating: null, ratingCount: 0, chatResponseRate: 1 }, earned: [] },
    { name: 'too few ratings earn nothing', figures: { rating: 5, ratingCount: 4, chatResponseRate: 1 }, earned: [] },
    { name: 'no chats measured earns nothing', figures: { rating: 5, ratingCount: 50, chatResponseRate: null }, earned: [] },
    { name: 'exactly the lowest thresholds earn the lowest badge', figures: { rating: 4, ratingCount: 5, chatResponseRate: 0.5 }, earned: ['RISING_STAR'] },
    { name: 'a slow chat response holds back the higher badge', figures: { rating: 4.9, ratingCount: 60, chatResponseRate: 0.7 }, earned: ['RISING_STAR'] },
    { name: 'high figures earn both', figures: { rating: 4.6, ratingCount: 20, chatResponseRate: 0.8 }, earned: ['RISING_STAR', 'STAR_SELLER'] },
  ])('$name', ({ figures, earned }) => {
    expect(earnedBadges(figures, config)).toEqual(earned);
  });
});
