import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { pickupPointsManifest } from './manifest';

it('serves /store/address with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(pickupPointsManifest, '/store/address');
});
