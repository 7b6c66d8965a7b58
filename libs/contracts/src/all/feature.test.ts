import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import {
  accessOf,
  declareFeature,
  featureServing,
  holdsAccess,
  impliesAccess,
  isFeatureDeclaration,
  listsFeature,
  partAccess,
  sessionMenusOf,
  type Access,
} from '@seller-portal/contracts/core';

const declarations = (Object.values(contracts) as unknown[]).filter(isFeatureDeclaration);
const session = (mode: 'STORE' | 'INTERNAL' | null, ...codes: string[]) => ({
  mode: mode && { type: mode, code: mode === 'STORE' ? 'DEMO-60001' : null, state: null },
  accessibilities: codes.map((code) => ({ code })),
});

describe('holdsAccess (§6: the mode, every code, one of the any-of codes)', () => {
  const rows: { name: string; access: Access; held: ReturnType<typeof session>; expected: boolean }[] = [
    { name: 'no access declared: any signed-in session', access: {}, held: session(null), expected: true },
    { name: 'the mode it needs', access: { mode: 'STORE' }, held: session('STORE'), expected: true },
    { name: 'another mode', access: { mode: 'STORE' }, held: session('INTERNAL', 'STORE_ORDER'), expected: false },
    { name: 'no mode chosen', access: { mode: 'STORE' }, held: session(null), expected: false },
    { name: 'every code held', access: { codes: ['STORE_ORDER', 'STORE_PRODUCT'] }, held: session('STORE', 'STORE_ORDER', 'STORE_PRODUCT'), expected: true },
    { name: 'one of two codes is not enough', access: { codes: ['STORE_ORDER', 'STORE_PRODUCT'] }, held: session('STORE', 'STORE_ORDER'), expected: false },
    {
      name: 'one of the any-of codes',
      access: { anyOfCodes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_VIEW-ONLY'] },
      held: session('STORE', 'STORE_CONVERSATION_VIEW-ONLY'),
      expected: true,
    },
    { name: 'none of the any-of codes', access: { anyOfCodes: ['STORE_CONVERSATION'] }, held: session('STORE', 'STORE_ORDER'), expected: false },
  ];
  it.each(rows)('$name', ({ access, held, expected }) => expect(holdsAccess(held, access)).toBe(expected));
});

describe("listsFeature (§6: child modules are exposed according to the session's modules list)", () => {
  const orders = declareFeature({
    name: 'orders',
    prefixes: ['/order-list'],
    access: { mode: 'STORE', codes: ['STORE_ORDER'] },
    apps: ['portal'],
    menu: [{ code: 'orders', labelKey: 'menu.orders', to: '/order-list', position: 20 }],
  });
  const products = declareFeature({
    name: 'products',
    prefixes: ['/external/product', '/product-review'],
    access: { mode: 'STORE', anyOfCodes: ['STORE_PRODUCT', 'STORE_PRODUCT-REVIEW'] },
    apps: ['portal'],
    menu: [{ code: 'products', labelKey: 'menu.products', to: '/external/product/active/all', position: 40, access: { codes: ['STORE_PRODUCT'] } }],
  });
  const downloads = declareFeature({ name: 'downloads', prefixes: ['/download'], access: {}, apps: ['portal'] });
  const dashboard = declareFeature({
    name: 'dashboard',
    prefixes: ['/dashboard'],
    access: {},
    apps: ['portal'],
    menu: [{ code: 'dashboard', labelKey: 'menu.dashboard', to: '/dashboard', position: 10, modes: ['STORE', 'VENDOR'] }],
  });
  const listing = (modules: string[] | undefined, mode: 'STORE' | 'INTERNAL' | null, ...codes: string[]) => ({
    ...session(mode, ...codes),
    ...(modules && { modules }),
  });
  const rows = [
    { name: 'a child module the server lists', feature: orders, held: listing(['orders'], 'STORE', 'STORE_ORDER'), expected: true },
    { name: 'a child module the server left out', feature: orders, held: listing(['dashboard'], 'STORE', 'STORE_ORDER'), expected: false },
    { name: 'a child module of a menu without codes, left out for this mode', feature: dashboard, held: listing(['orders'], 'STORE'), expected: false },
    { name: 'the same menu is not in the menus of another mode', feature: dashboard, held: listing([], 'INTERNAL'), expected: true },
    { name: 'a feature without menus is no child module', feature: downloads, held: listing([], 'STORE'), expected: true },
    { name: 'no menu entry open to the session: its access decides', feature: products, held: listing([], 'STORE', 'STORE_PRODUCT-REVIEW'), expected: true },
    { name: 'its menu entry open to the session, left out', feature: products, held: listing(['dashboard'], 'STORE', 'STORE_PRODUCT'), expected: false },
    { name: 'without a mode nothing is closed', feature: orders, held: listing(['dashboard'], null, 'STORE_ORDER'), expected: true },
    { name: 'without a modules list nothing is closed', feature: orders, held: listing(undefined, 'STORE', 'STORE_ORDER'), expected: true },
    { name: 'with an empty modules list nothing is closed', feature: orders, held: listing([], 'STORE', 'STORE_ORDER'), expected: true },
  ];
  it.each(rows)('$name', ({ feature, held, expected }) => expect(listsFeature(held, feature)).toBe(expected));

  it('lists every declared feature for a session of the menus the server builds from the declarations', () => {
    const menus = sessionMenusOf(declarations);
    const modulesOf = (list: typeof menus.STORE): string[] => list.flatMap((menu) => [...(menu.module ? [menu.module] : []), ...modulesOf(menu.subs ?? [])]);
    const allCodes = declarations.flatMap((feature) => [...(feature.access.codes ?? []), ...(feature.access.anyOfCodes ?? [])]);
    for (const mode of ['STORE', 'INTERNAL'] as const) {
      const held = { ...session(mode, ...allCodes), modules: modulesOf(menus[mode]) };
      for (const feature of declarations) expect(listsFeature(held, feature), `${feature.name} in ${mode}`).toBe(true);
    }
  });
});

describe('a part’s access', () => {
  it('takes its own codes in the feature’s mode', () => {
    expect(partAccess({ mode: 'INTERNAL', codes: ['INTERNAL_MOBILE-CONFIG_VIEW'] }, { codes: ['INTERNAL_MOBILE-CONFIG_ADD'] })).toEqual({
      mode: 'INTERNAL',
      codes: ['INTERNAL_MOBILE-CONFIG_ADD'],
    });
    expect(accessOf(contracts.sellerChatFeature, 'write')).toEqual({ mode: 'STORE', codes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'] });
    expect(accessOf(contracts.ordersFeature)).toBe(contracts.ordersFeature.access);
  });

  it('accepts only codes of the vocabulary (a typo does not compile)', () => {
    const feature = declareFeature({
      name: 'typo',
      prefixes: ['/typo'],
      // @ts-expect-error 'STORE_ORDERS' is not an accessibility code of vocabulary.ts
      access: { mode: 'STORE', codes: ['STORE_ORDERS'] },
      apps: ['portal'],
    });
    // @ts-expect-error a mode that does not exist
    const mode: Access = { mode: 'SELLER' };
    expect([feature.name, mode]).toBeTruthy();
  });
});

describe('the feature declarations of contracts', () => {
  it('are found among its exports, one name each', () => {
    const names = declarations.map((feature) => feature.name);
    expect(names).toContain('orders');
    expect(new Set(names).size).toBe(names.length);
  });

  it('serve disjoint page paths', () => {
    for (const feature of declarations) {
      for (const prefix of feature.prefixes) expect(featureServing(declarations, prefix), prefix).toBe(feature);
    }
  });

  it('lead their menu entries, bottom navbar items, shortcuts and figures to their own pages', () => {
    for (const feature of declarations) {
      const links = [...(feature.menu ?? []), ...(feature.bottomNav ?? []), ...(feature.shortcuts ?? []), ...(feature.tiles ?? [])];
      for (const link of links) expect(featureServing(declarations, link.to)?.name, `${feature.name} → ${link.to}`).toBe(feature.name);
    }
  });

  it('give each menu entry a code of its own within a mode', () => {
    const codes = declarations.flatMap((feature) => (feature.menu ?? []).map((entry) => entry.code));
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('impliesAccess: a narrower access admits no session the wider one refuses', () => {
  const rows: { name: string; narrow: Access; wide: Access; expected: boolean }[] = [
    { name: 'the same', narrow: { mode: 'STORE', codes: ['STORE_ORDER'] }, wide: { mode: 'STORE', codes: ['STORE_ORDER'] }, expected: true },
    {
      name: 'one more code',
      narrow: { mode: 'STORE', codes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'] },
      wide: { mode: 'STORE', codes: ['STORE_CONVERSATION'] },
      expected: true,
    },
    { name: 'another mode', narrow: { mode: 'INTERNAL' }, wide: { mode: 'STORE' }, expected: false },
    { name: 'a code missing', narrow: { mode: 'STORE' }, wide: { mode: 'STORE', codes: ['STORE_ORDER'] }, expected: false },
    {
      name: 'one of the any-of codes',
      narrow: { mode: 'STORE', codes: ['STORE_CONVERSATION'] },
      wide: { mode: 'STORE', anyOfCodes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_VIEW-ONLY'] },
      expected: true,
    },
    {
      name: 'none of the any-of codes',
      narrow: { mode: 'STORE', codes: ['STORE_ORDER'] },
      wide: { mode: 'STORE', anyOfCodes: ['STORE_CONVERSATION'] },
      expected: false,
    },
  ];
  it.each(rows)('$name', ({ narrow, wide, expected }) => expect(impliesAccess(narrow, wide)).toBe(expected));
});

describe('sessionMenusOf: the §3 session menus from the declarations', () => {
  it('lists each entry in its modes by position, its feature as module, under its group', () => {
    const wallet = declareFeature({
      name: 'wallet',
      prefixes: ['/wallet', '/settlements'],
      access: { mode: 'STORE', codes: ['STORE_STORE-WALLET_VIEW'] },
      apps: ['portal'],
      menu: [
        { code: 'settlements', labelKey: 'menu.settlements', to: '/settlements', position: 2, group: 'finance' },
        { code: 'wallet', labelKey: 'menu.wallet', to: '/wallet', position: 1, group: 'finance' },
      ],
    });
    const menus = sessionMenusOf([contracts.ordersFeature, contracts.dashboardFeature, wallet]);
    expect(menus.STORE.map((menu) => menu.code)).toEqual(['dashboard', 'orders', 'finance']);
    expect(menus.STORE[1]).toEqual({ code: 'orders', name: 'menu.orders', url: '/order-list', module: 'orders', anyOf: ['STORE_ORDER'], position: 20 });
    expect(menus.STORE[2].subs?.map((menu) => [menu.code, menu.anyOf])).toEqual([
      ['wallet', ['STORE_STORE-WALLET_VIEW']],
      ['settlements', ['STORE_STORE-WALLET_VIEW']],
    ]);
    expect(menus.VENDOR.map((menu) => menu.code)).toEqual(['dashboard']);
    expect(menus.INTERNAL).toEqual([]);
  });

  it('gives every declared menu entry of contracts a row', () => {
    const menus = sessionMenusOf(declarations);
    const codes = Object.values(menus).flatMap((list) => list.flatMap((menu) => [menu.code, ...(menu.subs ?? []).map((sub) => sub.code)]));
    for (const feature of declarations) for (const entry of feature.menu ?? []) expect(codes).toContain(entry.code);
  });
});
