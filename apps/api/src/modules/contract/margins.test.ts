import { describe, expect, it } from 'vitest';
import { marginFor, type AgreementRate } from './margins';

const parents = new Map<string, string | null>([
  ['CAT-FOOD', null],
  ['CAT-FOOD-SNACK', 'CAT-FOOD'],
  ['CAT-FOOD-COFFEE-TEA', 'CAT-FOOD'],
  ['CAT-HOME', null],
]);
const base = new Map([
  ['CAT-FOOD', 450],
  ['CAT-FOOD-COFFEE-TEA', 400],
  ['DEFAULT', 500],
]);
const snackDeal: AgreementRate = { id: 1, categoryCode: 'CAT-FOOD-SNACK', commissionBps: 300, validFrom: '2026-11-01', validUntil: '2026-11-30' };
const foodDeal: AgreementRate = { id: 2, categoryCode: 'CAT-FOOD', commissionBps: 350, validFrom: '2026-11-01', validUntil: null };

describe('the margin an item is charged', () => {
  it.each([
    { name: 'a category without a margin charges its parent’s base margin', code: 'CAT-FOOD-SNACK', agreements: [], expected: ['CAT-FOOD', 450, null] },
    { name: 'a child’s own base margin before its parent’s', code: 'CAT-FOOD-COFFEE-TEA', agreements: [], expected: ['CAT-FOOD-COFFEE-TEA', 400, null] },
    { name: 'a category no margin covers charges DEFAULT', code: 'CAT-HOME', agreements: [], expected: ['DEFAULT', 500, null] },
    { name: 'an item of no category charges DEFAULT', code: undefined, agreements: [], expected: ['DEFAULT', 500, null] },
    { name: 'the store’s agreement before the base margin', code: 'CAT-FOOD-SNACK', agreements: [snackDeal], expected: ['CAT-FOOD-SNACK', 300, 1] },
    { name: 'a parent’s agreement before a child’s base margin', code: 'CAT-FOOD-COFFEE-TEA', agreements: [foodDeal], expected: ['CAT-FOOD', 350, 2] },
    { name: 'the most specific agreement wins', code: 'CAT-FOOD-SNACK', agreements: [foodDeal, snackDeal], expected: ['CAT-FOOD-SNACK', 300, 1] },
    {
      name: 'an agreement outside its days does not apply',
      code: 'CAT-FOOD-SNACK',
      day: '2026-12-01',
      agreements: [snackDeal],
      expected: ['CAT-FOOD', 450, null],
    },
    { name: 'an agreement applies on its last day', code: 'CAT-FOOD-SNACK', day: '2026-11-30', agreements: [snackDeal], expected: ['CAT-FOOD-SNACK', 300, 1] },
    {
      name: 'of overlapping agreements the latest made wins',
      code: 'CAT-FOOD-SNACK',
      agreements: [snackDeal, { ...snackDeal, id: 9, commissionBps: 250 }],
      expected: ['CAT-FOOD-SNACK', 250, 9],
    },
  ])('$name', ({ code, day, agreements, expected }) => {
    const margin = marginFor(code, day ?? '2026-11-15', parents, base, agreements);
    expect([margin.categoryCode, margin.rateBps, margin.agreementId]).toEqual(expected);
  });
});
