import { describe, expect, it } from 'vitest';
import { chunks, ruleMatches } from './service';

const store = { code: 'S-1', businessTypes: ['OFFICIAL'], categories: ['FASHION', 'HOME'] };

describe('whether a rule reaches a store', () => {
  it.each([
    [{ rulesType: 'STORE', ruleId: 'S-1' }, true],
    [{ rulesType: 'STORE', ruleId: 'S-2' }, false],
    [{ rulesType: 'BUSINESS_TYPE', ruleId: 'OFFICIAL' }, true],
    [{ rulesType: 'BUSINESS_TYPE', ruleId: 'REGULAR' }, false],
    [{ rulesType: 'CATEGORY', ruleId: 'HOME' }, true],
    [{ rulesType: 'CATEGORY', ruleId: 'FOOD' }, false],
  ])('%j → %s', (rule, reaches) => {
    expect(ruleMatches(rule, store)).toBe(reaches);
  });
});

describe('a large audience goes in deliveries the notification center accepts', () => {
  it.each([
    [0, 3, []],
    [3, 3, [3]],
    [7, 3, [3, 3, 1]],
  ])('%i stores in pieces of %i', (count, size, sizes) => {
    expect(
      chunks(
        Array.from({ length: count }, (_, index) => index),
        size,
      ).map((piece) => piece.length),
    ).toEqual(sizes);
  });
});
