import { describe, expect, it } from 'vitest';
import { tabOf } from '../../components/PartnerNotificationsPage';
import { filterOf } from './EventsTab';
import { changedFields } from './HistorySections';

describe('the Event tab reads its filter from the address', () => {
  it.each([
    { query: '', filter: { page: 0, size: 10 } },
    { query: 'code=ORDER&name=paid&page=2', filter: { page: 2, size: 10, code: 'ORDER', name: 'paid' } },
    { query: 'type=PAYMENT&status=ACTIVE', filter: { page: 0, size: 10, type: 'PAYMENT', status: 'ACTIVE' } },
    { query: 'type=NOPE&status=maybe&page=-1', filter: { page: 0, size: 10 } },
    { query: 'page=1.5', filter: { page: 0, size: 10 } },
  ])('?$query', ({ query, filter }) => {
    expect(filterOf(new URLSearchParams(query))).toEqual(filter);
  });
});

describe('the landing page opens the tab the address names', () => {
  it.each([
    ['', 'event'],
    ['tab=manual', 'manual'],
    ['tab=event', 'event'],
    ['tab=other', 'event'],
  ])('?%s → %s', (query, tab) => {
    expect(tabOf(new URLSearchParams(query))).toBe(tab);
  });
});

describe('an audit entry names the parts of the event an update changed', () => {
  it.each([
    [{ name: 'a', rules: ['STORE:X'] }, { name: 'a', rules: ['STORE:X', 'CATEGORY:FOOD'] }, ['rules']],
    [{ name: 'a', status: 'INACTIVE' }, { name: 'b', status: 'ACTIVE' }, ['name', 'status']],
    [{ templates: { IN_APP: { id: { title: 'x' } } } }, { templates: { IN_APP: { id: { title: 'y' } } } }, ['templates']],
    [null, null, []],
  ])('%j → %j', (before, after, fields) => {
    expect(changedFields(before, after)).toEqual(fields);
  });
});
