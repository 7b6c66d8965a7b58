import { describe, expect, it } from 'vitest';
import { changedParts } from './history';

const saved = {
  category: 'ANNOUNCEMENT',
  link: null,
  content: { IN_APP: { id: { title: 'a', body: 'b' }, en: { title: 'c', body: 'd' } } },
  audience: { type: 'ALL', values: [] },
  status: 'DRAFT',
  scheduledAt: null,
  version: 1,
};

describe('what an update of a manual notification changed', () => {
  it.each([
    ['nothing but the version', { version: 2 }, []],
    ['the category', { category: 'PROMOTION' }, ['category']],
    ['the link', { link: '/order-list' }, ['link']],
    ['one text', { content: { IN_APP: { id: { title: 'a', body: 'b' }, en: { title: 'c', body: 'e' } } } }, ['content']],
    ['the same texts in another key order', { content: { IN_APP: { en: { body: 'd', title: 'c' }, id: { body: 'b', title: 'a' } } } }, []],
    ['the audience', { audience: { type: 'STORE_CODES', values: ['DEMO-60001'] } }, ['audience']],
    ['a schedule', { status: 'SCHEDULED', scheduledAt: '2026-12-12T02:30:00.000Z' }, ['schedule']],
    ['texts and audience at once', { link: '/x', audience: { type: 'BUSINESS_TYPES', values: ['OFFICIAL'] } }, ['link', 'audience']],
  ])('%s', (_name, change, parts) => {
    expect(changedParts(saved, { ...saved, ...change })).toEqual(parts);
  });

  it('reads a missing side as empty', () => {
    expect(changedParts(null, null)).toEqual([]);
  });
});
