import { describe, expect, it } from 'vitest';
import { addressOfFilter, choiceInAddress, pageInAddress } from './list-address';

describe('the page a list address names', () => {
  it.each([
    ['', 0],
    ['page=3', 3],
    ['page=0', 0],
    ['page=-1', 0],
    ['page=1.5', 0],
    ['page=two', 0],
  ])('%j is page %i', (query, page) => expect(pageInAddress(new URLSearchParams(query))).toBe(page));
});

describe('a choice a list address names', () => {
  const statuses = ['DRAFT', 'SENT'] as const;
  it.each([
    ['status=SENT', 'SENT'],
    ['status=sent', undefined],
    ['status=', undefined],
    ['', undefined],
    ['status=ARCHIVED', undefined],
  ])('%j is %s', (query, choice) => expect(choiceInAddress(new URLSearchParams(query), 'status', statuses)).toBe(choice));
});

describe('the address of a list filter', () => {
  it.each([
    ['the first page is the default', { page: 0, size: 10 }, {}, ''],
    ['a later page is kept', { page: 2, size: 10 }, {}, 'page=2'],
    ['set fields are kept, unset ones and the size are not', { page: 0, size: 10, keyword: 'promo', type: undefined }, {}, 'keyword=promo'],
    ['the base comes first', { page: 1, status: 'SENT' }, { tab: 'manual' }, 'tab=manual&page=1&status=SENT'],
  ])('%s', (_, filter, base, address) => expect(addressOfFilter(filter, base).toString()).toBe(address));
});
