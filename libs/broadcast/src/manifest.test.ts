import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { broadcastManifest } from './manifest';

it('serves /broadcast with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(broadcastManifest, '/broadcast');
});
