import { cmsContentFeature } from './education-feature';
import { z } from 'zod';
import { lazySchema, defineCall, featureCallAccess, type CallAccess } from '@seller-portal/contracts/core';
import { cmsPaths } from './cms-paths';

export { businessDevelopmentChildren, cmsPageCodes, cmsPaths, loginBannerCall, type BusinessDevelopmentChild } from './cms-paths';

/**
 * §2.2 / §7 "Education and content": the public marketing, help, business-development and content pages and the
 * sign-in banner, kept as CMS pages by internal staff (INTERNAL_CMS-CONTENT). A page is known by its code and holds,
 * in id and en, a title, a description for search engines and its content as sections. Visitors read only what is
 * published; staff edit a draft over a version, preview it, publish and unpublish it, and every change is a revision.
 */
/** Where a page is read from: `cms-content`, `py-common` (content pages) or `public-user-generated-content` (texts agreed to). */
const cmsPageKinds = ['CMS', 'PAGE', 'TEXT'] as const;
export type CmsPageKind = (typeof cmsPageKinds)[number];

/** DRAFT is never shown to visitors; PUBLISHED shows its published content. */
const cmsPageStatuses = ['DRAFT', 'PUBLISHED'] as const;
export type CmsPageStatus = (typeof cmsPageStatuses)[number];

const cmsLimits = {
  codeMaxLength: 100,
  titleMaxLength: 160,
  descriptionMaxLength: 320,
  textMaxLength: 4_000,
  htmlMaxLength: 100_000,
  itemsMax: 60,
  sectionsMax: 40,
} as const;

/** Lower-case words joined by hyphens. */
const cmsCodePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const codeSchema = lazySchema(() => z.string().max(cmsLimits.codeMaxLength).regex(cmsCodePattern));

const languageSchema = lazySchema(() => z.enum(['id', 'en']));
export type CmsLanguage = z.output<typeof languageSchema>;

const text = (max: number = cmsLimits.textMaxLength) => z.string().max(max);
/** A link: a path of the portal or an https/http/mailto address (anything else is dropped on write and on read). */
const hrefSchema = lazySchema(() => z.string().max(500));

const itemSchema = lazySchema(() => z.object({ title: text(200), text: text(), href: hrefSchema.optional() }));
const faqItemSchema = lazySchema(() => z.object({ group: text(120), question: text(300), answer: text() }));

/** One section of a page's content; plain texts everywhere but `RICH_TEXT`'s `html`, which is sanitised. */
const cmsSectionSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('HERO'),
      heading: text(200),
      text: text(),
      ctaLabel: text(80).optional(),
      ctaHref: hrefSchema.optional(),
      imageUrl: hrefSchema.optional(),
    }),
    z.object({ kind: z.literal('FEATURES'), heading: text(200), items: z.array(itemSchema).max(cmsLimits.itemsMax) }),
    z.object({ kind: z.literal('STEPS'), heading: text(200), items: z.array(itemSchema).max(cmsLimits.itemsMax) }),
    z.object({ kind: z.literal('LINKS'), heading: text(200), items: z.array(itemSchema).max(cmsLimits.itemsMax) }),
    z.object({ kind: z.literal('FAQ'), heading: text(200), items: z.array(faqItemSchema).max(cmsLimits.itemsMax) }),
    z.object({ kind: z.literal('CTA'), heading: text(200), text: text(), label: text(80), href: hrefSchema }),
    z.object({ kind: z.literal('RICH_TEXT'), heading: text(200).optional(), html: z.string().max(cmsLimits.htmlMaxLength) }),
    /** §9 a promotion shown only inside its window (epoch ms; either end open). */
    z.object({
      kind: z.literal('PROMO'),
      heading: text(200),
      text: text(),
      shownFrom: z.number().int().nullable(),
      shownUntil: z.number().int().nullable(),
    }),
  ]),
);
export type CmsSection = z.output<typeof cmsSectionSchema>;
export type CmsSectionKind = CmsSection['kind'];

