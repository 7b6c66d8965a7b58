import { orderPaths, type MarketplaceOrderRequest, type OrderDetail } from '@seller-portal/contracts/orders';
import { expect } from 'vitest';
import type { TestServer } from './test-server';

/** A marketplace customer's order of two of the store's `-A` item and one of its `-B`, by J&T to a Jakarta address. */
export function marketplaceOrderRequest(storeCode: string, overrides: Partial<MarketplaceOrderRequest> = {}): MarketplaceOrderRequest {
  return {
    storeCode,
    items: [
      { itemId: `${storeCode}-A`, quantity: 2 },
      { itemId: `${storeCode}-B`, quantity: 1 },
    ],
    courier: 'JNT',
    paymentMethod: 'BANK_TRANSFER',
    shippingFee: 12_000,
    customerPhone: '081234567890',
    shippingAddress: {
      recipientName: 'Budi Santoso',
      phone: '081234567890',
      street: 'Jl. Merdeka 1',
      city: 'Jakarta',
      province: 'DKI Jakarta',
      postalCode: '12430',
    },
    ...overrides,
  };
}

/** Places the order as the marketplace does for the customer of `customerToken`; the server must take it. */
export async function placeMarketplaceOrder(server: TestServer, customerToken: string, request: MarketplaceOrderRequest): Promise<OrderDetail> {
  const answer = await server.call<OrderDetail>('POST', orderPaths.marketplaceOrders, {
    body: request,
    headers: { authorization: `Bearer ${customerToken}` },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.value as OrderDetail;
}
