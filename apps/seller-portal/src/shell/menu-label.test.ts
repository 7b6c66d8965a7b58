import { createI18n, addResourceBundles } from '@seller-portal/i18n';
import { describe, expect, it } from 'vitest';
import { portalResources } from '../i18n/resources';
import { isExternalUrl, menuLabel } from './menu-label';

describe('menuLabel (session menus translated through menu.*)', () => {
  const rows = [
    { lng: 'en' as const, name: 'menu.orders', expected: 'Orders' },
    { lng: 'id' as const, name: 'menu.orders', expected: 'Pesanan' },
    { lng: 'id' as const, name: 'orders', expected: 'Pesanan' },
    { lng: 'en' as const, name: 'menu.finance', expected: 'Finance' },
    { lng: 'id' as const, name: 'menu.pickupPoints', expected: 'Titik pengambilan' },
    { lng: 'en' as const, name: 'menu.unknownArea', expected: 'unknown-area' },
  ];
  it.each(rows)('$lng $name → $expected', ({ lng, name, expected }) => {
    const i18n = createI18n({ lng });
    addResourceBundles(i18n, [portalResources]);
    expect(menuLabel(i18n.t, { code: 'unknown-area', name })).toBe(expected);
  });
});

describe('isExternalUrl', () => {
  const rows = [
    { url: '/order-list', external: false },
    { url: 'https://help.example/seller', external: true },
    { url: '//cdn.example/x', external: true },
    { url: 'pengembangan-usaha/fbb', external: false },
  ];
  it.each(rows)('$url', ({ url, external }) => {
    expect(isExternalUrl(url)).toBe(external);
  });
});
