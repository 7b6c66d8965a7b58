import { dashboardFeature } from '@seller-portal/contracts/analytics';
import { chatCalls, sellerChatFeature } from '@seller-portal/contracts/chat';
import {
  accessOf,
  apiPaths,
  featureServing,
  holdsAccess,
  listsFeature,
  sessionMenusOf,
  type FeatureDeclaration,
  type Session,
} from '@seller-portal/contracts/core';
import { orderPaths, ordersFeature } from '@seller-portal/contracts/orders';
import { productPaths, productsFeature } from '@seller-portal/contracts/products';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { declaredFeatures, syncReferenceData } from '../src/db/reference-data';
import { menus } from '../src/db/schema';
import { declaredAccessOf, featureAccess } from '../src/http/access';
import { listRoutes } from '../src/http/define-route';
import { drivers } from './support/test-database';
import { demo, useTestServer } from './support/test-server';

// The orders feature as if its declaration in contracts had been edited: another code, and one more menu entry.
const edited = {
  ...ordersFeature,
  access: { mode: 'STORE', codes: ['STORE_PRODUCT'] },
  menu: [...ordersFeature.menu, { code: 'orders-ready', labelKey: 'menu.ordersReady', to: '/order-list?status=READY_TO_SHIP', position: 21 }],
} as const satisfies FeatureDeclaration;
const withEdit = [...declaredFeatures.filter((feature) => feature.name !== 'orders'), edited];

describe('what the server derives from the declarations', () => {
  it('finds every declaration among contracts’ exports', () => {
    expect(declaredFeatures.map((feature) => feature.name)).toEqual(expect.arrayContaining(['orders', 'seller-chat', 'dashboard', 'mobile-configs']));
  });

  it('a call’s access is its feature’s, or its action’s, in the server’s shape: an edit is followed', () => {
    expect(featureAccess(ordersFeature)).toEqual({ modes: ['STORE'], accessibilities: ['STORE_ORDER'] });
    expect(featureAccess(edited)).toEqual({ modes: ['STORE'], accessibilities: ['STORE_PRODUCT'] });
    expect(featureAccess(sellerChatFeature, 'write')).toEqual({
      modes: ['STORE'],
      accessibilities: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'],
    });
    expect(featureAccess(dashboardFeature)).toEqual({ modes: 'any' });
  });

  it('seeds menus only of declared features, each leading to a page its own feature serves', () => {
    const menus = sessionMenusOf(declaredFeatures);
    const rows = Object.values(menus).flatMap((list) => list.flatMap((menu) => [menu, ...(menu.subs ?? [])]));
    for (const row of rows.filter((menu) => menu.url)) expect(featureServing(declaredFeatures, row.url ?? '')?.name, row.code).toBe(row.module);
    expect(rows.map((row) => row.code)).not.toContain('learning');
  });
});

