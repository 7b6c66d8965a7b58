import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { contractManifest } from './manifest';

it.each(['/contract', '/contract/margin/7', '/contract/base-margin/CAT-FOOD'])(
  'serves %s with its metadata, before and after its chunk loads',
  async (path) => {
    await expectManifestServes(contractManifest, path);
  },
);
