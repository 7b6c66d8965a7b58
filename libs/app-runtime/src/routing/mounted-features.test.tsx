import { declareFeature } from '@seller-portal/contracts/core';
import { accessibilities, internalSession, storeSession } from '@seller-portal/contracts/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineFeatureManifest } from './feature-modules';
import { bottomNavbarItemsOf, FeatureSlots, isServed, palettesFor, preloadFeatureSlots, shownMenus, slotsFor } from './mounted-features';
import { paletteWordsMatch } from './palette-actions';

afterEach(cleanup);

const orders = defineFeatureManifest(
  declareFeature({
    name: 'orders',
    prefixes: ['/order-list'],
    access: { mode: 'STORE', codes: ['STORE_ORDER'] },
    apps: ['portal'],
    bottomNav: [{ key: 'orders', to: '/order-list', icon: 'orders', position: 20 }],
  }),
  { slots: [{ place: 'shell', Component: () => <p>new orders</p> }] },
);
const home = defineFeatureManifest(
  declareFeature({
    name: 'dashboard',
    prefixes: ['/dashboard'],
    access: {},
    apps: ['portal'],
    bottomNav: [{ key: 'home', to: '/dashboard', icon: 'home', position: 10 }],
  }),
  { slots: [{ place: 'header', access: { mode: 'STORE' }, load: async () => ({ default: () => <p>bell</p> }), Placeholder: () => <p>bell’s place</p> }] },
);
const features = [orders, home];
const seller = storeSession({ accessibilities: accessibilities('STORE_ORDER') });
const staff = storeSession({ accessibilities: [] });

describe("§6 the session's modules list", () => {
  const listedOrders = defineFeatureManifest(
    declareFeature({
      name: 'orders',
      prefixes: ['/order-list'],
      access: { mode: 'STORE', codes: ['STORE_ORDER'] },
      apps: ['portal'],
      menu: [{ code: 'orders', labelKey: 'menu.orders', to: '/order-list', position: 20 }],
      bottomNav: [{ key: 'orders', to: '/order-list', icon: 'orders', position: 20 }],
    }),
    { slots: [{ place: 'shell', Component: () => <p>new orders</p> }] },
  );
  const mounted = [listedOrders, home];
  const listing = (...modules: string[]) => storeSession({ accessibilities: accessibilities('STORE_ORDER'), modules });

  it.each([
    ['listed: its links, bottom navbar item and always-on parts show', listing('dashboard', 'orders'), true],
    ['left out: none of them', listing('dashboard'), false],
  ])('%s', (_name, session, shown) => {
    expect(isServed(mounted, session, '/order-list')).toBe(shown);
    expect(bottomNavbarItemsOf(mounted, session).map((item) => item.key)).toEqual(shown ? ['home', 'orders'] : ['home']);
    expect(slotsFor(mounted, 'shell', session).length).toBe(shown ? 1 : 0);
    // A feature without a session menu is no child module: the dashboard shows either way.
    expect(isServed(mounted, session, '/dashboard')).toBe(true);
  });
});

describe('what the mounted features show a session', () => {
  it('a path is served by a mounted feature the session opens, or by another frontend', () => {
    expect(isServed(features, seller, '/order-list?status=NEW')).toBe(true);
    expect(isServed(features, staff, '/order-list')).toBe(false);
    expect(isServed(features, seller, '/wallet')).toBe(false);
    expect(isServed(features, seller, '/wallet/history', ['/wallet'])).toBe(true);
  });

  it('menus keep what is served, and a group while one of its entries is', () => {
    const menus = [
      { code: 'orders', name: 'menu.orders', url: '/order-list' },
      { code: 'finance', name: 'menu.finance', subs: [{ code: 'wallet', name: 'menu.wallet', url: '/wallet' }] },
      { code: 'store', name: 'menu.store', subs: [{ code: 'orders-too', name: 'menu.orders', url: '/order-list' }] },
    ];
    expect(shownMenus(menus, (path) => isServed(features, seller, path))).toEqual([menus[0], menus[2]]);
  });

  it('the bottom navbar lists the items the session opens in their declared order', () => {
    expect(bottomNavbarItemsOf(features, seller).map((item) => item.key)).toEqual(['home', 'orders']);
    expect(bottomNavbarItemsOf(features, staff).map((item) => item.key)).toEqual(['home']);
  });

  it('slots render for the sessions their access opens; a lazy one keeps its placeholder while it loads', async () => {
    expect(slotsFor(features, 'shell', staff)).toEqual([]);
    expect(slotsFor(features, 'header', internalSession())).toEqual([]);
    render(
      <>
        <FeatureSlots features={features} place="shell" session={seller} />
        <FeatureSlots features={features} place="header" session={seller} />
      </>,
    );
    expect(screen.getByText('new orders')).toBeTruthy();
    expect(screen.getByText('bell’s place')).toBeTruthy();
    expect(await screen.findByText('bell')).toBeTruthy();
  });

  it('a same-pass slot the frame preloaded renders in the first pass; one not preloaded still comes, after its chunk', async () => {
    let loads = 0;
    const chat = (name: string) =>
      defineFeatureManifest(declareFeature({ name, prefixes: [`/${name}`], access: { mode: 'STORE' }, apps: ['portal'] }), {
        slots: [{ place: 'shell', samePass: true, load: async () => ((loads += 1), { default: () => <p>{name} connection</p> }) }],
      });
    const preloaded = [chat('chat'), home];
    await preloadFeatureSlots(preloaded, 'shell');
    // Only the place's same-pass slots load (the header's bell is not one).
    expect(loads).toBe(1);
    render(<FeatureSlots features={preloaded} place="shell" session={seller} />);
    expect(screen.getByText('chat connection')).toBeTruthy();
    cleanup();
    render(<FeatureSlots features={[chat('later')]} place="shell" session={seller} />);
    expect(screen.queryByText('later connection')).toBeNull();
    expect(await screen.findByText('later connection')).toBeTruthy();
  });
});

describe('the palette’s parts of the mounted features', () => {
  const palette = { load: async () => ({ default: () => null }) };
  const withPalette = defineFeatureManifest(orders.declaration, { palette });
  it('are those of the features the session opens, none for a session without the feature’s codes', () => {
    expect(palettesFor([withPalette, home], seller)).toEqual([{ name: 'orders', palette }]);
    expect(palettesFor([withPalette, home], staff)).toEqual([]);
    expect(palettesFor([withPalette], internalSession())).toEqual([]);
  });

  it.each([
    ['every word typed starts a word of a name', ['Export this month’s orders'], 'exp month', true],
    ['in either name', ['Ekspor pesanan bulan ini', 'export excel'], 'excel', true],
    ['case and punctuation aside', ['Switch store'], 'SWITCH-st', true],
    ['a word that starts none', ['Export this month’s orders'], 'export year', false],
    ['nothing typed', ['Export'], '  ', false],
  ])('match the words typed: %s', (_, names, query, matches) => {
    expect(paletteWordsMatch(names, query)).toBe(matches);
  });
});
