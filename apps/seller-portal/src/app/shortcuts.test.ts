import { describe, expect, it } from 'vitest';
import { shortcutsFor, shortcutsOf } from '@seller-portal/dashboard';
import { portalModules } from './modules';

const held = (...codes: string[]) => ({ accessibilities: codes.map((code) => ({ code })), mode: null });
const store = (...codes: string[]) => ({ ...held(...codes), mode: { type: 'STORE' as const, code: 'DEMO-60001', state: null } });
const internal = (...codes: string[]) => ({ ...held(...codes), mode: { type: 'INTERNAL' as const, code: null, state: null } });

describe('the portal’s dashboard shortcuts (§6: a user must hold all required codes)', () => {
  const rows = [
    { name: 'no codes, no shortcuts', session: held(), expected: [] },
    {
      name: 'a seller with orders, chat and products',
      session: store('STORE_ORDER', 'STORE_CONVERSATION', 'STORE_PRODUCT'),
      expected: ['/order-list', '/conversations', '/external/product/active/all'],
    },
    {
      name: 'chat without STORE_PRODUCT opens no products shortcut',
      session: store('STORE_ORDER', 'STORE_CONVERSATION'),
      expected: ['/order-list', '/conversations'],
    },
    {
      name: 'view-only chat does not open the chat shortcut',
      session: store('STORE_CONVERSATION_VIEW-ONLY', 'STORE_PRODUCT'),
      expected: ['/external/product/active/all'],
    },
    { name: 'products are a store’s: no mode, no products shortcut', session: held('STORE_ORDER', 'STORE_PRODUCT'), expected: ['/order-list'] },
    {
      name: 'internal staff',
      session: internal('INTERNAL_ANNOUNCEMENT', 'INTERNAL_SELLER-API-CENTER', 'INTERNAL_MOBILE-CONFIG_VIEW'),
      expected: ['/announcement', '/api-center', '/mobile-config'],
    },
  ];
  it.each(rows)('$name', ({ session, expected }) => {
    expect(shortcutsFor(session, shortcutsOf(portalModules)).map((shortcut) => shortcut.to)).toEqual(expected);
  });
});