describe.each(drivers)('the server follows the feature declarations (%s)', (driver) => {
  const server = useTestServer(driver);

  it('the route table: every seller call of orders has the access the orders declaration gives', () => {
    const orderCalls = listRoutes(server.app).filter((route) => route.access && declaredAccessOf(route.access)?.feature === 'orders');
    expect(orderCalls.map((route) => route.url)).toContain(orderPaths.orders);
    for (const route of orderCalls) {
      expect(route.access && declaredAccessOf(route.access)?.access, `${route.method} ${route.url}`).toBe(ordersFeature.access);
      expect(route.access).toEqual(featureAccess(ordersFeature));
    }
  });

  it('the products routes take their access from the actions of the products declaration, the multipart upload too', () => {
    const products = listRoutes(server.app).filter((route) => route.access && declaredAccessOf(route.access)?.feature === 'products');
    const declared = (method: string, url: string) => {
      const route = products.find((candidate) => candidate.method === method && candidate.url === url);
      return route?.access && declaredAccessOf(route.access)?.access;
    };
    expect(declared('POST', productPaths.bulkUpload)).toEqual(accessOf(productsFeature, 'products'));
    expect(declared('PUT', productPaths.itemPattern)).toEqual(accessOf(productsFeature, 'products'));
    expect(declared('PUT', productPaths.reviewReplyPattern)).toEqual(accessOf(productsFeature, 'reviews'));
    // Seller chat's product cards read a product's detail with a chat code.
    expect(declared('GET', productPaths.detailPattern)).toEqual(accessOf(productsFeature, 'productCard'));
  });

  it('every call a declaration guards has the access of its feature or of one of its actions', () => {
    const features = new Map(declaredFeatures.map((feature) => [feature.name, feature]));
    const guarded = listRoutes(server.app).flatMap((route) => {
      const source = route.access && declaredAccessOf(route.access);
      return source ? [{ route, source }] : [];
    });
    // A feature declared later joins these.
    expect([...new Set(guarded.map(({ source }) => source.feature))]).toEqual(
      expect.arrayContaining([
        'orders',
        'seller-chat',
        'broadcast',
        'products',
        'store-performance',
        'announcements',
        'api-center',
        'mobile-configs',
        'partner-notifications',
      ]),
    );
    for (const { route, source } of guarded) {
      const feature = features.get(source.feature);
      const allowed = feature && [accessOf(feature), ...Object.keys(feature.actions ?? {}).map((action) => accessOf(feature, action))];
      expect(allowed, `${route.method} ${route.url}`).toContainEqual(source.access);
    }
  });

  it('seller chat: every call of its pages has the pages’ access (§6 STORE_CONVERSATION), and only writing asks more (_WRITE)', () => {
    const feature = sellerChatFeature;
    expect(feature.access).toEqual({ mode: 'STORE', codes: ['STORE_CONVERSATION'] });
    const chatRoutes = listRoutes(server.app).filter((route) => route.access && declaredAccessOf(route.access)?.feature === 'seller-chat');
    const byAccess = (access: object) =>
      chatRoutes
        .filter((route) => route.access && JSON.stringify(declaredAccessOf(route.access)?.access) === JSON.stringify(access))
        .map((route) => `${route.method} ${route.url}`);
    const reading = byAccess(feature.access);
    const writing = byAccess(accessOf(feature, 'write'));
    // Every chat route is one or the other: no call asks a code the pages do not, and none opens to a session they refuse.
    expect([...reading, ...writing].sort()).toEqual(chatRoutes.map((route) => `${route.method} ${route.url}`).sort());
    for (const call of Object.values(chatCalls)) {
      expect(
        chatRoutes.map((route) => `${route.method} ${route.url}`),
        call.path,
      ).toContain(`${call.method} ${call.path}`);
      const access = declaredAccessOf(call.access)?.access;
      if (call.method === 'GET' && call !== chatCalls.products) expect(access, `${call.method} ${call.path}`).toEqual(feature.access);
      else expect([feature.access, accessOf(feature, 'write')], `${call.method} ${call.path}`).toContainEqual(access);
    }
    expect(writing).toEqual(expect.arrayContaining(['POST /backend/chat/rooms/:roomId/messages', 'POST /backend/chat/templates', 'POST /backend/chat/images']));
  });

  it('the session menus: synced from an edited declaration, the server serves its new entry to the sessions holding its new code', async () => {
    await syncReferenceData(server.database.db, withEdit);
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const session = (await server.call<Session>('GET', apiPaths.session, { cookie: seller })).body.value;
    expect(session?.menus.find((menu) => menu.code === 'orders-ready')).toEqual({
      code: 'orders-ready',
      name: 'menu.ordersReady',
      url: '/order-list?status=READY_TO_SHIP',
    });
    // The chat-only staff hold no STORE_PRODUCT: neither orders entry is theirs any more.
    const staff = await server.signIn(demo.chatStaff.username, demo.chatStaff.password);
    const staffSession = (await server.call<Session>('GET', apiPaths.session, { cookie: staff })).body.value;
    expect(staffSession?.menus.map((menu) => menu.code)).not.toContain('orders-ready');
    expect(staffSession?.menus.map((menu) => menu.code)).not.toContain('orders');
    // Synced back, the entry goes again.
    await syncReferenceData(server.database.db);
    const again = (await server.call<Session>('GET', apiPaths.session, { cookie: await server.signIn(demo.seller.username, demo.seller.password) })).body.value;
    expect(again?.menus.map((menu) => menu.code)).not.toContain('orders-ready');
  });

  it("§6 the served session's modules list every feature its menus lead to; a menu the server drops closes its feature on the web", async () => {
    const sessionOf = async (account: { username: string; password: string }) =>
      (await server.call<Session>('GET', apiPaths.session, { cookie: await server.signIn(account.username, account.password) })).body.value as Session;
    for (const account of [demo.seller, demo.staff, demo.chatStaff, demo.internal]) {
      const session = await sessionOf(account);
      expect(session.modules.length, account.username).toBeGreaterThan(0);
      // Nothing the session's codes open is closed by the list the server serves.
      for (const feature of declaredFeatures.filter((declared) => holdsAccess(session, declared.access)))
        expect(listsFeature(session, feature), `${feature.name} for ${account.username}`).toBe(true);
    }
    // The server's menus switch the orders feature off for stores: the list leaves it out and the web closes it.
    await server.database.db.delete(menus).where(and(eq(menus.modeType, 'STORE'), eq(menus.module, 'orders')));
    try {
      const seller = await sessionOf(demo.seller);
      expect(seller.modules).not.toContain('orders');
      expect(holdsAccess(seller, ordersFeature.access)).toBe(true);
      expect(listsFeature(seller, ordersFeature)).toBe(false);
      expect(listsFeature(seller, productsFeature)).toBe(true);
    } finally {
      await syncReferenceData(server.database.db);
    }
    expect((await sessionOf(demo.seller)).modules).toContain('orders');
  });
});
