import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { ordersFeature } from '@seller-portal/contracts/orders';
import { expect, it } from 'vitest';
import { ordersManifest } from './manifest';

it('serves /order-list and an order with their metadata, before and after its chunk loads', async () => {
  await expectManifestServes(ordersManifest, '/order-list');
  await expectManifestServes(ordersManifest, '/order-list/ORD-20261125-0000001');
});

it('needs the access of its declaration on every page: STORE mode and STORE_ORDER (§6)', () => {
  expect(ordersManifest.routes?.map((route) => route.meta)).toEqual([
    {
      access: { mode: 'STORE', codes: ['STORE_ORDER'] },
      feature: { name: 'orders', access: ordersFeature.access, menu: ordersFeature.menu },
      resetScroll: true,
    },
    {
      access: { mode: 'STORE', codes: ['STORE_ORDER'] },
      feature: { name: 'orders', access: ordersFeature.access, menu: ordersFeature.menu },
      resetScroll: true,
    },
  ]);
  expect(ordersManifest.routes?.[0].meta.access).toBe(ordersFeature.access);
});
