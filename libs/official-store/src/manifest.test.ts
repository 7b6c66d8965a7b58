import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { officialStoreManifest } from './manifest';

it.each(['/officialpages/upgrade', '/official/upgrade', '/official/renewal', '/official/review', '/official/review/x'])(
  'serves %s with its metadata, before and after its chunk loads',
  async (path) => {
    await expectManifestServes(officialStoreManifest, path);
  },
);
