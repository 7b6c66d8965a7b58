import { expect, type APIRequestContext } from '@playwright/test';
import { type Envelope } from '@seller-portal/contracts/core';
import { orderPaths, orderPathsOf, type CourierCode, type OrderDetail } from '@seller-portal/contracts/orders';
import { customerToken, type ChatCustomer } from './chat-customer';

/**
 * An order placed as the marketplace's buyer app places one (`POST /backend/order/marketplace/orders` with the
 * customer's token): the store's tabs hear it at once. An order takes its units off the stock, so by default it is
 * one unit of a product no other test looks at (300 in the demo data: every spec and project of a run together).
 */
export async function placeOrder(
  request: APIRequestContext,
  customer: ChatCustomer,
  options: { storeCode?: string; courier?: CourierCode; itemId?: string } = {},
): Promise<OrderDetail> {
  const answer = await request.post(orderPaths.marketplaceOrders, {
    headers: { Authorization: `Bearer ${await customerToken(customer)}` },
    data: {
      storeCode: options.storeCode ?? 'DEMO-60001',
      items: [{ itemId: options.itemId ?? 'ITEM-60001-031', quantity: 1 }],
      courier: options.courier ?? 'JNT',
      paymentMethod: 'EWALLET',
      shippingFee: 15_000,
      customerPhone: '081298765432',
      shippingAddress: {
        recipientName: customer.name,
        phone: '081298765432',
        street: 'Jl. Kemang Raya No. 8',
        district: 'Mampang Prapatan',
        city: 'Jakarta Selatan',
        province: 'DKI Jakarta',
        postalCode: '12730',
      },
    },
  });
  const body = (await answer.json()) as Envelope<OrderDetail>;
  expect(answer.ok(), JSON.stringify(body)).toBe(true);
  return body.value as OrderDetail;
}

/** The end-to-end server's order service token (the published development value, README "Orders"). */
export const devOrderServiceToken = 'dev-only-order-service-token-do-not-use-in-production';

/** A J&T tracking number no other run has used. */
let serial = 0;
export const trackingNumber = () => `JP${String(Date.now() * 10 + (serial++ % 10)).slice(-10)}`;

/**
 * A new order of the demo store taken to COMPLETED: accepted and shipped by the seller signed in on `request`,
 * delivered by the courier's report, confirmed by its customer.
 */
export async function completedOrder(
  request: APIRequestContext,
  customer: ChatCustomer,
  options: { storeCode?: string; itemId?: string } = {},
): Promise<OrderDetail> {
  const order = await placeOrder(request, customer, options);
  for (const [path, data] of [
    [orderPathsOf.accept(order.orderNumber), { version: order.version }],
    [orderPathsOf.ship(order.orderNumber), { version: order.version + 1, trackingNumber: trackingNumber() }],
  ] as const) {
    const answer = await request.post(path, { data });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  const delivered = await request.post(orderPathsOf.marketplaceDelivery(order.orderNumber), {
    headers: { Authorization: `Bearer ${devOrderServiceToken}` },
    data: {},
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);
  const confirmed = await request.post(orderPathsOf.marketplaceReceipt(order.orderNumber), {
    headers: { Authorization: `Bearer ${await customerToken(customer)}` },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return order;
}
