import {
  bottomNavbarItemsOf,
  createModuleRegistry,
  defineFeatureManifest,
  isServed,
  shownMenus,
  type FeatureManifest,
  type MatchedRoute,
} from '@seller-portal/app-runtime';
import { accessOf, isFeatureDeclaration, type FeatureDeclaration, type SessionMenu } from '@seller-portal/contracts/core';
import { ordersFeature } from '@seller-portal/contracts/orders';
import { accessibilities, internalSession, storeSession } from '@seller-portal/contracts/testing';
import { shortcutsFor, tilesFor } from '@seller-portal/dashboard';
import { checkRouteAccess } from '@seller-portal/session-guard';
import { describe, expect, it } from 'vitest';
import { portalFeatures } from './features';
import { mountedFeatures } from './modules';

// Every feature library's manifest, found by path: the list of features.ts may leave none out.
const libraryManifests = Object.values(import.meta.glob<Record<string, unknown>>('../../../../libs/*/src/manifest.ts', { eager: true })).flatMap((module) =>
  Object.values(module).filter(
    (value): value is FeatureManifest => typeof value === 'object' && value !== null && isFeatureDeclaration((value as FeatureManifest).declaration),
  ),
);

const seller = storeSession({
  accessibilities: accessibilities(
    'STORE_ORDER',
    'STORE_CONVERSATION',
    'STORE_CONVERSATION_WRITE',
    'STORE_PRODUCT',
    'STORE_REPORT_SELLER-RATING',
    'STORE_PROMO_BLIKLAN',
  ),
});
const staff = internalSession({ accessibilities: accessibilities('INTERNAL_ANNOUNCEMENT', 'INTERNAL_SELLER-API-CENTER', 'INTERNAL_MOBILE-CONFIG_VIEW') });

/** The guard's decision on a page of a manifest, as the router matches it. */
function guard(manifest: FeatureManifest, path: string, session: typeof seller): number {
  const route = manifest.routes?.find((candidate) => candidate.path === path);
  const match: MatchedRoute = { id: path, pathname: `/${path}`, params: {}, meta: route?.meta };
  return checkRouteAccess(session, [match]);
}

