import { firstLoadCalls, type SignInResult } from '@seller-portal/contracts/accounts';
import { type Session } from '@seller-portal/contracts/core';
import { orderCalls, type OrderDetail, type OrderPage } from '@seller-portal/contracts/orders';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient } from '@seller-portal/api-client';

/**
 * The compile-time half of a declared call: typecheck (tsc over this file) fails when a request the server would
 * refuse compiles. The calls are never sent; the functions are only typed.
 */
const client = createApiClient({ baseUrl: 'http://127.0.0.1:9' });

function wellFormed() {
  void client.call(orderCalls.ship, { params: { orderNumber: 'ORD-20261125-0000123' }, body: { version: 2, trackingNumber: '012345678901234' } });
  void client.call(orderCalls.list, { query: { status: 'NEW', sort: 'TOTAL_DESC', cursor: 'c' } });
  void client.call(orderCalls.list);
  void client.call(orderCalls.bulkAccept, { body: { orders: [{ orderNumber: 'ORD-20261125-0000123', version: 1 }] } });
  void client.call(orderCalls.marketplaceReceipt, { params: { orderNumber: 'ORD-20261125-0000123' }, headers: { authorization: 'Bearer t' } });
  // A first page's call (`CallRef`) is typed by its declaration, without its schemas.
  void client.call(firstLoadCalls.signIn, { body: { username: 'seller@demo.test', password: 'x' } });
  void client.call(firstLoadCalls.signIn, { body: { token: 't', ssoType: 'GOOGLE' } });
  void client.call(firstLoadCalls.session, { ignore401: true });
}

function refused() {
  // @ts-expect-error a body field the call does not declare (the schema is strict: the server answers BAD_REQUEST)
  void client.call(orderCalls.accept, { params: { orderNumber: 'ORD-1' }, body: { version: 1, note: 'x' } });
  // @ts-expect-error a field of the wrong type
  void client.call(orderCalls.accept, { params: { orderNumber: 'ORD-1' }, body: { version: '1' } });
  // @ts-expect-error the body is missing
  void client.call(orderCalls.ship, { params: { orderNumber: 'ORD-1' } });
  // @ts-expect-error the path parameter is missing
  void client.call(orderCalls.detail, {});
  // @ts-expect-error a path parameter of another name
  void client.call(orderCalls.detail, { params: { id: 'ORD-1' } });
  // @ts-expect-error a status that is not one
  void client.call(orderCalls.list, { query: { status: 'LOST' } });
  // @ts-expect-error a cancel reason that is not one
  void client.call(orderCalls.cancel, { params: { orderNumber: 'ORD-1' }, body: { version: 1, reason: 'BORED' } });
  // @ts-expect-error a GET carries no body
  void client.call(orderCalls.detail, { params: { orderNumber: 'ORD-1' }, body: { version: 1 } });
  // @ts-expect-error a sign-in body of neither shape
  void client.call(firstLoadCalls.signIn, { body: { username: 'seller@demo.test' } });
  // @ts-expect-error the body is missing
  void client.call(firstLoadCalls.signIn);
}

describe('the types of a declared call', () => {
  it('answer what the declaration answers', () => {
    expectTypeOf<Awaited<ReturnType<typeof client.call<typeof orderCalls.detail>>>>().toEqualTypeOf<OrderDetail>();
    expectTypeOf<Awaited<ReturnType<typeof client.call<typeof orderCalls.list>>>>().toEqualTypeOf<OrderPage>();
    // Typed only: a first page's call (`CallRef`) answers what its declaration answers.
    const _signIn = () => client.call(firstLoadCalls.signIn, { body: { username: 'u', password: 'p' } });
    const _session = () => client.call(firstLoadCalls.session);
    expectTypeOf<Awaited<ReturnType<typeof _signIn>>>().toEqualTypeOf<SignInResult>();
    expectTypeOf<Awaited<ReturnType<typeof _session>>>().toEqualTypeOf<Session>();
    expect([wellFormed, refused].every((f) => typeof f === 'function')).toBe(true);
  });
});
