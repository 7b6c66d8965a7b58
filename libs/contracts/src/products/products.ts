import { productsFeature } from './products-feature';
import { z } from 'zod';
import { lazySchema, defineCall, type CallAccess, type PageFirstCalls, type UndoTicket } from '@seller-portal/contracts/core';

import { featureCallAccess } from '@seller-portal/contracts/core';
import { savedViewCallsOf } from '@seller-portal/contracts/saved-views';

/**
 * A store's products and their reviews (§2.5 /external/product/active/all and /product-review, §7 "Products" and
 * "Config and reference data"). Every call is the signed-in STORE session's own store: another store's product is
 * not found. Prices are whole rupiah.
 */
export const productPaths = {
  /** GET `ProductListQuery`: `ProductListAnswer`, one page of the store's products and the count of each status tab. */
  list: '/backend/product-external/api/products',
  /** GET (§7): `ProductDetail`; what seller chat's product cards show is its first fields. */
  detail: (itemId: string) => `/backend/product-external/api/products/items/${encodeURIComponent(itemId)}/detail`,
  detailPattern: '/backend/product-external/api/products/items/:itemId/detail',
  /** PUT `ProductUpdateRequest`: the new price and/or stock, from the version the seller saw: `ProductItem`. */
  item: (itemId: string) => `/backend/product-external/api/products/items/${encodeURIComponent(itemId)}`,
  itemPattern: '/backend/product-external/api/products/items/:itemId',
  /** POST `ProductStatusRequest`: activates or deactivates one product or many: `ProductStatusAnswer`. */
  status: '/backend/product-external/api/products/status',
  /** POST `UndoRequest`: puts the products an activate or deactivate changed back, within its undo window: `ProductStatusUndoAnswer`. */
  statusUndo: '/backend/product-external/api/products/status/undo',
  /** GET: an XLSX of the store's products with their price and stock, to fill in and upload. */
  bulkTemplate: '/backend/product-external/api/products-v2/bulk-template',
  /** POST multipart `file` (the filled-in template): `{ bulkProcessId }`; the rows are applied in the background. */
  bulkUpload: '/backend/product-external/api/products-v2/bulk-update',
  /** GET (§7): `ProductBulkProcess`, how far the process is and the rows it could not apply. */
  bulkProcessNotes: (bulkProcessId: string) => `/backend/product-external/api/products-v2/bulk-process-notes/${encodeURIComponent(bulkProcessId)}`,
  bulkProcessNotesPattern: '/backend/product-external/api/products-v2/bulk-process-notes/:bulkProcessId',
  /** GET: the rows the process could not apply, as an XLSX with each row's error (the §3 modal's excelLink). */
  bulkProcessFile: (bulkProcessId: string) => `/backend/product-external/api/products-v2/bulk-process-notes/${encodeURIComponent(bulkProcessId)}/file`,
  bulkProcessFilePattern: '/backend/product-external/api/products-v2/bulk-process-notes/:bulkProcessId/file',
  /** GET `ProductReviewListQuery`: `ProductReviewListAnswer`. */
  reviews: '/backend/product-external/api/reviews',
  /** PUT `ProductReviewReplyRequest`: the store's one reply to a review, written or edited: `ProductReview`. */
  reviewReply: (reviewId: string) => `/backend/product-external/api/reviews/${encodeURIComponent(reviewId)}/reply`,
  reviewReplyPattern: '/backend/product-external/api/reviews/:reviewId/reply',
  /** GET `CategoryQuery` (§7 "Config and reference data"): `ProductCategory[]`, the catalog's category tree. */
  categories: '/backend/category',
} as const;

/** §9: the catalog the portal asks categories of. */
export const productCatalogCode = '10001';

