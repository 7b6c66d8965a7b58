import { describe, expect, it } from 'vitest';
import {
  couriers,
  isTrackingNumberValid,
  nextOrderDay,
  normalizeTrackingNumber,
  orderDayOf,
  orderDayStart,
  orderFilterSchema,
  orderListQuerySchema,
  orderTransition,
  sellerActionsOf,
  type CourierCode,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
} from './orders';

describe('the order state machine', () => {
  const table: [name: string, status: OrderStatus, action: OrderAction, actor: OrderActor, expected: OrderStatus | string][] = [
    ['the seller accepts a new order', 'NEW', 'ACCEPT', 'SELLER', 'READY_TO_SHIP'],
    ['the seller ships an accepted order', 'READY_TO_SHIP', 'SHIP', 'SELLER', 'SHIPPED'],
    ['the seller cancels a new order', 'NEW', 'CANCEL', 'SELLER', 'CANCELLED'],
    ['the seller cancels an accepted order', 'READY_TO_SHIP', 'CANCEL', 'SELLER', 'CANCELLED'],
    ['the marketplace cancels a new order', 'NEW', 'CANCEL', 'MARKETPLACE', 'CANCELLED'],
    ['the courier delivers a shipped order', 'SHIPPED', 'DELIVER', 'MARKETPLACE', 'DELIVERED'],
    ['the customer completes a delivered order', 'DELIVERED', 'COMPLETE', 'MARKETPLACE', 'COMPLETED'],
    ['a new order cannot ship before it is accepted', 'NEW', 'SHIP', 'SELLER', 'ORDER_ACTION_NOT_ALLOWED'],
    ['an accepted order is not accepted again', 'READY_TO_SHIP', 'ACCEPT', 'SELLER', 'ORDER_ACTION_NOT_ALLOWED'],
    ['a shipped order does not ship twice', 'SHIPPED', 'SHIP', 'SELLER', 'ORDER_ALREADY_SHIPPED'],
    ['a delivered order does not ship again', 'DELIVERED', 'SHIP', 'SELLER', 'ORDER_ALREADY_SHIPPED'],
    ['a shipped order cannot be cancelled', 'SHIPPED', 'CANCEL', 'SELLER', 'ORDER_CANCEL_AFTER_SHIPPING'],
    ['a completed order cannot be cancelled', 'COMPLETED', 'CANCEL', 'SELLER', 'ORDER_CANCEL_AFTER_SHIPPING'],
    ['a cancelled order is not accepted', 'CANCELLED', 'ACCEPT', 'SELLER', 'ORDER_ALREADY_CANCELLED'],
    ['a cancelled order is not cancelled twice', 'CANCELLED', 'CANCEL', 'SELLER', 'ORDER_ALREADY_CANCELLED'],
    ['the seller does not mark delivery', 'SHIPPED', 'DELIVER', 'SELLER', 'ORDER_ACTION_NOT_ALLOWED'],
    ['the seller does not complete an order', 'DELIVERED', 'COMPLETE', 'SELLER', 'ORDER_ACTION_NOT_ALLOWED'],
    ['the marketplace does not accept for the seller', 'NEW', 'ACCEPT', 'MARKETPLACE', 'ORDER_ACTION_NOT_ALLOWED'],
    ['a new order is not delivered', 'NEW', 'DELIVER', 'MARKETPLACE', 'ORDER_NOT_SHIPPED'],
    ['an accepted order is not delivered before it ships', 'READY_TO_SHIP', 'DELIVER', 'MARKETPLACE', 'ORDER_NOT_SHIPPED'],
    ['a delivered order is not delivered twice', 'DELIVERED', 'DELIVER', 'MARKETPLACE', 'ORDER_ALREADY_DELIVERED'],
    ['a completed order is not delivered again', 'COMPLETED', 'DELIVER', 'MARKETPLACE', 'ORDER_ALREADY_DELIVERED'],
    ['a cancelled order is not delivered', 'CANCELLED', 'DELIVER', 'MARKETPLACE', 'ORDER_ALREADY_CANCELLED'],
    ['a shipped order is not completed before it is delivered', 'SHIPPED', 'COMPLETE', 'MARKETPLACE', 'ORDER_NOT_DELIVERED'],
    ['a new order is not completed', 'NEW', 'COMPLETE', 'MARKETPLACE', 'ORDER_NOT_DELIVERED'],
    ['a completed order is not completed twice', 'COMPLETED', 'COMPLETE', 'MARKETPLACE', 'ORDER_ALREADY_COMPLETED'],
    ['a cancelled order is not completed', 'CANCELLED', 'COMPLETE', 'MARKETPLACE', 'ORDER_ALREADY_CANCELLED'],
  ];
  it.each(table)('%s', (_name, status, action, actor, expected) => {
    const result = orderTransition(status, action, actor);
    expect('to' in result ? result.to : result.refused).toBe(expected);
  });

  it.each([
    ['NEW', ['ACCEPT', 'CANCEL']],
    ['READY_TO_SHIP', ['SHIP', 'CANCEL']],
    ['SHIPPED', []],
    ['DELIVERED', []],
    ['COMPLETED', []],
    ['CANCELLED', []],
  ] as const)('a seller may act on a %s order with %j', (status, actions) => {
    expect(sellerActionsOf(status)).toEqual(actions);
  });
});

