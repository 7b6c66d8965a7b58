import type { FeatureManifest } from '@seller-portal/app-runtime';
import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { describe, expect, it } from 'vitest';
import { createDashboardManifest } from './manifest';
import { shortcutsFor, shortcutsOf } from './shortcuts';

const held = (...codes: string[]) => ({ accessibilities: codes.map((code) => ({ code })), mode: { type: 'STORE' as const, code: 'DEMO-60001', state: null } });
const internal = { accessibilities: [], mode: { type: 'INTERNAL' as const, code: null, state: null } };

const orders: FeatureManifest = { name: 'order', prefixes: ['/order-list'], shortcuts: [{ labelKey: 'orders', to: '/order-list', requires: ['STORE_ORDER'] }] };
const chat: FeatureManifest = {
  name: 'seller-chat',
  prefixes: ['/conversations'],
  shortcuts: [{ labelKey: 'conversations', to: '/conversations', requires: ['STORE_CONVERSATION', 'STORE_CONVERSATION_REPLY'] }],
};

describe('the dashboard manifest', () => {
  it('serves /dashboard and /dashboard/apps with their metadata, before and after its chunk loads', async () => {
    await expectManifestServes(
      createDashboardManifest(() => [orders]),
      '/dashboard/apps',
    );
  });
});

describe('shortcutsFor (§6: the mode a shortcut names, and every required code held)', () => {
  const products: FeatureManifest = {
    name: 'products',
    prefixes: ['/external/product'],
    shortcuts: [{ labelKey: 'products', to: '/external/product/active/all', requires: [], mode: 'STORE' }],
  };
  const shortcuts = shortcutsOf([orders, chat, products]);
  const rows = [
    { name: 'no codes, only what the mode opens', session: held(), expected: ['/external/product/active/all'] },
    { name: 'another mode does not open a store’s shortcut', session: internal, expected: [] },
    { name: 'one code opens its shortcut', session: held('STORE_ORDER'), expected: ['/order-list', '/external/product/active/all'] },
    { name: 'one of two required codes is not enough', session: held('STORE_CONVERSATION'), expected: ['/external/product/active/all'] },
    {
      name: 'all codes open all, in the order of the modules',
      session: held('STORE_CONVERSATION', 'STORE_CONVERSATION_REPLY', 'STORE_ORDER'),
      expected: ['/order-list', '/conversations', '/external/product/active/all'],
    },
  ];
  it.each(rows)('$name', ({ session, expected }) => {
    expect(shortcutsFor(session, shortcuts).map((shortcut) => shortcut.to)).toEqual(expected);
  });
});
