import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { expect, it } from 'vitest';
import { ordersManifest } from './manifest';

it('serves /order-list and an order with their metadata, before and after its chunk loads', async () => {
  await expectManifestServes(ordersManifest, '/order-list');
  await expectManifestServes(ordersManifest, '/order-list/ORD-20261125-0000001');
});

it('needs STORE mode and STORE_ORDER on every page (§6)', () => {
  expect(ordersManifest.routes?.map((route) => route.meta)).toEqual([
    { mode: 'STORE', permission: 'STORE_ORDER', resetScroll: true },
    { mode: 'STORE', permission: 'STORE_ORDER', resetScroll: true },
  ]);
});
