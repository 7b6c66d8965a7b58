import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { storePerformanceManifest } from './manifest';

it('serves /report/performance with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(storePerformanceManifest, '/report/performance');
});
