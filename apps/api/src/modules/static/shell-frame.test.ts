import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Session } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { declaredFeatures } from '../../db/reference-data';
import { inlineScriptHashes } from './content-security';
import { drawsShellFrame, initialsOf, shellFrameHtml, shellFrameScriptHash, withShellFrame } from './shell-frame';

const repository = resolve(import.meta.dirname, '../../../../..');
const json = (path: string) => JSON.parse(readFileSync(resolve(repository, path), 'utf8')) as Record<string, Record<string, string>>;

const storeOwner: Session = {
  username: 'seller@demo.test',
  userId: 'u1',
  mode: { type: 'STORE', code: 'DEMO-60001', state: 'ACTIVE' },
  modes: ['STORE'],
  switchableMode: false,
  modules: [],
  menus: [],
  accessibilities: ['STORE_ORDER', 'STORE_PRODUCT', 'STORE_CONVERSATION'].map((code) => ({ code })),
  pickupPoints: [],
  customFields: { storeName: 'Toko Demo <Sejahtera>', displayName: 'Sari Penjual' },
} as unknown as Session;

const frameOf = (overrides: Partial<Parameters<typeof shellFrameHtml>[0]> = {}) =>
  shellFrameHtml({
    path: '/order-list',
    session: storeOwner,
    language: 'id',
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/131.0 Mobile Safari/537.36',
    channelCookie: undefined,
    embedded: false,
    features: declaredFeatures,
    rebrandingDashboard: 'true',
    ...overrides,
  });

describe('the signed-in frame of a daily page', () => {
  it('says what the shell says, in both languages (its texts are the shell’s own)', () => {
    for (const language of ['id', 'en'] as const) {
      const shell = json(`libs/shell/src/i18n/${language}.json`);
      const frame = frameOf({ language }) ?? '';
      for (const key of ['home', 'orders', 'chat', 'products', 'account']) expect(frame).toContain(`<span>${shell.bottomNav[key]}</span>`);
      for (const key of ['title', 'text', 'allow', 'later']) expect(frame).toContain(`>${shell.webPush[key]}<`);
      expect(frame).toContain(`<span>${json(`libs/i18n/src/i18n/${language}.json`).common.appName}</span>`);
    }
  });

  it('draws the store’s initials as the shell’s avatar does (libs/ui `initialsOf`), escaped', () => {
    expect(['Toko Maju Jaya', 'ärzte', '  ', '😀 Toko'].map(initialsOf)).toEqual(['TJ', 'Ä', '', '😀T']);
    expect(frameOf()).toContain('<span class="sf-avatar">T&lt;</span>');
  });

  it('lists the bottom navbar the session’s codes open, the current page marked', () => {
    const frame = frameOf() ?? '';
    expect(frame.match(/class="sf-item"/g)?.length).toBe(5);
    expect(frame).toMatch(/class="sf-item" data-active><svg[^]*?<span>Pesanan<\/span>/);
    const withoutProducts = frameOf({ session: { ...storeOwner, accessibilities: [{ code: 'STORE_ORDER' }, { code: 'STORE_CONVERSATION' }] } }) ?? '';
    expect(withoutProducts).not.toContain('Produk');
  });

  it('draws the mobile balances bar on the dashboard only when the config turns it on', () => {
    expect(frameOf({ path: '/dashboard' })).toContain('class="sf-balances"');
    expect(frameOf({ path: '/dashboard', rebrandingDashboard: 'false' })).not.toContain('class="sf-balances"');
    expect(frameOf()).not.toContain('class="sf-balances"');
  });

  it.each([
    ['a page that is not a daily one', { path: '/settings/notification' }],
    ['an embedded page', { embedded: true }],
    ['the Android app', { userAgent: 'Mozilla/5.0 Pixel 7 MTA-Android/1.174.0' }],
    ['the app channel', { channelCookie: 'APP' }],
    ['a session without a mode', { session: { ...storeOwner, mode: null } as unknown as Session }],
  ])('draws nothing for %s', (_, overrides) => {
    expect(drawsShellFrame({ path: '/order-list', session: storeOwner, userAgent: undefined, channelCookie: undefined, embedded: false, ...overrides })).toBe(
      false,
    );
  });

  it('comes with its prompt script, whose hash the page’s policy allows, before #root', () => {
    const frame = frameOf() ?? '';
    expect(inlineScriptHashes(frame)).toEqual([shellFrameScriptHash]);
    expect(withShellFrame('<body><div id="root"></div></body>', frame)).toBe(`<body>${frame}<div id="root"></div></body>`);
  });
});
