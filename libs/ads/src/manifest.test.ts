import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { adsManifest } from './manifest';

it.each(['/bliklan', '/bliklanv2', '/bliklanv2/0d6b3f57-3d39-4a8b-9a59-1c2e3f4a0001'])(
  'serves %s with its metadata, before and after its chunk loads',
  async (path) => {
    await expectManifestServes(adsManifest, path);
  },
);