describe('the portal’s features', () => {
  it('are every library whose declaration names the portal, once each', () => {
    const expected = libraryManifests.filter((manifest) => manifest.declaration.apps.includes('portal')).map((manifest) => manifest.name);
    expect(mountedFeatures.map((feature) => feature.name).sort()).toEqual([...new Set(expected)].sort());
    expect(portalFeatures.map((feature) => feature.name)).toEqual([...portalFeatures.map((feature) => feature.name)].sort());
  });

  it('lead every menu entry, bottom navbar item, shortcut and figure to a page a mounted feature serves', () => {
    for (const { declaration } of mountedFeatures) {
      const links = [...(declaration.menu ?? []), ...(declaration.bottomNav ?? []), ...(declaration.shortcuts ?? []), ...(declaration.tiles ?? [])];
      for (const link of links)
        expect(createModuleRegistry(mountedFeatures).moduleFor(link.to)?.name, `${declaration.name} → ${link.to}`).toBe(declaration.name);
    }
  });

  it('guard each page with its declaration’s access (or one of its actions’): no page restates a mode or a code', () => {
    for (const manifest of mountedFeatures) {
      const { declaration } = manifest;
      const declared = [accessOf(declaration), ...Object.keys(declaration.actions ?? {}).map((action) => accessOf(declaration, action))];
      for (const route of manifest.routes ?? []) {
        if (route.meta.public) continue;
        expect(route.meta.permission, route.path).toBeUndefined();
        expect(route.meta.mode, route.path).toBeUndefined();
        expect(declared, route.path).toContainEqual(route.meta.access);
      }
    }
  });

  it('show a seller the shortcuts and figures of what is built, in their declared order', () => {
    expect(shortcutsFor(seller, mountedFeatures).map((shortcut) => shortcut.to)).toEqual([
      '/order-list',
      '/conversations',
      '/external/product/active/all',
      '/report/performance',
      '/broadcast',
    ]);
    expect([...tilesFor(seller, mountedFeatures).keys()].sort()).toEqual(['ads-balance', 'chats-waiting', 'orders-to-ship', 'rating']);
    expect(shortcutsFor(staff, mountedFeatures).map((shortcut) => shortcut.to)).toEqual(['/announcement', '/api-center', '/mobile-config']);
  });

  it('hide the seeded menus, shortcuts and tasks of what is not built (§2.5), and a group left empty', () => {
    const menus: SessionMenu[] = [
      { code: 'orders', name: 'menu.orders', url: '/order-list' },
      { code: 'finance', name: 'menu.finance', subs: [{ code: 'wallet', name: 'menu.wallet', url: '/wallet' }] },
      { code: 'return', name: 'menu.return', url: '/return' },
      { code: 'announcement', name: 'menu.announcement', url: '/announcement' },
    ];
    expect(shownMenus(menus, (path) => isServed(mountedFeatures, seller, path)).map((menu) => menu.code)).toEqual(['orders']);
    // Another frontend may serve a path (§3 seller-bp-ui-external-module-paths): its links show.
    expect(shownMenus(menus, (path) => isServed(mountedFeatures, seller, path, ['/wallet'])).map((menu) => menu.code)).toEqual(['orders', 'finance']);
    expect(isServed(mountedFeatures, seller, '/bliklan')).toBe(true);
    expect(isServed(mountedFeatures, seller, '/pages/seller-agreement')).toBe(true);
    expect(isServed(mountedFeatures, seller, '/learning')).toBe(true);
    expect(isServed(mountedFeatures, seller, '/return')).toBe(false);
  });
});

describe('one edit to a declaration is followed everywhere on the web', () => {
  // The orders feature as if its declaration had been edited: another code, and one more menu entry.
  const edited = {
    ...ordersFeature,
    access: { mode: 'STORE', codes: ['STORE_PRODUCT'] },
    menu: [...ordersFeature.menu, { code: 'orders-ready', labelKey: 'menu.ordersReady', to: '/order-list?status=READY_TO_SHIP', position: 21 }],
  } as const satisfies FeatureDeclaration;
  const manifest = defineFeatureManifest(edited, { routes: [{ path: 'order-list' }] });
  const holdsOld = storeSession({ accessibilities: accessibilities('STORE_ORDER') });
  const holdsNew = storeSession({ accessibilities: accessibilities('STORE_PRODUCT') });

  it('the guard', () => {
    expect(guard(manifest, 'order-list', holdsOld)).toBe(403);
    expect(guard(manifest, 'order-list', holdsNew)).toBe(0);
  });

  it('the bottom navbar, the shortcuts and the figures', () => {
    expect(bottomNavbarItemsOf([manifest], holdsOld)).toEqual([]);
    expect(bottomNavbarItemsOf([manifest], holdsNew).map((item) => item.to)).toEqual(['/order-list']);
    expect(shortcutsFor(holdsOld, [manifest])).toEqual([]);
    expect(shortcutsFor(holdsNew, [manifest]).map((shortcut) => shortcut.to)).toEqual(['/order-list']);
    expect([...tilesFor(holdsNew, [manifest]).keys()]).toEqual(['orders-to-ship']);
  });

  it('the menus: the new entry is served, and neither shows to a session without the new code', () => {
    const menus = edited.menu.map((entry) => ({ code: entry.code, name: entry.labelKey, url: entry.to }));
    expect(shownMenus(menus, (path) => isServed([manifest], holdsNew, path)).map((menu) => menu.code)).toEqual(['orders', 'orders-ready']);
    expect(shownMenus(menus, (path) => isServed([manifest], holdsOld, path))).toEqual([]);
  });
});
