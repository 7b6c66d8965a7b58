import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { storeInfoManifest } from './manifest';

it('serves /store/info with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(storeInfoManifest, '/store/info');
});