export const productLimits = {
  priceMin: 100,
  priceMax: 1_000_000_000,
  stockMax: 999_999,
  pageSizeMax: 100,
  /** Products one activate or deactivate may name. */
  statusBatchMax: 100,
  bulkFileMaxBytes: 2 * 1024 * 1024,
  bulkMaxRows: 2_000,
  /**
   * What an uploaded workbook may hold once unpacked, judged from its ZIP directory before anything is parsed: the
   * template's 2,000 rows take well under 1 MB, so these leave room for formatting and nothing for a bomb.
   */
  bulkUnpackedEntryMaxBytes: 8 * 1024 * 1024,
  bulkUnpackedTotalMaxBytes: 24 * 1024 * 1024,
  bulkEntriesMax: 100,
  /** Apache POI's zip-bomb rule (minimum inflate ratio 0.01): no part of a real workbook packs 100 times smaller. */
  bulkInflateRatioMax: 100,
  replyMaxLength: 1_000,
  searchMaxLength: 100,
} as const;

/** The list's tabs: live (active with stock), sold out (active without stock) and inactive. */
const productStatuses = ['ACTIVE', 'OUT_OF_STOCK', 'INACTIVE'] as const;
export type ProductStatus = (typeof productStatuses)[number];
export const productTabs = ['ALL', ...productStatuses] as const;
export type ProductTab = (typeof productTabs)[number];

export const productSorts = ['UPDATED_DESC', 'NAME_ASC', 'PRICE_ASC', 'PRICE_DESC', 'STOCK_ASC', 'STOCK_DESC'] as const;
export type ProductSort = (typeof productSorts)[number];

/** A product's tab: inactive whatever its stock; otherwise live or sold out by its stock. */
export function productStatusOf(product: { active: boolean; stock: number }): ProductStatus {
  if (!product.active) return 'INACTIVE';
  return product.stock > 0 ? 'ACTIVE' : 'OUT_OF_STOCK';
}

/**
 * A whole amount as a seller writes it: a whole number, or text of digits, optionally grouped by thousands with one
 * kind of separator ("89000", "89.000", "89,000", "1 250 000"). Anything else (a sign, a fraction, letters) is null.
 */
export function wholeAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return safe(Number(text));
  const grouped = /^\d{1,3}(?:([., \u00a0])\d{3})(?:\1\d{3})*$/.exec(text);
  return grouped ? safe(Number(text.replace(/[., \u00a0]/g, ''))) : null;
}

const safe = (n: number) => (Number.isSafeInteger(n) ? n : null);

export type ProductValueCheck = { ok: true; value: number } | { ok: false; code: 'PRODUCT_PRICE_INVALID' | 'PRODUCT_STOCK_INVALID' };

/** A price: whole rupiah from `priceMin` to `priceMax`, with or without its currency ("Rp 40.000"). */
export function checkPrice(value: unknown): ProductValueCheck {
  const amount = wholeAmount(typeof value === 'string' ? value.trim().replace(/^(?:rp\.?|idr)\s*/i, '') : value);
  return amount !== null && amount >= productLimits.priceMin && amount <= productLimits.priceMax
    ? { ok: true, value: amount }
    : { ok: false, code: 'PRODUCT_PRICE_INVALID' };
}

/** A stock: a whole number from 0 to `stockMax`. */
export function checkStock(value: unknown): ProductValueCheck {
  const amount = wholeAmount(value);
  return amount !== null && amount <= productLimits.stockMax ? { ok: true, value: amount } : { ok: false, code: 'PRODUCT_STOCK_INVALID' };
}

const productItemSchema = lazySchema(() =>
  z.object({
    itemId: z.string(),
    name: z.string(),
    sku: z.string(),
    categoryCode: z.string().nullable(),
    price: z.number(),
    stock: z.number().int(),
    active: z.boolean(),
    status: z.enum(productStatuses),
    imageUrl: z.string().nullable(),
    /** The product's page on the marketplace. */
    url: z.string().nullable(),
    /** Optimistic concurrency: an update names the version it started from. */
    version: z.number().int(),
    updatedAt: z.number(),
  }),
);
export type ProductItem = z.output<typeof productItemSchema>;

