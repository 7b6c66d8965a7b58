import type { ManualNotification } from '@seller-portal/contracts/partner-notifications';
import { describe, expect, it } from 'vitest';
import { draftOf, listOf, requestOf } from './draft';

const text = { id: { title: 'Judul', body: 'Isi' }, en: { title: 'Title', body: 'Text' } };
const saved: ManualNotification = {
  id: 'a',
  category: 'PROMOTION',
  link: '/order-list',
  content: { PUSH: text },
  channels: ['PUSH'],
  audience: { type: 'STORE_CODES', values: ['DEMO-60001', 'DEMO-60009'] },
  status: 'SCHEDULED',
  scheduledAt: new Date(2026, 11, 12, 9, 30).getTime(),
  sending: false,
  sentAt: null,
  delivery: null,
  failureReason: null,
  copiedFrom: null,
  version: 3,
  createdBy: 'a',
  createdAt: 0,
  updatedBy: 'a',
  updatedAt: 0,
};

describe('store codes and business types as typed', () => {
  it.each([
    ['DEMO-60001, DEMO-60009', ['DEMO-60001', 'DEMO-60009']],
    ['DEMO-60001\nDEMO-60009;DEMO-60001', ['DEMO-60001', 'DEMO-60009']],
    ['  ', []],
    ['OFFICIAL', ['OFFICIAL']],
  ])('%j → %j', (typed, list) => expect(listOf(typed)).toEqual(list));
});

describe('the form and the request', () => {
  it('starts a new one as an in-app draft to every seller, suggesting a time in the next hour', () => {
    const now = new Date(2026, 10, 25, 10, 12, 30).getTime();
    const draft = draftOf(null, now);
    expect(draft).toMatchObject({ category: 'ANNOUNCEMENT', audienceType: 'ALL', sendMode: 'DRAFT', scheduledAt: '2026-11-25T11:13' });
    expect(Object.entries(draft.channels).filter(([, on]) => on)).toEqual([['IN_APP', true]]);
  });

  it('edits a scheduled one as it was saved, and sends back what it was', () => {
    const draft = draftOf(saved, 0);
    expect(draft).toMatchObject({ sendMode: 'SCHEDULE', scheduledAt: '2026-12-12T09:30', audienceValues: 'DEMO-60001, DEMO-60009' });
    expect(requestOf(draft)).toEqual({
      category: 'PROMOTION',
      link: '/order-list',
      content: { PUSH: text },
      audience: { type: 'STORE_CODES', values: ['DEMO-60001', 'DEMO-60009'] },
      sendMode: 'SCHEDULE',
      scheduledAt: saved.scheduledAt,
    });
  });

  it('sends only the chosen channels, no list for every seller, and no time unless scheduled', () => {
    const draft = draftOf(saved, 0);
    const request = requestOf({ ...draft, channels: { ...draft.channels, PUSH: false, EMAIL: true }, audienceType: 'ALL', sendMode: 'NOW', link: ' ' });
    expect(request).toMatchObject({
      content: { EMAIL: { id: { title: '', body: '' } } },
      audience: { type: 'ALL', values: [] },
      scheduledAt: null,
      link: null,
    });
    expect(Object.keys(request.content)).toEqual(['EMAIL']);
  });
});
