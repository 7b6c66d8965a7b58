import { createI18n } from '@seller-portal/i18n';
import { describe, expect, it } from 'vitest';
import { partnerNotificationEventsResources } from './resources';

describe('the events’ texts', () => {
  // Each language's own plural rules: English says "1 rule", Indonesian has one form.
  it.each([
    ['en', 1, '1 rule · Email'],
    ['en', 3, '3 rules · Email'],
    ['en', 0, '0 rules · Email'],
    ['id', 1, '1 aturan · Email'],
    ['id', 3, '3 aturan · Email'],
  ] as const)('%s: %d rules → "%s"', (lng, count, text) => {
    const i18n = createI18n({ lng, resources: [partnerNotificationEventsResources] });
    expect(i18n.t('list.reachText', { ns: 'partner-notification-events', count, channels: 'Email' })).toBe(text);
  });
});