/**
 * §7 items/{id}/detail. Its first fields (`itemId`, `name`, `price`, `imageUrl`, `url`) are what a chat product card
 * shows (`ChatProductDetail`).
 */
const productDetailSchema = lazySchema(() =>
  productItemSchema.extend({
    description: z.string(),
    /** The category and its parents, the root first. */
    categoryPath: z.array(z.object({ code: z.string(), name: z.string(), nameEn: z.string() })),
    weightGrams: z.number().nullable(),
    soldCount: z.number().int(),
    ratingAverage: z.number().nullable(),
    reviewCount: z.number().int(),
    createdAt: z.number(),
  }),
);
export type ProductDetail = z.output<typeof productDetailSchema>;

/** §7's page of a list (`Page<T>`), as a schema. */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), page: z.number().int(), size: z.number().int(), totalElements: z.number().int(), totalPages: z.number().int() });

const pageQuery = {
  page: lazySchema(() => z.coerce.number().int().min(0).max(100_000).default(0)),
  size: lazySchema(() => z.coerce.number().int().min(1).max(productLimits.pageSizeMax).default(20)),
};

export const productListQuerySchema = lazySchema(() =>
  z.object({
    q: z.string().trim().max(productLimits.searchMaxLength).optional(),
    categoryCode: z.string().trim().max(50).optional(),
    tab: z.enum(productTabs).default('ALL'),
    sort: z.enum(productSorts).default('UPDATED_DESC'),
    ...pageQuery,
  }),
);
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/** What a saved view of the list keeps (`@seller-portal/contracts/saved-views`): the address's search, category, tab and sort. */
export const productViewFilterSchema = lazySchema(() =>
  z
    .object({
      q: z.string().trim().min(1).max(productLimits.searchMaxLength).optional(),
      categoryCode: z.string().trim().min(1).max(50).optional(),
      tab: z.enum(productTabs).optional(),
      sort: z.enum(productSorts).optional(),
    })
    .strict(),
);
export type ProductViewFilter = z.output<typeof productViewFilterSchema>;

const productListAnswerSchema = lazySchema(() =>
  pageOf(productItemSchema).extend({
    /** Products of each tab for the same search and category. */
    counts: z.record(z.enum(productTabs), z.number().int()),
  }),
);
export type ProductListAnswer = z.output<typeof productListAnswerSchema>;

/**
 * The fields are taken as the seller typed them and checked by `checkPrice` / `checkStock`, so "abc" or -1 is
 * PRODUCT_PRICE_INVALID rather than a schema error.
 */
const productUpdateRequestSchema = lazySchema(() =>
  z.object({
    price: z.union([z.number(), z.string().max(30)]).optional(),
    stock: z.union([z.number(), z.string().max(30)]).optional(),
    version: z.number().int().min(1),
  }),
);
export type ProductUpdateRequest = z.input<typeof productUpdateRequestSchema>;

/** An undo's ticket and request (core's `UndoTicket`, `UndoRequest`), declared here: see core's undo.ts. */
const undoTicketSchema = lazySchema(() =>
  z.object({ operationId: z.string().uuid(), expiresAt: z.number(), windowMs: z.number().int() }),
) satisfies z.ZodType<UndoTicket>;
const undoRequestSchema = lazySchema(() => z.object({ operationId: z.string().uuid() }).strict());

const productStatusRequestSchema = lazySchema(() =>
  z.object({
    itemIds: z.array(z.string().min(1).max(100)).min(1).max(productLimits.statusBatchMax),
    active: z.boolean(),
  }),
);
export type ProductStatusRequest = z.input<typeof productStatusRequestSchema>;

