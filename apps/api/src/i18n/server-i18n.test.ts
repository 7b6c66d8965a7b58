import { describe, expect, it } from 'vitest';
import en from './en.json' with { type: 'json' };
import id from './id.json' with { type: 'json' };
import { serverT } from './server-i18n';

const keysOf = (resource: object, prefix = ''): string[] =>
  Object.entries(resource).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

describe('server texts', () => {
  it('exist in Indonesian and English with the same keys', () => {
    expect(keysOf(id).sort()).toEqual(keysOf(en).sort());
  });

  it.each([
    ['id', 'seller-portal belum dibangun'],
    ['en', 'seller-portal is not built yet'],
  ] as const)('translate into %s', (language, text) => {
    expect(serverT(language)('missingBuild.title', { app: 'seller-portal' })).toBe(text);
  });

  it('escape interpolated values for HTML', () => {
    expect(serverT('en')('missingBuild.title', { app: '<b>' })).toContain('&lt;b&gt;');
  });

  // Counts are worded through i18next plurals: "within 1 hour", never "within 1 hours".
  it.each([
    ['en', 'delivery.link.RESET_PASSWORD.text', { hours: 1 }, 'within 1 hour to'],
    ['en', 'delivery.link.RESET_PASSWORD.text', { hours: 24 }, 'within 24 hours to'],
    ['id', 'delivery.link.RESET_PASSWORD.text', { hours: 1 }, 'dalam 1 jam untuk'],
    ['en', 'delivery.code.MFA.text', { code: '123456', minutes: 1 }, 'valid for 1 minute.'],
    ['en', 'delivery.code.MFA.text', { code: '123456', minutes: 5 }, 'valid for 5 minutes.'],
    ['id', 'delivery.code.MFA.text', { code: '123456', minutes: 5 }, 'selama 5 menit.'],
    ['en', 'delivery.notice.MFA_LOCKED.text', { minutes: 1 }, 'locked for 1 minute.'],
    ['en', 'delivery.notice.MFA_LOCKED.text', { minutes: 30 }, 'locked for 30 minutes.'],
  ] as const)('word counts by plural rules (%s %s %o)', (language, key, values, words) => {
    expect(serverT(language)(key, { ...values, interpolation: { escapeValue: false } })).toContain(words);
  });

  it.each(['id', 'en'] as const)('name the product as the portal does in %s', (language) => {
    const t = serverT(language);
    const texts = [
      t('delivery.footer'),
      t('delivery.notification.footer'),
      t('delivery.link.RESET_PASSWORD.subject'),
      t('delivery.code.MFA.text', { code: '1', minutes: 5 }),
    ];
    for (const text of texts) {
      expect(text).toContain('Seller Center');
      expect(text).not.toContain('Seller Portal');
    }
  });
});
