import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { declareFeature } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { dashboardManifest } from './manifest';
import { shortcutsFor, tilesFor } from './shortcuts';

const held = (...codes: string[]) => ({ accessibilities: codes.map((code) => ({ code })), mode: { type: 'STORE' as const, code: 'DEMO-60001', state: null } });
const internal = { accessibilities: [], mode: { type: 'INTERNAL' as const, code: null, state: null } };

const orders = declareFeature({
  name: 'orders',
  prefixes: ['/order-list'],
  access: { mode: 'STORE', codes: ['STORE_ORDER'] },
  apps: ['portal'],
  shortcuts: [{ labelKey: 'orders', to: '/order-list', position: 20 }],
  tiles: [{ name: 'orders-to-ship', to: '/order-list' }],
});
const chat = declareFeature({
  name: 'seller-chat',
  prefixes: ['/conversations'],
  access: { mode: 'STORE', anyOfCodes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_VIEW-ONLY'] },
  apps: ['portal'],
  shortcuts: [{ labelKey: 'conversations', to: '/conversations', position: 30, access: { codes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'] } }],
  tiles: [{ name: 'chats-waiting', to: '/conversations' }],
});
const products = declareFeature({
  name: 'products',
  prefixes: ['/external/product'],
  access: { mode: 'STORE' },
  apps: ['portal'],
  shortcuts: [{ labelKey: 'products', to: '/external/product/active/all', position: 40 }],
});
// Listed out of their order: the shortcuts follow their declared positions.
const features = [products, chat, orders].map((feature) => defineFeatureManifest(feature, {}));

describe('the dashboard manifest', () => {
  it('serves /dashboard and /dashboard/apps with their metadata, before and after its chunk loads', async () => {
    await expectManifestServes(dashboardManifest, '/dashboard/apps');
  });

  it('opens /task to STORE sessions only', () => {
    expect(dashboardManifest.routes?.find((route) => route.path === 'task')?.meta.access).toEqual({ mode: 'STORE' });
  });
});

describe('shortcutsFor (§6: the feature’s mode, and every code of the shortcut, else of its feature)', () => {
  const rows = [
    { name: 'no codes, only what the mode opens', session: held(), expected: ['/external/product/active/all'] },
    { name: 'another mode does not open a store’s shortcut', session: internal, expected: [] },
    { name: 'one code opens its shortcut', session: held('STORE_ORDER'), expected: ['/order-list', '/external/product/active/all'] },
    { name: 'one of two required codes is not enough', session: held('STORE_CONVERSATION'), expected: ['/external/product/active/all'] },
    {
      name: 'all codes open all, in their declared order',
      session: held('STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE', 'STORE_ORDER'),
      expected: ['/order-list', '/conversations', '/external/product/active/all'],
    },
  ];
  it.each(rows)('$name', ({ session, expected }) => {
    expect(shortcutsFor(session, features).map((shortcut) => shortcut.to)).toEqual(expected);
  });
});

describe('tilesFor: the figures of the mounted features the session opens', () => {
  it('leaves out a figure whose feature is not mounted or not open to the session', () => {
    expect([...tilesFor(held('STORE_CONVERSATION_VIEW-ONLY'), features).keys()]).toEqual(['chats-waiting']);
    expect([...tilesFor(held('STORE_ORDER', 'STORE_CONVERSATION'), features).keys()]).toEqual(['chats-waiting', 'orders-to-ship']);
    expect([...tilesFor(internal, features).keys()]).toEqual([]);
  });
});
