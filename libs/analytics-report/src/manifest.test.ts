import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { analyticsReportManifest } from './manifest';

it('serves /unsubscribe/analytics with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(analyticsReportManifest, '/unsubscribe/analytics');
});
