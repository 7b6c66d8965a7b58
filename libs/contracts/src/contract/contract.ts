import { contractFeature } from './contract-feature';
import { z } from 'zod';
import { lazySchema, defineCall, featureCallAccess } from '@seller-portal/contracts/core';

/** The margin of an item whose category has none (no category, or one no margin covers). */
export const defaultMarginCategory = 'DEFAULT';

export const contractPaths = {
  /** GET (public): `StandardContract`, the standard terms and the base margins of the top-level categories. */
  standard: '/backend/main/contract/standard',
  /** GET (public): `BaseMarginGroup`, a parent category's base margin and its children's. */
  baseMarginsPattern: '/backend/main/contract/base-margins/:parentCategoryCode',
  /** GET: `StoreContract`, the store's contract and every category's margin for it. */
  store: '/backend/main/contract/store',
  /** GET: the signed contract as a PDF (`?lang=`). */
  document: '/backend/main/contract/store/document',
  /** GET: `MarginAgreement`, one of the store's margin agreements. */
  marginPattern: '/backend/main/contract/margins/:id',
} as const;

export const contractPathsOf = {
  baseMargins: (parentCategoryCode: string) => `/backend/main/contract/base-margins/${encodeURIComponent(parentCategoryCode)}`,
  document: (lang?: 'id' | 'en') => `${contractPaths.document}${lang ? `?lang=${lang}` : ''}`,
  margin: (id: number) => `/backend/main/contract/margins/${id}`,
};

/** Basis points: 550 is 5.5 %. */
const bpsSchema = lazySchema(() => z.number().int().min(0).max(10_000));
const nameSchema = lazySchema(() => z.object({ id: z.string(), en: z.string() }));

const baseMarginSchema = lazySchema(() =>
  z.object({
    categoryCode: z.string(),
    name: nameSchema,
    /** Its own base margin; null: it charges its parent's. */
    commissionBps: bpsSchema.nullable(),
    /** What an item of it is charged when no store margin applies. */
    effectiveBps: bpsSchema,
    childCount: z.number().int(),
  }),
);
export type BaseMargin = z.output<typeof baseMarginSchema>;

const standardContractSchema = lazySchema(() =>
  z.object({
    /** The version of the marketplace's standard terms every store contract is signed on. */
    termsVersion: z.string(),
    /** The sections of the terms, as the page and the PDF show them (in Indonesian and English). */
    sections: z.array(z.object({ key: z.string(), title: nameSchema, body: nameSchema })),
    /** The margin of an item of no covered category. */
    defaultBps: bpsSchema,
    /** The top-level categories. */
    baseMargins: z.array(baseMarginSchema),
  }),
);
export type StandardContract = z.output<typeof standardContractSchema>;

const baseMarginGroupSchema = lazySchema(() =>
  z.object({
    parent: baseMarginSchema,
    children: z.array(baseMarginSchema),
  }),
);
export type BaseMarginGroup = z.output<typeof baseMarginGroupSchema>;

const contractStatuses = ['ACTIVE', 'EXPIRED', 'NOT_STARTED'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

const marginAgreementStatuses = ['ACTIVE', 'SCHEDULED', 'ENDED'] as const;
export type MarginAgreementStatus = (typeof marginAgreementStatuses)[number];

const marginAgreementSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    categoryCode: z.string(),
    categoryName: nameSchema,
    /** The parent category's code (the base-margin page of its group), or null for a top-level category. */
    parentCategoryCode: z.string().nullable(),
    commissionBps: bpsSchema,
    /** The base margin the agreement replaces for this category. */
    baseBps: bpsSchema,
    /** `YYYY-MM-DD` (store days, WIB): the first day it applies and the last (null: until the contract ends). */
    validFrom: z.string(),
    validUntil: z.string().nullable(),
    status: z.enum(marginAgreementStatuses),
    /** What the agreement was made for (a campaign, a negotiation). */
    reason: z.string(),
    agreedAt: z.string(),
  }),
);
export type MarginAgreement = z.output<typeof marginAgreementSchema>;

const storeCategoryMarginSchema = lazySchema(() =>
  z.object({
    categoryCode: z.string(),
    name: nameSchema,
    parentCategoryCode: z.string().nullable(),
    baseBps: bpsSchema,
    /** What the store's items of this category are charged today. */
    effectiveBps: bpsSchema,
    /** The store's agreement behind `effectiveBps`, when one (on this category or a parent) applies today. */
    agreementId: z.number().int().nullable(),
  }),
);
export type StoreCategoryMargin = z.output<typeof storeCategoryMarginSchema>;

const storeContractSchema = lazySchema(() =>
  z.object({
    storeCode: z.string(),
    storeName: z.string(),
    contractNumber: z.string(),
    version: z.number().int(),
    termsVersion: z.string(),
    /** `YYYY-MM-DD` (WIB). */
    startsOn: z.string(),
    endsOn: z.string(),
    status: z.enum(contractStatuses),
    signedAt: z.string(),
    signedBy: z.string(),
    /** Every category of the tree (parents first, then their children) with the store's margin today. */
    margins: z.array(storeCategoryMarginSchema),
    agreements: z.array(marginAgreementSchema),
    defaultBps: bpsSchema,
  }),
);
export type StoreContract = z.output<typeof storeContractSchema>;

const access = featureCallAccess(contractFeature);

/** The contract calls: the standard terms and base margins for everyone, the store's contract and margins for its staff. */
export const contractCalls = {
  standard: defineCall({
    method: 'GET',
    path: contractPaths.standard,
    summary: "The marketplace's standard contract terms and the base margin of each top-level category.",
    access: { public: true },
    answer: standardContractSchema,
    errors: [],
  }),
  baseMargins: defineCall({
    method: 'GET',
    path: contractPaths.baseMarginsPattern,
    summary: 'A top-level category with its base margin and the base margins of its children.',
    access: { public: true },
    params: lazySchema(() => z.object({ parentCategoryCode: z.string().min(1).max(100) })),
    answer: baseMarginGroupSchema,
    errors: ['CONTRACT_CATEGORY_NOT_FOUND'],
  }),
  store: defineCall({
    method: 'GET',
    path: contractPaths.store,
    summary: "The store's contract (term, version, signature) and its margin per category today, with its margin agreements.",
    access,
    answer: storeContractSchema,
    errors: ['CONTRACT_NOT_FOUND'],
  }),
  document: defineCall({
    method: 'GET',
    path: contractPaths.document,
    summary: "The store's signed contract with its margins, a PDF.",
    access,
    answer: { file: 'application/pdf' },
    errors: ['CONTRACT_NOT_FOUND'],
  }),
  margin: defineCall({
    method: 'GET',
    path: contractPaths.marginPattern,
    summary: "One of the store's margin agreements.",
    access,
    params: lazySchema(() => z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })),
    answer: marginAgreementSchema,
    errors: ['CONTRACT_MARGIN_NOT_FOUND'],
    invalid: { params: 'CONTRACT_MARGIN_NOT_FOUND' },
  }),
};