/** A page's content in one language. */
const cmsContentSchema = lazySchema(() =>
  z.object({
    title: text(cmsLimits.titleMaxLength),
    description: text(cmsLimits.descriptionMaxLength),
    sections: z.array(cmsSectionSchema).max(cmsLimits.sectionsMax),
  }),
);
export type CmsContent = z.output<typeof cmsContentSchema>;

const bilingualSchema = lazySchema(() => z.object({ id: cmsContentSchema, en: cmsContentSchema }));
export type CmsBilingualContent = z.output<typeof bilingualSchema>;

/** What a visitor reads: a published page in one language. */
const cmsPageSchema = lazySchema(() =>
  cmsContentSchema.extend({
    code: z.string(),
    language: languageSchema,
    /** Epoch ms of its publication. */
    updatedAt: z.number(),
  }),
);
export type CmsPage = z.output<typeof cmsPageSchema>;

const cmsPageLinkSchema = lazySchema(() => z.object({ code: z.string(), title: z.string(), description: z.string(), updatedAt: z.number() }));
export type CmsPageLink = z.output<typeof cmsPageLinkSchema>;

const staffSummarySchema = lazySchema(() =>
  z.object({
    code: z.string(),
    kind: z.enum(cmsPageKinds),
    status: z.enum(cmsPageStatuses),
    version: z.number().int(),
    titleId: z.string(),
    titleEn: z.string(),
    /** The draft differs from what visitors see. */
    changed: z.boolean(),
    updatedBy: z.string(),
    updatedAt: z.number(),
    publishedAt: z.number().nullable(),
  }),
);
export type CmsPageSummary = z.output<typeof staffSummarySchema>;

const staffPageSchema = lazySchema(() => staffSummarySchema.extend({ draft: bilingualSchema, published: bilingualSchema.nullable() }));
export type CmsStaffPage = z.output<typeof staffPageSchema>;

const cmsRevisionActions = ['EDIT', 'PUBLISH', 'UNPUBLISH'] as const;
const revisionSchema = lazySchema(() =>
  z.object({
    version: z.number().int(),
    action: z.enum(cmsRevisionActions),
    by: z.string(),
    at: z.number(),
    titleId: z.string(),
    titleEn: z.string(),
  }),
);
export type CmsRevision = z.output<typeof revisionSchema>;

const draftRequestSchema = lazySchema(() => z.object({ version: z.number().int().min(1), content: bilingualSchema }));
export type CmsDraftRequest = z.input<typeof draftRequestSchema>;
const versionRequestSchema = lazySchema(() => z.object({ version: z.number().int().min(1) }));
export type CmsVersionRequest = z.input<typeof versionRequestSchema>;

const publicAccess = { public: true } as const satisfies CallAccess;
const languageQuery = lazySchema(() => z.object({ language: languageSchema.default('id') }));
const codeParams = lazySchema(() => z.object({ code: codeSchema }));
const notFound = 'CMS_PAGE_NOT_FOUND' as const;
/** A call about one page by its code: a malformed code is refused with its own code. */
const byCode = { params: codeParams, invalid: { params: 'CMS_CODE_INVALID' } } as const;
const staffAccess = featureCallAccess(cmsContentFeature);

