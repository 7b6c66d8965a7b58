import { describe, expect, it } from 'vitest';
import { activeFilterCount, hasFilter, listParamsOf, listRequestOf } from './list-params';

describe('the list in the page address', () => {
  it.each([
    ['nothing: every order, newest first', '', { status: null, filter: {}, sort: 'CREATED_DESC' }],
    ['a tab', 'status=NEW', { status: 'NEW', filter: {}, sort: 'CREATED_DESC' }],
    [
      'a tab, dates, a pickup point, a courier, a search and a sort',
      'status=READY_TO_SHIP&from=2026-11-01&to=2026-11-25&pickupPointCode=PP-1&courier=JNE&q=kopi&sort=SHIP_BY_ASC',
      { status: 'READY_TO_SHIP', filter: { from: '2026-11-01', to: '2026-11-25', pickupPointCode: 'PP-1', courier: 'JNE', q: 'kopi' }, sort: 'SHIP_BY_ASC' },
    ],
    ['an unknown status is left out', 'status=LOST', { status: null, filter: {}, sort: 'CREATED_DESC' }],
    ['an unknown courier is left out', 'courier=PIGEON&q=xyz', { status: null, filter: { q: 'xyz' }, sort: 'CREATED_DESC' }],
    ['a search of two letters is left out', 'q=xy', { status: null, filter: {}, sort: 'CREATED_DESC' }],
    ['a date that is not one is left out', 'from=2026-02-30&to=2026-03-01', { status: null, filter: { to: '2026-03-01' }, sort: 'CREATED_DESC' }],
    ['the end of a backwards range is left out', 'from=2026-03-02&to=2026-03-01', { status: null, filter: { from: '2026-03-02' }, sort: 'CREATED_DESC' }],
    ['an unknown sort falls back to newest first', 'sort=RANDOM', { status: null, filter: {}, sort: 'CREATED_DESC' }],
    ['blank values are no filter', 'q=%20%20&courier=', { status: null, filter: {}, sort: 'CREATED_DESC' }],
  ])('%s', (_name, search, expected) => {
    expect(listRequestOf(new URLSearchParams(search))).toEqual(expected);
  });

  it('writes back only what differs from the defaults, and reads it again the same', () => {
    const request = listRequestOf(new URLSearchParams('q=siti&status=NEW&sort=TOTAL_DESC&courier=JNT'));
    expect(listParamsOf(request).toString()).toBe('status=NEW&courier=JNT&q=siti&sort=TOTAL_DESC');
    expect(listRequestOf(listParamsOf(request))).toEqual(request);
    expect(listParamsOf(listRequestOf(new URLSearchParams())).toString()).toBe('');
  });

  it('knows when a filter is set', () => {
    expect(hasFilter(listRequestOf(new URLSearchParams('status=NEW&sort=TOTAL_ASC')))).toBe(false);
    expect(hasFilter(listRequestOf(new URLSearchParams('from=2026-11-01')))).toBe(true);
  });

  it.each([
    ['nothing', '', 0],
    ['a tab, a search and a sort are not counted', 'status=NEW&q=kopi&sort=TOTAL_ASC', 0],
    ['a date range is one filter', 'from=2026-11-01&to=2026-11-25', 1],
    ['a start date alone', 'from=2026-11-01', 1],
    ['a courier', 'courier=JNE', 1],
    ['dates, a pickup point and a courier', 'from=2026-11-01&pickupPointCode=PP-1&courier=JNE', 3],
  ])('counts the active filters for the Filter button: %s', (_name, search, expected) => {
    expect(activeFilterCount(listRequestOf(new URLSearchParams(search)))).toBe(expected);
  });
});
