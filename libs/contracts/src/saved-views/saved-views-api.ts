import { z } from 'zod';
import { lazySchema, defineCall, type featureCallAccess } from '@seller-portal/contracts/core';

/**
 * Saved views of the order list (`/order-list`) and the product list (`/external/product/active/all`): a named set of
 * the list's filters and sort, kept on the server per store and person. Each person has at most one default view per
 * list (opening the list with no filter in its address applies it); the store's owner may share a view with the
 * store's staff, who see it and may make it their default but not change it. Each list's calls are its feature's,
 * declared by its own domain with `savedViewCallsOf` (contracts' `orderSavedViewCalls`, `productSavedViewCalls`): the
 * order list's views need the order list's access, the product list's the products'. This domain names neither, so a
 * library of one list does not depend on the other's contract.
 */
export const savedViewLists = ['orders', 'products'] as const;
export type SavedViewList = (typeof savedViewLists)[number];

export const savedViewLimits = {
  nameMaxLength: 60,
  /** Views one person keeps per list in a store (shared ones they see do not count). */
  perList: 20,
} as const;

export const savedViewPaths = {
  /** GET: `SavedViewList`; POST `SavedViewRequest`: the new view. */
  views: (list: SavedViewList) => `/backend/main/saved-views/${list}`,
  /** PUT `SavedViewRequest`: the view changed (its owner only); DELETE: removed. */
  view: (list: SavedViewList, viewId: string) => `/backend/main/saved-views/${list}/${encodeURIComponent(viewId)}`,
  viewPattern: (list: SavedViewList) => `/backend/main/saved-views/${list}/:viewId`,
  /** PUT `SavedViewDefaultRequest`: the person's default view of the list (null: none). */
  defaultView: (list: SavedViewList) => `/backend/main/saved-views/${list}/default`,
} as const;

/**
 * A view as the server answers it. Its filters were checked against the list's when saved and are read again through
 * the server through the list's schema; the pages write them into the address as they are, the names being the address's.
 */
const savedViewSchema = lazySchema(() =>
  z.object({
    id: z.string().uuid(),
    name: z.string(),
    filters: z.record(z.string(), z.string()),
    /** Shared with the store's staff by the owner. */
    shared: z.boolean(),
    /** The caller's own view: they may change, share (the owner) or delete it. */
    mine: z.boolean(),
    /** Who keeps it (the owner's name on a shared view). */
    ownerName: z.string(),
    updatedAt: z.number(),
  }),
);
export type SavedView = z.output<typeof savedViewSchema>;

const savedViewListSchema = lazySchema(() =>
  z.object({
    /** The caller's own views, then those the owner shared, each by name. */
    views: z.array(savedViewSchema),
    defaultViewId: z.string().uuid().nullable(),
    /** Whether the caller may share a view (the store's owner). */
    canShare: z.boolean(),
  }),
);
export type SavedViewListAnswer = z.output<typeof savedViewListSchema>;

function viewRequestSchemaOf<F extends z.ZodType>(filters: F) {
  return z
    .object({
      /** Checked by the server after trimming (1 to `nameMaxLength` characters): SAVED_VIEW_NAME_INVALID. */
      name: z.string().max(1_000),
      filters,
      shared: z.boolean().default(false),
      /** Make it the caller's default view of the list as well. */
      makeDefault: z.boolean().default(false),
    })
    .strict();
}
export type SavedViewRequest = { name: string; filters: Record<string, string>; shared?: boolean; makeDefault?: boolean };

const defaultRequestSchema = lazySchema(() => z.object({ viewId: z.string().uuid().nullable() }).strict());
export type SavedViewDefaultRequest = z.input<typeof defaultRequestSchema>;

const viewParams = lazySchema(() => z.object({ viewId: z.string().uuid() }));
const nullAnswer = lazySchema(() => z.null());

/** A list's view calls: its filters' schema (what a view of it may keep) and its feature's access. */
export function savedViewCallsOf<F extends z.ZodType>(list: SavedViewList, filters: F, access: ReturnType<typeof featureCallAccess>) {
  const view = savedViewSchema;
  const request = lazySchema(() => viewRequestSchemaOf(filters));
  const written = ['SAVED_VIEW_NAME_INVALID', 'SAVED_VIEW_FILTERS_INVALID', 'SAVED_VIEW_SHARE_NOT_ALLOWED'] as const;
  return {
    list: defineCall({
      method: 'GET',
      path: savedViewPaths.views(list),
      summary: `The caller's saved views of the ${list} list and those the store's owner shared, with the caller's default.`,
      access,
      answer: savedViewListSchema,
      errors: [],
    }),
    create: defineCall({
      method: 'POST',
      path: savedViewPaths.views(list),
      summary: `Saves the ${list} list's filters and sort as a named view.`,
      access,
      body: request,
      answer: view,
      errors: [...written, 'SAVED_VIEW_LIMIT_REACHED'],
      invalid: { body: 'SAVED_VIEW_FILTERS_INVALID' },
    }),
    update: defineCall({
      method: 'PUT',
      path: savedViewPaths.viewPattern(list),
      summary: `Renames, refilters or (the store's owner) shares one of the caller's own ${list} views.`,
      access,
      params: viewParams,
      body: request,
      answer: view,
      errors: [...written, 'SAVED_VIEW_NOT_FOUND', 'SAVED_VIEW_NOT_YOURS'],
      invalid: { params: 'SAVED_VIEW_NOT_FOUND', body: 'SAVED_VIEW_FILTERS_INVALID' },
    }),
    remove: defineCall({
      method: 'DELETE',
      path: savedViewPaths.viewPattern(list),
      summary: `Deletes one of the caller's own ${list} views.`,
      access,
      params: viewParams,
      answer: nullAnswer,
      errors: ['SAVED_VIEW_NOT_FOUND', 'SAVED_VIEW_NOT_YOURS'],
      invalid: { params: 'SAVED_VIEW_NOT_FOUND' },
    }),
    setDefault: defineCall({
      method: 'PUT',
      path: savedViewPaths.defaultView(list),
      summary: `Makes a view the caller sees their default of the ${list} list, or none.`,
      access,
      body: defaultRequestSchema,
      answer: savedViewListSchema,
      errors: ['SAVED_VIEW_NOT_FOUND'],
      invalid: { body: 'SAVED_VIEW_NOT_FOUND' },
    }),
  };
}
