import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { ipoManifest } from './manifest';

it('serves /ipo with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(ipoManifest, '/ipo');
});
