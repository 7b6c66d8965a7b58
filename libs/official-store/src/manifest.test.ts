import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { officialStoreManifest } from './manifest';

it('serves /official with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(officialStoreManifest, '/official');
});
