import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { sellerOnboardingManifest } from './manifest';

it('serves /onboarding-v2 with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(sellerOnboardingManifest, '/onboarding-v2');
});
