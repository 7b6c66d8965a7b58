import { expectManifestServes } from '@seller-portal/app-runtime/testing';
import { it } from 'vitest';
import { cmsContentManifest, publicPagesManifest } from './manifest';

it.each([
  '/mulai-berjualan',
  '/layanan-pendukung',
  '/bantuan',
  '/pengembangan-usaha',
  '/pengembangan-usaha/bliklan',
  '/intellectual-property-protection',
  '/pages',
  '/pages/seller-agreement',
  '/pages/about-seller-center',
  '/agreement',
])('serves %s with its metadata, before and after its chunk loads', async (path) => {
  await expectManifestServes(publicPagesManifest, path);
});

it.each(['/cms-content', '/cms-content/seller-center-bantuan'])('serves the staff page %s', async (path) => {
  await expectManifestServes(cmsContentManifest, path);
});
