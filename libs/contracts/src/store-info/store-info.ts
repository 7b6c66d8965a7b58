import { storeInfoFeature } from './store-info-feature';
import { z } from 'zod';
import { normalizeEmail, normalizePhoneNumber, storeNameRules } from '@seller-portal/contracts/accounts';
import { lazySchema, defineCall, featureCallAccess } from '@seller-portal/contracts/core';
import { storeReviewStatuses } from '@seller-portal/contracts/store-reviews';

export const storeInfoPaths = {
  /** §7 GET: `StoreInfo`. */
  store: '/backend/bp/store',
  /** PUT `StoreProfileRequest`: description and contact. */
  profile: '/backend/bp/store/profile',
  /** POST multipart (field `logo`): a new logo; GET: the logo's image. */
  logo: '/backend/bp/store/logo',
  /** POST `StoreDataChangeRequest`: asks for a change of the legal data. */
  dataChange: '/backend/bp/store-data-change',
  /** §7 GET: the request as a PDF. */
  dataChangeDownloadPattern: '/backend/bp/store-data-change/download/:id',
  dataChangeDownload: (id: string) => `/backend/bp/store-data-change/download/${encodeURIComponent(id)}`,
} as const;

/** The multipart field of a logo upload. */
export const storeLogoField = 'logo';
/** The most a logo upload may weigh: the browser sends it resized (512 px, JPEG), far below this. */
export const storeLogoMaxBytes = 2 * 1024 * 1024;
/** The side of the square the browser resizes a logo into. */
export const storeLogoSize = 512;
export const storeLogoMediaTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The legal form of the business: a person, a CV or a PT. */
export const legalBusinessTypes = ['INDIVIDUAL', 'CV', 'PT'] as const;
export type LegalBusinessType = (typeof legalBusinessTypes)[number];

/** The legal data, in the order the page and the request show them. */
export const legalFields = ['name', 'businessType', 'npwpNumber', 'ownerName', 'ownerKtpNumber'] as const;
export type LegalField = (typeof legalFields)[number];

const storeProfileLimits = { descriptionMax: 1000, ownerNameMin: 3, ownerNameMax: 100 } as const;

/** What is wrong with one field; the page shows `storeInfo:problem.<code>` under it. */
export type StoreFieldProblem = 'REQUIRED' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID' | 'UNKNOWN' | 'TAKEN';
export type StoreFieldProblems = Record<string, StoreFieldProblem>;

/** The value of a STORE_PROFILE_INVALID or STORE_DATA_CHANGE_INVALID answer. */
export interface StoreFieldErrorValue {
  fields: StoreFieldProblems;
}

const text = lazySchema(() => z.string().max(2000));

const storeProfileRequestSchema = lazySchema(() => z.object({ description: text, contactPhone: text, contactEmail: text }));
export type StoreProfileRequest = z.infer<typeof storeProfileRequestSchema>;

const storeDataChangeRequestSchema = lazySchema(() => z.object({ name: text, businessType: text, npwpNumber: text, ownerName: text, ownerKtpNumber: text }));
export type StoreDataChangeRequest = z.infer<typeof storeDataChangeRequestSchema>;

const digitsOnly = (value: string) => value.replace(/[\s.-]/g, '');

export function normalizeStoreProfile(values: StoreProfileRequest): StoreProfileRequest {
  return {
    description: values.description.trim(),
    contactPhone: normalizePhoneNumber(values.contactPhone) ?? values.contactPhone.trim(),
    contactEmail: values.contactEmail.trim().toLowerCase(),
  };
}

/** The profile: a description of at most 1,000 characters, a §5 phone number, an email address (or none). */
export function storeProfileProblems(raw: StoreProfileRequest): StoreFieldProblems {
  const values = normalizeStoreProfile(raw);
  const problems: StoreFieldProblems = {};
  if (values.description.length > storeProfileLimits.descriptionMax) problems.description = 'TOO_LONG';
  if (raw.contactPhone.trim() === '') problems.contactPhone = 'REQUIRED';
  else if (!normalizePhoneNumber(raw.contactPhone)) problems.contactPhone = 'INVALID';
  if (values.contactEmail !== '' && 'problem' in normalizeEmail(values.contactEmail)) problems.contactEmail = 'INVALID';
  return problems;
}

export function normalizeDataChange(values: StoreDataChangeRequest): StoreDataChangeRequest {
  return {
    name: values.name.trim().replace(/\s+/g, ' '),
    businessType: values.businessType.trim(),
    npwpNumber: digitsOnly(values.npwpNumber.trim()),
    ownerName: values.ownerName.trim().replace(/\s+/g, ' '),
    ownerKtpNumber: digitsOnly(values.ownerKtpNumber.trim()),
  };
}

