import { categoryTreeFeature } from './category-tree-feature';
import { z } from 'zod';
import { lazySchema, defineCall, featureCallAccess } from '@seller-portal/contracts/core';

export const categoryTreePaths = {
  /** GET: every category of the catalog, active or not, with how many products use it (`KeptCategory[]`); POST `CategoryDraft`: a new one. */
  categories: '/backend/category/tree',
  /** PUT `CategoryNames`: renames; DELETE: removes one no product and no category uses. */
  categoryPattern: '/backend/category/tree/:code',
  /** POST `{ active }`: deactivates or activates again. */
  categoryStatusPattern: '/backend/category/tree/:code/status',
  /** POST `CategoryMove`: under another parent (or to the root), to a place among the siblings. */
  categoryMovePattern: '/backend/category/tree/:code/move',
} as const;

export const categoryTreePathsOf = {
  category: (code: string) => `/backend/category/tree/${encodeURIComponent(code)}`,
  categoryStatus: (code: string) => `/backend/category/tree/${encodeURIComponent(code)}/status`,
  categoryMove: (code: string) => `/backend/category/tree/${encodeURIComponent(code)}/move`,
};

export const categoryLimits = {
  /** A name's length in characters, after trimming, in each language. */
  nameMaxLength: 60,
  /** How deep the tree goes: a root category and two levels under it. */
  maxDepth: 3,
} as const;

const keptCategorySchema = lazySchema(() =>
  z.object({
    code: z.string(),
    parentCode: z.string().nullable(),
    name: z.string(),
    nameEn: z.string(),
    active: z.boolean(),
    position: z.number().int(),
    /** The products of every store that have this category. */
    productCount: z.number().int(),
  }),
);
export type KeptCategory = z.output<typeof keptCategorySchema>;

/** The names are judged by the server (blank, too long, taken by a sibling), each with its own code. */
const namesSchema = lazySchema(() => z.object({ name: z.string().max(500), nameEn: z.string().max(500) }));
export type CategoryNames = z.input<typeof namesSchema>;

const draftSchema = lazySchema(() => namesSchema.extend({ parentCode: z.string().max(50).nullable() }));
export type CategoryDraft = z.input<typeof draftSchema>;

const statusSchema = lazySchema(() => z.object({ active: z.boolean() }));

/**
 * Where a category goes, with the categories under it: its parent (null: the root; the same one to reorder) and its
 * place among the siblings there (0 first; left out, or past the end: last).
 */
const moveSchema = lazySchema(() => z.object({ parentCode: z.string().max(50).nullable(), position: z.number().int().min(0).max(100_000).optional() }));
export type CategoryMove = z.input<typeof moveSchema>;

const keeper = featureCallAccess(categoryTreeFeature);
const codeParams = lazySchema(() => z.object({ code: z.string().min(1).max(50) }));
const nameErrors = ['PRODUCT_CATEGORY_NAME_BLANK', 'PRODUCT_CATEGORY_NAME_TOO_LONG', 'PRODUCT_CATEGORY_NAME_TAKEN'] as const;

export const categoryTreeCalls = {
  list: defineCall({
    method: 'GET',
    path: categoryTreePaths.categories,
    summary: 'Every category of the catalog, active or not, in tree order, with how many products use each.',
    access: keeper,
    answer: lazySchema(() => z.array(keptCategorySchema)),
    errors: [],
  }),
  create: defineCall({
    method: 'POST',
    path: categoryTreePaths.categories,
    summary: 'Adds a category at the root or under an active one, last among its siblings.',
    access: keeper,
    body: draftSchema,
    answer: keptCategorySchema,
    errors: [...nameErrors, 'PRODUCT_CATEGORY_PARENT_INVALID'],
    invalid: { body: 'BAD_REQUEST' },
  }),
  rename: defineCall({
    method: 'PUT',
    path: categoryTreePaths.categoryPattern,
    summary: 'Renames a category in Indonesian and English.',
    access: keeper,
    params: codeParams,
    body: namesSchema,
    answer: keptCategorySchema,
    errors: [...nameErrors, 'PRODUCT_CATEGORY_NOT_FOUND'],
    invalid: { params: 'PRODUCT_CATEGORY_NOT_FOUND', body: 'BAD_REQUEST' },
  }),
  setStatus: defineCall({
    method: 'POST',
    path: categoryTreePaths.categoryStatusPattern,
    summary: 'Deactivates a category (not offered for products any more; products keep it) or activates it again.',
    access: keeper,
    params: codeParams,
    body: statusSchema,
    answer: keptCategorySchema,
    errors: ['PRODUCT_CATEGORY_NOT_FOUND', 'PRODUCT_CATEGORY_PARENT_INVALID'],
    invalid: { params: 'PRODUCT_CATEGORY_NOT_FOUND', body: 'BAD_REQUEST' },
  }),
  move: defineCall({
    method: 'POST',
    path: categoryTreePaths.categoryMovePattern,
    summary:
      'Moves a category and those under it under another active parent or to the root, or to another place among its siblings; never under itself, nor deeper than three levels.',
    access: keeper,
    params: codeParams,
    body: moveSchema,
    answer: keptCategorySchema,
    errors: [
      'PRODUCT_CATEGORY_NOT_FOUND',
      'PRODUCT_CATEGORY_PARENT_INVALID',
      'PRODUCT_CATEGORY_MOVE_CYCLE',
      'PRODUCT_CATEGORY_TOO_DEEP',
      'PRODUCT_CATEGORY_NAME_TAKEN',
    ],
    invalid: { params: 'PRODUCT_CATEGORY_NOT_FOUND', body: 'BAD_REQUEST' },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: categoryTreePaths.categoryPattern,
    summary: 'Deletes a category that no product and no other category uses; one in use can only be deactivated.',
    access: keeper,
    params: codeParams,
    answer: lazySchema(() => z.null()),
    errors: ['PRODUCT_CATEGORY_NOT_FOUND', 'PRODUCT_CATEGORY_IN_USE', 'PRODUCT_CATEGORY_HAS_CHILDREN'],
    invalid: { params: 'PRODUCT_CATEGORY_NOT_FOUND' },
  }),
};
