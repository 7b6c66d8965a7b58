import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { partnerNotificationsManifest } from './manifest';

it('serves /partners-notification with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(partnerNotificationsManifest, '/partners-notification');
});
