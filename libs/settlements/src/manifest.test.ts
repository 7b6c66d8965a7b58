import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { settlementsManifest } from './manifest';

it.each(['/settlements', '/settlements/document'])('serves %s with its metadata, before and after its chunk loads', async (path) => {
  await expectManifestServes(settlementsManifest, path);
});