const productStatusAnswerSchema = lazySchema(() =>
  z.object({
    /** The products as they are now. */
    items: z.array(productItemSchema),
    /** How to undo it (core's `UndoTicket`); null when nothing changed (every product already so). */
    undo: undoTicketSchema.nullable(),
  }),
);
export type ProductStatusAnswer = z.output<typeof productStatusAnswerSchema>;

const productStatusUndoAnswerSchema = lazySchema(() =>
  z.object({
    /** The products the operation changed, as they are now. */
    items: z.array(productItemSchema),
    /** Those put back; one changed again since (activated or deactivated by someone else) is left as it is. */
    restored: z.array(z.string()),
  }),
);
export type ProductStatusUndoAnswer = z.output<typeof productStatusUndoAnswerSchema>;

export interface ProductCategory {
  code: string;
  name: string;
  nameEn: string;
  parentCode: string | null;
  children: ProductCategory[];
}

const productCategorySchema: z.ZodType<ProductCategory> = lazySchema(() =>
  z.lazy(() =>
    z.object({ code: z.string(), name: z.string(), nameEn: z.string(), parentCode: z.string().nullable(), children: z.array(productCategorySchema) }),
  ),
);

/** §7 /backend/category: `catalogCode`, `active` (only active ones when true), `exclusion` (codes left out with their subtrees). */
const categoryQuerySchema = lazySchema(() =>
  z.object({
    catalogCode: z.string().trim().min(1).max(20).default(productCatalogCode),
    active: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    exclusion: z
      .string()
      .max(1_000)
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((code) => code.trim())
          .filter(Boolean),
      ),
  }),
);
export type CategoryQuery = z.input<typeof categoryQuerySchema>;

export interface ProductBulkUploadAnswer {
  bulkProcessId: string;
}

const productBulkStatuses = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type ProductBulkStatus = (typeof productBulkStatuses)[number];

/** Why a row of an uploaded file was not applied. */
const productBulkRowCodes = [
  'PRODUCT_BULK_ITEM_ID_BLANK',
  'PRODUCT_NOT_FOUND',
  'PRODUCT_PRICE_INVALID',
  'PRODUCT_STOCK_INVALID',
  'PRODUCT_BULK_ROW_DUPLICATE',
] as const;
export type ProductBulkRowCode = (typeof productBulkRowCodes)[number];

const productBulkNoteSchema = lazySchema(() =>
  z.object({
    /** The row number as the spreadsheet shows it (the header is row 1). */
    rowNumber: z.number().int(),
    itemId: z.string().nullable(),
    /** The store's product of that item ID, when there is one. */
    name: z.string().nullable(),
    errorCode: z.enum(productBulkRowCodes),
    /** The English text of the code; the page shows its own translation. */
    message: z.string(),
  }),
);
export type ProductBulkNote = z.output<typeof productBulkNoteSchema>;

/** §3 the bulk upload process the modal follows (its `bulkProcessId`, `excelLink` and `message`). */
const productBulkProcessSchema = lazySchema(() =>
  z.object({
    bulkProcessId: z.string(),
    fileName: z.string(),
    status: z.enum(productBulkStatuses),
    /** Rows with something to apply, once the file is read. */
    totalRows: z.number().int(),
    /** Rows applied: `changedRows` changed a price or stock, `unchangedRows` held what the product had already. */
    succeededRows: z.number().int(),
    changedRows: z.number().int(),
    unchangedRows: z.number().int(),
    failedRows: z.number().int(),
    /** Set when the whole file was refused (status FAILED), e.g. PRODUCT_BULK_FILE_INVALID. */
    errorCode: z.string().nullable(),
    notes: z.array(productBulkNoteSchema),
    /** The failed rows with their errors as an XLSX, when there are some. */
    excelLink: z.string().nullable(),
    createdAt: z.number(),
    finishedAt: z.number().nullable(),
  }),
);
export type ProductBulkProcess = z.output<typeof productBulkProcessSchema>;

