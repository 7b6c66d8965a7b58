import { describe, expect, it } from 'vitest';
import {
  defaultPreference,
  isMandatoryPreference,
  isNotificationLink,
  notificationDeliveryRequestSchema,
  notificationStatusQuerySchema,
  notificationSummaryQuerySchema,
} from './notifications';

describe('isNotificationLink', () => {
  it.each([
    ['/order-list', true],
    ['/order-list?status=NEW#top', true],
    ['https://seller.example.com/help', true],
    ['//evil.example/x', false],
    ['http://seller.example.com/help', false],
    ['javascript:alert(1)', false],
    ['https://user:secret@seller.example.com/', false],
    ['/path with space', false],
    ['/back\\slash', false],
    ['order-list', false],
    [`/${'x'.repeat(2000)}`, false],
  ])('%s → %s', (link, expected) => {
    expect(isNotificationLink(link)).toBe(expected);
  });
});

describe('preferences', () => {
  it.each([
    ['IN_APP', true],
    ['EMAIL', true],
    ['PUSH', true],
    ['WHATSAPP', false],
  ] as const)('%s is on by default: %s', (channel, expected) => {
    expect(defaultPreference(channel)).toBe(expected);
  });

  it.each([
    ['IN_APP', 'ACCOUNT', true],
    ['IN_APP', 'SYSTEM', true],
    ['IN_APP', 'ORDER', false],
    ['EMAIL', 'ACCOUNT', false],
  ] as const)('%s × %s is mandatory: %s', (channel, category, expected) => {
    expect(isMandatoryPreference(channel, category)).toBe(expected);
  });
});

describe('request schemas', () => {
  const text = { id: { title: 'Judul', body: 'Isi' }, en: { title: 'Title', body: 'Body' } };

  it('accepts a delivery with one channel and trims its texts', () => {
    const parsed = notificationDeliveryRequestSchema.parse({
      source: { kind: 'EVENT', code: 'ORDER_CREATED' },
      category: 'ORDER',
      storeCodes: ['DEMO-60001'],
      content: { IN_APP: { ...text, en: { title: '  Title  ', body: 'Body' }, link: '/order-list' } },
    });
    expect(parsed.content.IN_APP?.en.title).toBe('Title');
  });

  it.each([
    ['an unknown channel', { SMS: text }],
    ['a missing language', { IN_APP: { id: text.id } }],
    ['a bad link', { EMAIL: { ...text, link: 'ftp://x' } }],
  ])('refuses %s', (_, content) => {
    const result = notificationDeliveryRequestSchema.safeParse({ source: { kind: 'MANUAL', code: '1' }, category: 'ORDER', storeCodes: [], content });
    expect(result.success).toBe(false);
  });

  it('pages the summary by default 20 from page 0 and reads the unread flag', () => {
    expect(notificationSummaryQuerySchema.parse({})).toEqual({ page: 0, size: 20 });
    expect(notificationSummaryQuerySchema.parse({ unread: 'true', page: '2' })).toMatchObject({ unread: true, page: 2 });
  });

  it.each(['0', '01', '-5', '1.5', 'x', '1234567890123456789'])('refuses the notificationDetailId %s', (id) => {
    expect(notificationStatusQuerySchema.safeParse({ notificationDetailId: id }).success).toBe(false);
  });
});
