import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { notificationsManifest } from './manifest';

it.each(['/notification', '/settings/notification'])('serves %s with its metadata, before and after its chunk loads', async (path) => {
  await expectManifestServes(notificationsManifest, path);
});