/** The template's columns, found by their header in row 1 (either language). */
export const productBulkColumns = {
  itemId: 'ID Item / Item ID',
  name: 'Nama produk / Product name',
  sku: 'SKU',
  price: 'Harga (Rp) / Price (Rp)',
  stock: 'Stok / Stock',
  error: 'Kesalahan / Error',
} as const;

const productReviewReplySchema = lazySchema(() => z.object({ text: z.string(), repliedAt: z.number(), editedAt: z.number().nullable() }));
export type ProductReviewReply = z.output<typeof productReviewReplySchema>;

const productReviewSchema = lazySchema(() =>
  z.object({
    reviewId: z.string(),
    itemId: z.string(),
    productName: z.string(),
    productImageUrl: z.string().nullable(),
    orderNumber: z.string(),
    customerName: z.string(),
    rating: z.number().int(),
    text: z.string(),
    createdAt: z.number(),
    reply: productReviewReplySchema.nullable(),
  }),
);
export type ProductReview = z.output<typeof productReviewSchema>;

export const productReviewListQuerySchema = lazySchema(() =>
  z.object({
    rating: z.coerce.number().int().min(1).max(5).optional(),
    q: z.string().trim().max(productLimits.searchMaxLength).optional(),
    replied: z.enum(['true', 'false']).optional(),
    ...pageQuery,
  }),
);
export type ProductReviewListQuery = z.input<typeof productReviewListQuerySchema>;

const productReviewListAnswerSchema = lazySchema(() =>
  pageOf(productReviewSchema).extend({
    /** Reviews of each rating (1 to 5) for the same search and replied filter. */
    ratingCounts: z.record(z.enum(['1', '2', '3', '4', '5']), z.number().int()),
    /** The store's average rating over every review, one decimal. */
    ratingAverage: z.number().nullable(),
    unrepliedCount: z.number().int(),
  }),
);
export type ProductReviewListAnswer = z.output<typeof productReviewListAnswerSchema>;

const productReviewReplyRequestSchema = lazySchema(() => z.object({ text: z.string().max(productLimits.replyMaxLength * 2) }));
export type ProductReviewReplyRequest = z.input<typeof productReviewReplyRequestSchema>;

/** A reply: text after trimming, at most `replyMaxLength` characters. */
export function reviewReplyProblem(text: string): 'REVIEW_REPLY_INVALID' | null {
  const trimmed = text.trim();
  return trimmed.length === 0 || [...trimmed].length > productLimits.replyMaxLength ? 'REVIEW_REPLY_INVALID' : null;
}
// ── Calls ──

/**
 * A STORE session works on its own store's products and reviews, and nothing else's: chat-only staff change no price,
 * stock or reply. The item detail is also seller chat's product card (§6: chat needs STORE_CONVERSATION).
 */
