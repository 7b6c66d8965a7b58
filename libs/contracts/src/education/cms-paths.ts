// The CMS pages' paths and codes, apart from their schemas: the sign-in banner reads them without loading zod.
import type { CallRef } from '@seller-portal/contracts/core';
import type { cmsCalls } from './cms-content';

export const cmsPaths = {
  /** GET ?language: a published CMS page by its code (the start selling, help, service marketplace and business-development pages). */
  contentPattern: '/backend/cms-content/:code',
  content: (code: string) => `/backend/cms-content/${encodeURIComponent(code)}`,
  /** GET ?language: the content pages' index (`/pages`). */
  commonPages: '/backend/py-common',
  /** GET ?language: a published content page (`/pages/:pageName`). */
  commonPagePattern: '/backend/py-common/:page',
  commonPage: (page: string) => `/backend/py-common/${encodeURIComponent(page)}`,
  /** GET ?language: the active version of a text the seller agrees to (the seller agreement, the privacy policy). */
  activeTextPattern: '/backend/public-user-generated-content/content-code/:code/active',
  activeText: (code: string) => `/backend/public-user-generated-content/content-code/${encodeURIComponent(code)}/active`,
  /** GET: every page for staff (INTERNAL_CMS-CONTENT). */
  pages: '/backend/cms-pages',
  /** GET: one page with its draft and its published content; PUT `CmsDraftRequest`: saves the draft over its version. */
  pagePattern: '/backend/cms-pages/:code',
  page: (code: string) => `/backend/cms-pages/${encodeURIComponent(code)}`,
  /** GET ?language: the draft as a visitor would see it. */
  previewPattern: '/backend/cms-pages/:code/preview',
  preview: (code: string) => `/backend/cms-pages/${encodeURIComponent(code)}/preview`,
  /** POST `CmsVersionRequest`: the draft becomes what visitors see. */
  publishPattern: '/backend/cms-pages/:code/publish',
  publish: (code: string) => `/backend/cms-pages/${encodeURIComponent(code)}/publish`,
  /** POST `CmsVersionRequest`: visitors see the page no more (404). */
  unpublishPattern: '/backend/cms-pages/:code/unpublish',
  unpublish: (code: string) => `/backend/cms-pages/${encodeURIComponent(code)}/unpublish`,
  /** GET: who changed the page and when, newest first. */
  revisionsPattern: '/backend/cms-pages/:code/revisions',
  revisions: (code: string) => `/backend/cms-pages/${encodeURIComponent(code)}/revisions`,
} as const;

/** The codes of the pages the portal shows (§2.2), by where they are read from. */
export const cmsPageCodes = {
  startSelling: 'seller-center-mulai-berjualan',
  serviceMarketplace: 'seller-center-layanan-pendukung',
  help: 'seller-center-bantuan',
  businessDevelopmentMenu: 'seller-center-pengembangan-usaha-menu',
  intellectualProperty: 'seller-center-intellectual-property-protection',
  loginBanner: 'seller-center-login-banner',
  /** `/pengembangan-usaha/:child` reads `seller-center-pengembangan-usaha-<child>`. */
  businessDevelopmentChild: (child: BusinessDevelopmentChild) => `seller-center-pengembangan-usaha-${child}`,
  sellerAgreement: 'seller-agreement',
  sellerInternationalAgreement: 'seller-international-agreement',
  sellerPrivacyPolicy: 'seller-privacy-policy',
} as const;

/** §2.2 the children of `/pengembangan-usaha`. */
export const businessDevelopmentChildren = ['bliklan', 'instore', 'cnc', 'fbb', 'mitra', 'official-store', 'b2b', 'b2g'] as const;
export type BusinessDevelopmentChild = (typeof businessDevelopmentChildren)[number];

/**
 * The sign-in banner's call as /sign-in makes it (a `CallRef`: its method and path, typed by `cmsCalls.content`), so
 * the banner's chunk loads no schema library; `all/call-refs.test.ts` checks it against the declaration.
 */
export const loginBannerCall: CallRef<typeof cmsCalls.content> = { method: 'GET', path: cmsPaths.contentPattern };
