import { orderCalls, orderDetailSchema, type OrderDetail } from '@seller-portal/contracts/orders';
import { describe, expect, it } from 'vitest';
import { route } from './define-route';

const detail = {} as OrderDetail;

/**
 * A call's route takes its method, path, schemas and access from the declaration; the handler's parts are typed by
 * the schemas and its answer by the declared one (typecheck over this file fails when a wrong one compiles).
 */
describe('route.call', () => {
  it('registers the declaration as the route', () => {
    const ship = route.call(orderCalls.ship, { blankFieldCodes: [['trackingNumber', 'ORDER_TRACKING_NUMBER_INVALID']] }, async (context) => {
      const { orderNumber } = context.params;
      const { version, trackingNumber } = context.body;
      return { ...detail, orderNumber, version, trackingNumber };
    });
    expect(ship).toMatchObject({
      method: 'POST',
      url: orderCalls.ship.path,
      access: orderCalls.ship.access,
      body: orderCalls.ship.body,
      call: orderCalls.ship,
    });
    expect(route.call(orderCalls.label, async () => null)).toMatchObject({ answer: 'raw' });
    expect(orderDetailSchema.safeParse(detail).success).toBe(false);
  });

  it('types the handler by the declaration', () => {
    // @ts-expect-error an answer that is not the declared one
    route.call(orderCalls.detail, async () => ({ orderNumber: 'ORD-1' }));
    // @ts-expect-error a body field the call does not declare
    route.call(orderCalls.accept, async (context) => ({ ...detail, version: context.body.note }));
    // @ts-expect-error a path parameter the path does not name
    route.call(orderCalls.detail, async (context) => ({ ...detail, orderNumber: context.params.id }));
    // @ts-expect-error the access is the declaration's, not the route's
    route.call(orderCalls.list, { access: { public: true } }, async () => ({ content: [], nextCursor: null }));
    expect(true).toBe(true);
  });
});
