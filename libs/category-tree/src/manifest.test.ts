import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { categoryTreeManifest } from './manifest';

it('serves /category-tree with its metadata, before and after its chunk loads', async () => {
  await expectManifestServes(categoryTreeManifest, '/category-tree');
});
