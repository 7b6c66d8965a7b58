import { declareFeature } from '@seller-portal/contracts/core';

/** The public pages (§2.2, public §2.7): no menu entry; the header and footer link to them. */
export const publicPagesFeature = /* @__PURE__ */ declareFeature({
  name: 'public-pages',
  prefixes: ['/mulai-berjualan', '/layanan-pendukung', '/bantuan', '/pengembangan-usaha', '/intellectual-property-protection', '/pages', '/agreement'],
  access: {},
  apps: ['portal'],
  menu: [],
});

/** The staff's editing of the CMS pages (INTERNAL_CMS-CONTENT), in the console and in the portal. */
export const cmsContentFeature = /* @__PURE__ */ declareFeature({
  name: 'cms-content',
  prefixes: ['/cms-content'],
  access: { mode: 'INTERNAL', codes: ['INTERNAL_CMS-CONTENT'] },
  apps: ['portal', 'console'],
  menu: [{ code: 'cms-content', labelKey: 'menu.cmsContent', to: '/cms-content', position: 145 }],
});

/**
 * Seller education: the §4.7 tutorial tour over a page and the §4.11 feedback surveys, a STORE session's. No pages of
 * its own: only always-on parts.
 */
export const sellerEducationFeature = /* @__PURE__ */ declareFeature({
  name: 'seller-education',
  prefixes: [],
  access: { mode: 'STORE' },
  apps: ['portal'],
});

/**
 * Seller Learning's pages (§2.5 `/learning`, news, guides, articles, search; public with the header, §2.7). Anyone
 * reads them; a STORE session also keeps how far its seller read each article. No menu entry: the header links it.
 */
export const learningFeature = /* @__PURE__ */ declareFeature({
  name: 'learning',
  prefixes: ['/learning'],
  access: { mode: 'STORE' },
  apps: ['portal'],
  menu: [],
});

/**
 * Seller Learning's authoring (§7 "Education and content", §6 INTERNAL_SELLER-LEARNING): internal staff write the
 * articles and videos the public learning pages read, in id and en, as drafts, then publish them at once or for a
 * window, and unpublish them. Every change names the version it started from and is kept in the audit log.
 */
export const learningStudioFeature = /* @__PURE__ */ declareFeature({
  name: 'learning-studio',
  prefixes: ['/learning-studio'],
  access: { mode: 'INTERNAL', codes: ['INTERNAL_SELLER-LEARNING'] },
  apps: ['portal', 'console'],
  menu: [{ code: 'learning-studio', labelKey: 'menu.learningStudio', to: '/learning-studio', position: 150 }],
});