/** The CMS calls: the public reads (§7) and the staff's editing (INTERNAL_CMS-CONTENT). */
export const cmsCalls = {
  content: defineCall({
    method: 'GET',
    path: cmsPaths.contentPattern,
    summary: 'A published CMS page (start selling, help, service marketplace, business development and its menu, the sign-in banner).',
    access: publicAccess,
    ...byCode,
    query: languageQuery,
    answer: cmsPageSchema,
    errors: [notFound, 'CMS_CODE_INVALID'],
  }),
  commonPages: defineCall({
    method: 'GET',
    path: cmsPaths.commonPages,
    summary: 'The published content pages, by title.',
    access: publicAccess,
    query: languageQuery,
    answer: lazySchema(() => z.array(cmsPageLinkSchema)),
    errors: [],
  }),
  commonPage: defineCall({
    method: 'GET',
    path: cmsPaths.commonPagePattern,
    summary: 'A published content page by its name.',
    access: publicAccess,
    params: lazySchema(() => z.object({ page: codeSchema })),
    query: languageQuery,
    answer: cmsPageSchema,
    errors: [notFound, 'CMS_CODE_INVALID'],
    invalid: { params: 'CMS_CODE_INVALID' },
  }),
  activeText: defineCall({
    method: 'GET',
    path: cmsPaths.activeTextPattern,
    summary: 'The active version of a text the seller agrees to (seller agreement, international agreement, privacy policy).',
    access: publicAccess,
    ...byCode,
    query: languageQuery,
    answer: cmsPageSchema,
    errors: [notFound, 'CMS_CODE_INVALID'],
  }),
  list: defineCall({
    method: 'GET',
    path: cmsPaths.pages,
    summary: 'Every CMS page with its status, version and last change.',
    access: staffAccess,
    answer: lazySchema(() => z.array(staffSummarySchema)),
    errors: [],
  }),
  detail: defineCall({
    method: 'GET',
    path: cmsPaths.pagePattern,
    summary: 'One CMS page: its draft and what visitors see.',
    access: staffAccess,
    ...byCode,
    answer: staffPageSchema,
    errors: [notFound, 'CMS_CODE_INVALID'],
  }),
  saveDraft: defineCall({
    method: 'PUT',
    path: cmsPaths.pagePattern,
    summary: 'Saves the draft over the version it names (sanitised); a newer version is CMS_PAGE_VERSION_CONFLICT.',
    access: staffAccess,
    ...byCode,
    body: draftRequestSchema,
    answer: staffPageSchema,
    errors: [notFound, 'CMS_CODE_INVALID', 'CMS_PAGE_VERSION_CONFLICT'],
  }),
  preview: defineCall({
    method: 'GET',
    path: cmsPaths.previewPattern,
    summary: 'The draft in one language, as a visitor would read it once published.',
    access: staffAccess,
    ...byCode,
    query: languageQuery,
    answer: cmsPageSchema,
    errors: [notFound, 'CMS_CODE_INVALID'],
  }),
  publish: defineCall({
    method: 'POST',
    path: cmsPaths.publishPattern,
    summary: 'Publishes the draft of the version it names.',
    access: staffAccess,
    ...byCode,
    body: versionRequestSchema,
    answer: staffPageSchema,
    errors: [notFound, 'CMS_CODE_INVALID', 'CMS_PAGE_VERSION_CONFLICT'],
  }),
  unpublish: defineCall({
    method: 'POST',
    path: cmsPaths.unpublishPattern,
    summary: 'Takes the page away from visitors (its draft is kept).',
    access: staffAccess,
    ...byCode,
    body: versionRequestSchema,
    answer: staffPageSchema,
    errors: [notFound, 'CMS_CODE_INVALID', 'CMS_PAGE_VERSION_CONFLICT'],
  }),
  revisions: defineCall({
    method: 'GET',
    path: cmsPaths.revisionsPattern,
    summary: 'Who changed the page, how and when, newest first.',
    access: staffAccess,
    ...byCode,
    answer: lazySchema(() => z.array(revisionSchema)),
    errors: [notFound, 'CMS_CODE_INVALID'],
  }),
} as const;

/** Whether a promo section shows at `now` (§9 its window). */
export function cmsPromoShown(section: { shownFrom: number | null; shownUntil: number | null }, now: number): boolean {
  return (section.shownFrom === null || section.shownFrom <= now) && (section.shownUntil === null || now < section.shownUntil);
}
