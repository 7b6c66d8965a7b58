import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { pickupPointsManifest } from './manifest';

it.each(['/store/address', '/store/address/PP-DEMO-60001-JKT', '/store/address/new'])(
  'serves %s with its metadata, before and after its chunk loads',
  async (path) => {
    await expectManifestServes(pickupPointsManifest, path);
  },
);
