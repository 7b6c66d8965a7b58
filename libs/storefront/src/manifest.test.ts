import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { storefrontManifest } from './manifest';

it.each(['/store-layout', '/store-catalog', '/store-layout/preview/DEMO-60001'])(
  'serves %s with its metadata, before and after its chunk loads',
  async (path) => {
    await expectManifestServes(storefrontManifest, path);
  },
);
