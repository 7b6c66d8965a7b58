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
});
