import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { storeReviewsManifest } from './manifest';

it('serves /store-review with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(storeReviewsManifest, '/store-review');
});

it('serves an item of the queue', async () => {
  await expectManifestServes(storeReviewsManifest, '/store-review/7f1d9c1e-3a52-4c39-9a8e-2d1f0b6c5a02');
});
