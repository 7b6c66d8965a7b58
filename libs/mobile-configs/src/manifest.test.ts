import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { mobileConfigsManifest } from './manifest';

it('serves /mobile-config with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(mobileConfigsManifest, '/mobile-config');
});
