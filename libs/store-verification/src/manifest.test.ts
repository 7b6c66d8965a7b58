import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { storeVerificationManifest } from './manifest';

it('serves /store/verification with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(storeVerificationManifest, '/store/verification');
});

it('serves the review of the photos with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(storeVerificationManifest, '/store/verification/review');
});
