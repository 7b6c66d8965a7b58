import { describe, expect, it } from 'vitest';
import { accessOf, featureOfCallAccess, impliesAccess } from '@seller-portal/contracts/core';
import {
  channelsOf,
  manualNotificationCalls,
  manualNotificationProblem,
  manualNotificationTitle,
  type ManualNotificationRequest,
} from './manual-notifications';
import { partnerNotificationsFeature } from './partner-notifications-feature';

const now = Date.UTC(2026, 10, 25, 5, 0);
const text = { id: { title: 'Judul', body: 'Isi' }, en: { title: 'Title', body: 'Text' } };
const valid: ManualNotificationRequest = {
  category: 'ANNOUNCEMENT',
  link: null,
  content: { IN_APP: text },
  audience: { type: 'ALL', values: [] },
  sendMode: 'DRAFT',
};

describe('the rules of a manual notification, as the form and the server say them', () => {
  it.each([
    ['a draft with one channel in both languages is fine', {}, null],
    ['a schedule in the future is fine', { sendMode: 'SCHEDULE', scheduledAt: now + 60_000 }, null],
    ['send now needs no time', { sendMode: 'NOW', scheduledAt: now - 60_000 }, null],
    ['a draft keeps no time, even a past one', { scheduledAt: now - 60_000 }, null],
    ['no channel', { content: {} }, 'MANUAL_NOTIFICATION_CHANNEL_MISSING'],
    ['a blank Indonesian body', { content: { EMAIL: { ...text, id: { title: 'Judul', body: '  ' } } } }, 'MANUAL_NOTIFICATION_CONTENT_BLANK'],
    ['a blank English title', { content: { PUSH: { ...text, en: { title: '', body: 'Text' } } } }, 'MANUAL_NOTIFICATION_CONTENT_BLANK'],
    ['a portal path as the link', { link: '/order-list?status=NEW' }, null],
    ['an https link', { link: 'https://seller.example.com/promo' }, null],
    ['an http link', { link: 'http://example.com' }, 'MANUAL_NOTIFICATION_LINK_INVALID'],
    ['a link to another host without a scheme', { link: '//evil.example.com' }, 'MANUAL_NOTIFICATION_LINK_INVALID'],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'MANUAL_NOTIFICATION_LINK_INVALID'],
    ['STORE_CODES without a store', { audience: { type: 'STORE_CODES', values: [] } }, 'MANUAL_NOTIFICATION_AUDIENCE_EMPTY'],
    ['BUSINESS_TYPES with blanks only', { audience: { type: 'BUSINESS_TYPES', values: [' '] } }, 'MANUAL_NOTIFICATION_AUDIENCE_EMPTY'],
    ['a schedule without a time', { sendMode: 'SCHEDULE', scheduledAt: null }, 'MANUAL_NOTIFICATION_SCHEDULE_MISSING'],
    ['a schedule in the past', { sendMode: 'SCHEDULE', scheduledAt: now - 1 }, 'MANUAL_NOTIFICATION_SCHEDULE_PAST'],
    ['a schedule at this very moment', { sendMode: 'SCHEDULE', scheduledAt: now }, 'MANUAL_NOTIFICATION_SCHEDULE_PAST'],
  ] as const)('%s', (_name, overrides, problem) => {
    expect(manualNotificationProblem({ ...valid, ...(overrides as Partial<ManualNotificationRequest>) }, now)).toBe(problem);
  });
});

it('names the channels in their fixed order and titles a notification by its first channel', () => {
  const content = { PUSH: text, IN_APP: { ...text, en: { title: ' ', body: 'x' } } };
  expect(channelsOf(content)).toEqual(['IN_APP', 'PUSH']);
  expect(manualNotificationTitle(content, 'en')).toBe('Judul');
  expect(manualNotificationTitle(content, 'id')).toBe('Judul');
  expect(manualNotificationTitle({}, 'id')).toBe('');
});

it('its calls need their own code alone, its pages the area’s too: a page admits no session the calls it makes refuse', () => {
  const callAccess = (call: { access: object }) => featureOfCallAccess(call.access)?.access;
  expect(callAccess(manualNotificationCalls.detail)).toEqual({ mode: 'INTERNAL', codes: ['INTERNAL_NOTIFICATION_MANUAL-SEE'] });
  const pages = [
    ['manualSeePage', [manualNotificationCalls.detail, manualNotificationCalls.history]],
    ['manualSavePage', [manualNotificationCalls.create]],
    ['manualEditPage', [manualNotificationCalls.detail, manualNotificationCalls.update]],
  ] as const;
  for (const [page, calls] of pages) {
    const pageAccess = accessOf(partnerNotificationsFeature, page);
    expect(pageAccess.codes, page).toContain('INTERNAL_NOTIFICATION');
    for (const call of calls) expect(impliesAccess(pageAccess, callAccess(call) ?? {}), `${page} → ${call.path}`).toBe(true);
  }
});
