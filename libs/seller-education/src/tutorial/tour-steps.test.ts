import type { TutorialArticle } from '@seller-portal/contracts/education';
import { describe, expect, it } from 'vitest';
import { stepAfter, visibleSteps } from './tour-steps';

const step = (position: number, target: string): TutorialArticle => ({ position, target, title: target, body: '' });

describe('tutorial steps over the page (§4.7)', () => {
  const articles = [step(2, 'shortcuts'), step(0, 'intro'), step(3, 'pickup-points'), step(1, 'account')];
  it.each([
    {
      onPage: ['intro', 'account', 'shortcuts', 'pickup-points'],
      shown: ['intro', 'account', 'shortcuts', 'pickup-points'],
      says: 'every element on the page: every step, in order',
    },
    { onPage: ['intro', 'account', 'shortcuts'], shown: ['intro', 'account', 'shortcuts'], says: 'a card the page does not show: its step is passed over' },
    { onPage: [], shown: [], says: 'nothing on the page yet: no step' },
  ])('$says', ({ onPage, shown }) => {
    expect(visibleSteps(articles, (target) => onPage.includes(target)).map((s) => s.target)).toEqual(shown);
  });

  it.each([
    { index: 0, count: 3, move: 'next' as const, to: 1 },
    { index: 2, count: 3, move: 'next' as const, to: 'finished' },
    { index: 2, count: 3, move: 'back' as const, to: 1 },
    { index: 0, count: 3, move: 'back' as const, to: 0 },
    { index: 0, count: 1, move: 'next' as const, to: 'finished' },
  ])('$move from step $index of $count → $to', ({ index, count, move, to }) => {
    expect(stepAfter(index, count, move)).toBe(to);
  });
});
