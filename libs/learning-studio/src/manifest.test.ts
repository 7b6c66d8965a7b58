import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { learningStudioManifest } from './manifest';

it('serves /learning-studio with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(learningStudioManifest, '/learning-studio');
});
