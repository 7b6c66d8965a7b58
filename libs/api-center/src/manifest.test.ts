import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { apiCenterManifest } from './manifest';

it('serves /api-center with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(apiCenterManifest, '/api-center');
});