const productsCallAccess = featureCallAccess(productsFeature, 'products');
const reviewsCallAccess = featureCallAccess(productsFeature, 'reviews');
/** §7 reference data: any signed-in session may read the category tree. */
const anySession = { modes: 'any' } as const satisfies CallAccess;
const itemParams = lazySchema(() => z.object({ itemId: z.string() }));
const xlsx = { file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

export const productCalls = {
  list: defineCall({
    method: 'GET',
    path: productPaths.list,
    summary: "A page of the store's products with the count of each status tab.",
    access: productsCallAccess,
    query: productListQuerySchema,
    answer: productListAnswerSchema,
    errors: [],
  }),
  detail: defineCall({
    method: 'GET',
    path: productPaths.detailPattern,
    summary: "A product of the store with its category path, sales and rating (also seller chat's product card).",
    access: featureCallAccess(productsFeature, 'productCard'),
    params: itemParams,
    answer: productDetailSchema,
    errors: ['CHAT_PRODUCT_NOT_FOUND'],
  }),
  update: defineCall({
    method: 'PUT',
    path: productPaths.itemPattern,
    summary: 'A new price and/or stock, from the version the seller saw.',
    access: productsCallAccess,
    params: itemParams,
    body: productUpdateRequestSchema,
    answer: productItemSchema,
    errors: ['PRODUCT_PRICE_INVALID', 'PRODUCT_STOCK_INVALID', 'PRODUCT_NOTHING_TO_CHANGE', 'PRODUCT_NOT_FOUND', 'PRODUCT_VERSION_CONFLICT'],
  }),
  setActive: defineCall({
    method: 'POST',
    path: productPaths.status,
    summary: 'Activates or deactivates products of the store.',
    access: productsCallAccess,
    body: productStatusRequestSchema,
    answer: productStatusAnswerSchema,
    errors: ['PRODUCT_NOT_FOUND'],
  }),
  undoSetActive: defineCall({
    method: 'POST',
    path: productPaths.statusUndo,
    summary: 'Undoes an activate or deactivate of the same person, within its undo window.',
    access: productsCallAccess,
    body: undoRequestSchema,
    answer: productStatusUndoAnswerSchema,
    errors: ['UNDO_NOT_FOUND', 'UNDO_EXPIRED'],
    invalid: { body: 'UNDO_NOT_FOUND' },
  }),
  bulkTemplate: defineCall({
    method: 'GET',
    path: productPaths.bulkTemplate,
    summary: "The bulk price and stock template filled with the store's products.",
    access: productsCallAccess,
    answer: xlsx,
    errors: [],
  }),
  bulkProcess: defineCall({
    method: 'GET',
    path: productPaths.bulkProcessNotesPattern,
    summary: 'A bulk upload process: its progress, the rows applied and those refused (§3 bulk process modal).',
    access: productsCallAccess,
    params: lazySchema(() => z.object({ bulkProcessId: z.string() })),
    answer: productBulkProcessSchema,
    errors: ['PRODUCT_BULK_PROCESS_NOT_FOUND'],
  }),
  bulkProcessFile: defineCall({
    method: 'GET',
    path: productPaths.bulkProcessFilePattern,
    summary: "A bulk upload's refused rows with their errors, as a spreadsheet.",
    access: productsCallAccess,
    params: lazySchema(() => z.object({ bulkProcessId: z.string() })),
    answer: xlsx,
    errors: ['PRODUCT_BULK_PROCESS_NOT_FOUND'],
  }),
  reviews: defineCall({
    method: 'GET',
    path: productPaths.reviews,
    summary: "A page of the store's reviews with the count of each rating.",
    access: reviewsCallAccess,
    query: productReviewListQuerySchema,
    answer: productReviewListAnswerSchema,
    errors: [],
  }),
  categories: defineCall({
    method: 'GET',
    path: productPaths.categories,
    summary: "The catalog's category tree (§7 reference data), without inactive or excluded categories when asked.",
    access: anySession,
    query: categoryQuerySchema,
    answer: lazySchema(() => z.array(productCategorySchema)),
    errors: [],
  }),
  reply: defineCall({
    method: 'PUT',
    path: productPaths.reviewReplyPattern,
    summary: "The store's reply to a review (written or edited).",
    access: reviewsCallAccess,
    params: lazySchema(() => z.object({ reviewId: z.string() })),
    body: productReviewReplyRequestSchema,
    answer: productReviewSchema,
    errors: ['REVIEW_REPLY_INVALID', 'REVIEW_NOT_FOUND'],
  }),
} as const;

/** The product list's saved views (`@seller-portal/contracts/saved-views`), behind the products' access. */
export const productSavedViewCalls = savedViewCallsOf('products', productViewFilterSchema, featureCallAccess(productsFeature, 'products'));

/** What the product list asks for as it first draws (the server preloads it from its document): the saved views, whose default picks the list's first query. */
export const productListFirstCalls: PageFirstCalls = { page: '/external/product/active/all', calls: [productSavedViewCalls.list] };
