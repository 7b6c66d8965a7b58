import type { Session } from '@seller-portal/contracts/core';
import { accessibilities, internalSession, storeSession } from '@seller-portal/contracts/testing';
import { describe, expect, it } from 'vitest';
import type { MatchedRoute, RouteMeta } from '@seller-portal/app-runtime';
import { checkRouteAccess } from './route-access';

function matches(...metas: (RouteMeta | undefined)[]): MatchedRoute[] {
  return metas.map((meta, index) => ({ id: `r${index}`, pathname: '/x', params: {}, meta }));
}

const store = storeSession({ accessibilities: accessibilities('STORE_ORDER', 'STORE_CONVERSATION') });
const internal = internalSession({ accessibilities: accessibilities('INTERNAL_ANNOUNCEMENT', 'INTERNAL_SELLER-API-CENTER') });

const ordersFeature = {
  name: 'orders',
  access: { mode: 'STORE', codes: ['STORE_ORDER'] },
  menu: [{ code: 'orders', labelKey: 'menu.orders', to: '/order-list', position: 20 }],
} as const satisfies RouteMeta['feature'];
const ordersPage: RouteMeta = { access: ordersFeature.access, feature: ordersFeature };
const listing = (...modules: string[]): Session => ({ ...store, modules });

describe('checkRouteAccess (§4.3, §5, §6)', () => {
  const rows: { name: string; session: Session; matched: MatchedRoute[]; expected: 0 | 403 }[] = [
    { name: 'no metadata needs only a session', session: store, matched: matches(undefined), expected: 0 },
    { name: 'public routes skip all checks', session: store, matched: matches({ mode: 'INTERNAL' }, { public: true }), expected: 0 },
    { name: 'matching mode', session: store, matched: matches({ mode: 'STORE' }), expected: 0 },
    { name: 'mode that does not match', session: store, matched: matches({ mode: 'INTERNAL' }), expected: 403 },
    { name: 'one of several modes', session: internal, matched: matches({ mode: ['INTERNAL', 'VENDOR'] }), expected: 0 },
    { name: 'a held accessibility code', session: store, matched: matches({ permission: 'STORE_ORDER' }), expected: 0 },
    { name: 'a missing accessibility code', session: store, matched: matches({ permission: 'STORE_STORE-WALLET_VIEW' }), expected: 403 },
    { name: 'all codes of a list are required', session: store, matched: matches({ permission: ['STORE_ORDER', 'STORE_FBB-CENTER'] }), expected: 403 },
    { name: 'a list fully held', session: store, matched: matches({ permission: ['STORE_ORDER', 'STORE_CONVERSATION'] }), expected: 0 },
    { name: 'named permission announcement', session: internal, matched: matches({ permission: 'announcement' }), expected: 0 },
    { name: 'named permission api_center', session: internal, matched: matches({ permission: 'api_center' }), expected: 0 },
    { name: 'named permission partners_notification missing', session: internal, matched: matches({ permission: 'partners_notification' }), expected: 403 },
    { name: 'a permission function that allows', session: store, matched: matches({ permission: (_r, s) => s.pickupPoints.length === 0 }), expected: 0 },
    { name: 'a permission function that refuses', session: store, matched: matches({ permission: (route) => route.pathname === '/y' }), expected: 403 },
    { name: 'every matched record must pass', session: store, matched: matches({ mode: 'STORE' }, { permission: 'STORE_ADD-STORE' }), expected: 403 },
    { name: "§6 a feature's page the session's modules list", session: listing('dashboard', 'orders'), matched: matches(ordersPage), expected: 0 },
    { name: "§6 a feature's page the session's modules leave out", session: listing('dashboard'), matched: matches(ordersPage), expected: 403 },
  ];
  it.each(rows)('$name', ({ session, matched, expected }) => {
    expect(checkRouteAccess(session, matched)).toBe(expected);
  });

  it('forbids a page outside the whitelisted path patterns (§2.9)', () => {
    const limited: Session = { ...store, customFields: { whitelistedPagePathPatterns: ['^/dashboard$', '^/order-list(/.*)?$'] } };
    const at = (pathname: string): MatchedRoute[] => [{ id: 'r', pathname, params: {} }];
    expect(checkRouteAccess(limited, at('/dashboard'))).toBe(0);
    expect(checkRouteAccess(limited, at('/order-list/123'))).toBe(0);
    expect(checkRouteAccess(limited, at('/wallet'))).toBe(403);
    expect(checkRouteAccess({ ...store, customFields: { whitelistedPagePathPatterns: ['(['] } }, at('/dashboard'))).toBe(403);
  });

  it('gives a permission function a copy of the session', () => {
    const original = storeSession({ accessibilities: accessibilities('STORE_ORDER') });
    checkRouteAccess(
      original,
      matches({
        permission: (_route, copy) => {
          copy.accessibilities.push({ code: 'STORE_ADD-STORE' });
          return true;
        },
      }),
    );
    expect(original.accessibilities).toEqual([{ code: 'STORE_ORDER' }]);
  });
});
