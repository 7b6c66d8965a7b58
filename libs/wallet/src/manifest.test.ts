import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { walletManifest } from './manifest';

it('serves /wallet with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(walletManifest, '/wallet');
});
