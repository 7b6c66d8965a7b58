import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { adsManifest } from './manifest';

it('serves /bliklan with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(adsManifest, '/bliklan');
});
