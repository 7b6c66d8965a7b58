import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { storefrontManifest } from './manifest';

it('serves /store-layout with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(storefrontManifest, '/store-layout');
});
