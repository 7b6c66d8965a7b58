import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { downloadsManifest } from './manifest';

it('serves /download/:type with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(downloadsManifest, '/download/settlement-invoice');
});
