import { describe, expect, it } from 'vitest';
import { shortcutsFor, shortcutsOf } from '@seller-portal/dashboard';
import { portalModules } from './modules';

const held = (...codes: string[]) => ({ accessibilities: codes.map((code) => ({ code })) });

describe('the portal’s dashboard shortcuts (§6: a user must hold all required codes)', () => {
  const rows = [
    { name: 'no codes, no shortcuts', session: held(), expected: [] },
    { name: 'a seller with orders and chat', session: held('STORE_ORDER', 'STORE_CONVERSATION'), expected: ['/order-list', '/conversations'] },
    { name: 'view-only chat does not open the chat shortcut', session: held('STORE_CONVERSATION_VIEW-ONLY'), expected: [] },
    {
      name: 'internal staff',
      session: held('INTERNAL_ANNOUNCEMENT', 'INTERNAL_SELLER-API-CENTER', 'INTERNAL_MOBILE-CONFIG_VIEW'),
      expected: ['/announcement', '/api-center', '/mobile-config'],
    },
  ];
  it.each(rows)('$name', ({ session, expected }) => {
    expect(shortcutsFor(session, shortcutsOf(portalModules)).map((shortcut) => shortcut.to)).toEqual(expected);
  });
});
