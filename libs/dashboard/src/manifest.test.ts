import type { FeatureManifest } from '@seller-portal/app-runtime';
import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { describe, expect, it } from 'vitest';
import { createDashboardManifest } from './manifest';
import { shortcutsFor, shortcutsOf } from './shortcuts';

const held = (...codes: string[]) => ({ accessibilities: codes.map((code) => ({ code })) });

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

describe('shortcutsFor (§6: every required code held)', () => {
  const shortcuts = shortcutsOf([orders, chat]);
  const rows = [
    { name: 'no codes, no shortcuts', session: held(), expected: [] },
    { name: 'one code opens its shortcut', session: held('STORE_ORDER'), expected: ['/order-list'] },
    { name: 'one of two required codes is not enough', session: held('STORE_CONVERSATION'), expected: [] },
    {
      name: 'all codes open all, in the order of the modules',
      session: held('STORE_CONVERSATION', 'STORE_CONVERSATION_REPLY', 'STORE_ORDER'),
      expected: ['/order-list', '/conversations'],
    },
  ];
  it.each(rows)('$name', ({ session, expected }) => {
    expect(shortcutsFor(session, shortcuts).map((shortcut) => shortcut.to)).toEqual(expected);
  });
});
