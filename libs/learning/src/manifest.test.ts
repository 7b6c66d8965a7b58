import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { learningManifest } from './manifest';

it.each([
  '/learning',
  '/learning/news',
  '/learning/news/a-slug',
  '/learning/guide',
  '/learning/guide/article/a-slug',
  '/learning/search',
  '/learning/search/video',
])('serves %s with its public metadata, before and after its chunk loads', async (path) => {
  await expectManifestServes(learningManifest, path);
});