describe('tracking numbers', () => {
  const table: [courier: CourierCode, typed: string, valid: boolean][] = [
    ['JNT', 'JP1234567890', true],
    ['JNT', 'jp 1234 567 890', true],
    ['JNT', 'JP123456789', false],
    ['JNT', '1234567890', false],
    ['JNE', '012345678901234', true],
    ['JNE', '0123456789012345', true],
    ['JNE', 'CGK0123456789', false],
    ['SICEPAT', '001234567890', true],
    ['SICEPAT', '991234567890', false],
    ['ANTERAJA', '10012345678901', true],
    ['ANTERAJA', '20012345678901', false],
    ['GOSEND', 'GK-11-1234567', true],
    ['GOSEND', 'gk-11-1234567', true],
    ['GOSEND', 'GK111234567', false],
    ['JNE', '', false],
  ];
  it.each(table)('%s %j is %s', (courier, typed, valid) => {
    expect(isTrackingNumberValid(courier, normalizeTrackingNumber(typed))).toBe(valid);
  });

  it.each(Object.entries(couriers))('the example of %s has its own shape', (code, courier) => {
    expect(isTrackingNumberValid(code as CourierCode, courier.example)).toBe(true);
  });
});

describe('order days (Western Indonesia Time, UTC+7)', () => {
  it.each([
    ['16:59 UTC is still the same day in Jakarta', '2026-11-25T16:59:59Z', '2026-11-25'],
    ['17:00 UTC is the next day in Jakarta', '2026-11-25T17:00:00Z', '2026-11-26'],
    ['the year turns at 17:00 UTC', '2026-12-31T17:00:00Z', '2027-01-01'],
  ])('%s', (_name, instant, day) => {
    expect(orderDayOf(new Date(instant))).toBe(day);
  });

  it('a day starts at midnight in Jakarta and the next follows', () => {
    expect(orderDayStart('2026-11-26').toISOString()).toBe('2026-11-25T17:00:00.000Z');
    expect(nextOrderDay('2026-02-28')).toBe('2026-03-01');
    expect(nextOrderDay('2028-02-28')).toBe('2028-02-29');
  });
});

describe('list filters', () => {
  it.each([
    ['no filter', {}, true],
    ['blank values are dropped (§5)', { q: '', courier: '', from: '' }, true],
    ['a sound range', { from: '2026-11-01', to: '2026-11-25' }, true],
    ['one day', { from: '2026-11-25', to: '2026-11-25' }, true],
    ['a backwards range', { from: '2026-11-25', to: '2026-11-01' }, false],
    ['a range of more than a year', { from: '2025-01-01', to: '2026-11-25' }, false],
    ['a date that does not exist', { from: '2026-02-30' }, false],
    ['a date of another shape', { from: '25/11/2026' }, false],
    ['an unknown courier', { courier: 'PIGEON' }, false],
    ['a search that is too long', { q: 'x'.repeat(101) }, false],
    ['a name of three characters', { q: 'ana' }, true],
    ['a name of two characters (nothing to find it by quickly)', { q: 'an' }, false],
    ['the start of an order number', { q: 'ORD-2' }, true],
    ['an order number typed in lower case', { q: 'ord-20261129-0000001' }, true],
    ['an unknown field', { hack: '1' }, false],
  ])('%s', (_name, raw, ok) => {
    expect(orderFilterSchema.safeParse(raw).success).toBe(ok);
  });

  it.each([
    ['defaults', {}, true],
    ['a tab and a sort', { status: 'NEW', sort: 'SHIP_BY_ASC', size: '100' }, true],
    ['an unknown status', { status: 'LOST' }, false],
    ['a page too large', { size: '201' }, false],
    ['a page of nothing', { size: '0' }, false],
  ])('list query: %s', (_name, raw, ok) => {
    expect(orderListQuerySchema.safeParse(raw).success).toBe(ok);
  });

  it('fills the default sort and page size', () => {
    expect(orderListQuerySchema.parse({})).toMatchObject({ sort: 'CREATED_DESC', size: 50 });
  });
});