/** The legal data as asked: a store name of 3–50 characters, a known business type, a 15/16-digit NPWP, the owner's name and a 16-digit NIK (or none: unchanged). */
export function dataChangeProblems(raw: StoreDataChangeRequest): StoreFieldProblems {
  const values = normalizeDataChange(raw);
  const problems: StoreFieldProblems = {};
  if (values.name === '') problems.name = 'REQUIRED';
  else if (values.name.length < storeNameRules.minLength) problems.name = 'TOO_SHORT';
  else if (values.name.length > storeNameRules.maxLength) problems.name = 'TOO_LONG';
  if (values.businessType === '') problems.businessType = 'REQUIRED';
  else if (!(legalBusinessTypes as readonly string[]).includes(values.businessType)) problems.businessType = 'UNKNOWN';
  if (values.npwpNumber === '') problems.npwpNumber = 'REQUIRED';
  else if (!/^\d{15,16}$/.test(values.npwpNumber)) problems.npwpNumber = 'INVALID';
  if (values.ownerName === '') problems.ownerName = 'REQUIRED';
  else if (values.ownerName.length < storeProfileLimits.ownerNameMin) problems.ownerName = 'TOO_SHORT';
  else if (values.ownerName.length > storeProfileLimits.ownerNameMax) problems.ownerName = 'TOO_LONG';
  // The page shows the NIK masked: left blank, it stays as it is.
  if (values.ownerKtpNumber !== '' && !/^\d{16}$/.test(values.ownerKtpNumber)) problems.ownerKtpNumber = 'INVALID';
  return problems;
}

/** A NIK as the page shows it: only its last four digits. */
export function maskKtpNumber(value: string | null): string | null {
  return value ? `${'•'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}` : null;
}

const legalDataSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    businessType: z.enum(legalBusinessTypes).nullable(),
    npwpNumber: z.string().nullable(),
    ownerName: z.string().nullable(),
    /** Masked: the last four digits. */
    ownerKtpNumber: z.string().nullable(),
  }),
);
export type LegalData = z.infer<typeof legalDataSchema>;

/** The store's latest change request and where it stands. */
const dataChangeSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    status: z.enum(storeReviewStatuses),
    /** Epoch ms. */
    submittedAt: z.number(),
    decidedAt: z.number().nullable(),
    reason: z.string().nullable(),
    /** The fields asked to change: the value then and the one asked for (a NIK masked). */
    changes: z.array(z.object({ field: z.enum(legalFields), before: z.string().nullable(), after: z.string().nullable() })),
  }),
);
export type StoreDataChange = z.infer<typeof dataChangeSchema>;

/** §7 GET bp/store. */
const storeInfoSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    /** The logo's address (it changes with the logo), or null without one. */
    logoUrl: z.string().nullable(),
    description: z.string(),
    contactPhone: z.string().nullable(),
    contactEmail: z.string().nullable(),
    /** §3 businessTypes (OFFICIAL, …). */
    businessTypes: z.array(z.string()),
    legal: legalDataSchema,
    owner: z.object({ name: z.string(), email: z.string(), phoneNumber: z.string().nullable() }).nullable(),
    /** §3 fraud status of the store's identity verification (WAITING_IDENTITY_PHOTO, …) or null when none is asked. */
    identityVerification: z.string().nullable(),
    onboardingStatus: z.string().nullable(),
    postliveStatus: z.string().nullable(),
    /** The onboarding review whose post-live document can be downloaded (§7 postlive/download), or null. */
    postliveReviewId: z.string().nullable(),
    dataChange: dataChangeSchema.nullable(),
    /** Epoch ms. */
    createdAt: z.number(),
  }),
);
export type StoreInfo = z.infer<typeof storeInfoSchema>;

const access = featureCallAccess(storeInfoFeature);
const pdf = { file: 'application/pdf' } as const;

export const storeInfoCalls = {
  store: defineCall({
    method: 'GET',
    path: storeInfoPaths.store,
    summary: "The store's information: profile, legal data, owner, identity verification and the latest change request.",
    access,
    answer: storeInfoSchema,
    errors: [],
  }),
  saveProfile: defineCall({
    method: 'PUT',
    path: storeInfoPaths.profile,
    summary: "Saves the store's description and contact.",
    access,
    body: storeProfileRequestSchema,
    answer: storeInfoSchema,
    errors: ['STORE_PROFILE_INVALID'],
  }),
  requestDataChange: defineCall({
    method: 'POST',
    path: storeInfoPaths.dataChange,
    summary: 'Asks for a change of the legal data (name, business type, NPWP, owner identity), which staff review.',
    access,
    body: storeDataChangeRequestSchema,
    answer: storeInfoSchema,
    errors: ['STORE_DATA_CHANGE_INVALID', 'STORE_DATA_CHANGE_UNCHANGED', 'STORE_DATA_CHANGE_OPEN'],
  }),
  downloadDataChange: defineCall({
    method: 'GET',
    path: storeInfoPaths.dataChangeDownloadPattern,
    summary: 'A change request of the store as a PDF (`lang` chooses its language).',
    access,
    params: lazySchema(() => z.object({ id: z.uuid() })),
    answer: pdf,
    errors: ['STORE_DATA_CHANGE_NOT_FOUND'],
    invalid: { params: 'STORE_DATA_CHANGE_NOT_FOUND' },
  }),
} as const;
