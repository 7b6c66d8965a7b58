import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { productsManifest } from './manifest';

it('serves /external/product/active/all with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(productsManifest, '/external/product/active/all');
});

it('serves /product-review with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(productsManifest, '/product-review');
});
