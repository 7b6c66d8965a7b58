import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { cmsContentFeature, publicPagesFeature } from '@seller-portal/contracts/education';

/** §2.7 public, with the public header (§9 129 px on a desktop); §2.8 hides it on a phone for `/agreement` (`device-layout`). */
const publicPage = { public: true, publicActionHeader: true } as const;

/** The paths of the §2.2 pages (relative to the app root). */
export const publicPagePaths = [
  'mulai-berjualan',
  'layanan-pendukung',
  'bantuan',
  'pengembangan-usaha',
  'pengembangan-usaha/:child',
  'intellectual-property-protection',
  'pages',
  'pages/seller-agreement',
  'pages/seller-international-agreement',
  'pages/seller-privacy-policy',
  'pages/:pageName',
  'agreement',
] as const;

/** The §2.2 marketing, help, business-development and content pages from the CMS (contracts' `publicPagesFeature`), each public. */
export const publicPagesManifest = defineFeatureManifest(publicPagesFeature, {
  routes: publicPagePaths.map((path) => ({ path, meta: publicPage })),
  load: async () => (await import('./routes')).publicPagesRoutes(),
});

/** The staff's editing of the CMS pages (contracts' `cmsContentFeature`, INTERNAL_CMS-CONTENT), in the console and the portal. */
export const cmsContentManifest = defineFeatureManifest(cmsContentFeature, {
  routes: [{ path: 'cms-content' }, { path: 'cms-content/:code' }],
  load: async () => (await import('./editor/editor-routes')).cmsContentRoutes(),
});
