import { describe, expect, it } from 'vitest';
import { eventsOf, mayOffer, withEvent } from './feedback-cookies';

describe('the seller feedback event cookies (§3, §4.11)', () => {
  it.each([
    { shown: null, submitted: null, offered: true, says: 'a survey this browser never showed' },
    { shown: 'SELLER_HELP_MENU', submitted: null, offered: false, says: 'shown lately and closed without an answer' },
    { shown: null, submitted: 'SELLER_TUTORIAL_DASHBOARD,SELLER_HELP_MENU', offered: false, says: 'sent from this browser' },
    { shown: 'SELLER_TUTORIAL_DASHBOARD', submitted: null, offered: true, says: 'another event was shown' },
  ])('$says → offered $offered', ({ shown, submitted, offered }) => {
    expect(mayOffer('SELLER_HELP_MENU', { shown, submitted })).toBe(offered);
  });

  it.each([
    { before: null, add: 'A', after: 'A' },
    { before: 'A', add: 'B', after: 'A,B' },
    { before: 'A,B', add: 'A', after: 'B,A' },
    {
      before: Array.from({ length: 20 }, (_, i) => `E${i}`).join(','),
      add: 'NEW',
      after: [...Array.from({ length: 19 }, (_, i) => `E${i + 1}`), 'NEW'].join(','),
    },
  ])('adds $add to $before', ({ before, add, after }) => {
    expect(withEvent(before, add)).toBe(after);
    expect(eventsOf(withEvent(before, add))).toContain(add);
  });
});
