import { sellerOnboardingFeature } from './onboarding-feature';
import { z } from 'zod';
import { storeNameRules } from '@seller-portal/contracts/accounts';
import { normalizePhoneNumber } from '@seller-portal/contracts/accounts';
import { lazySchema, defineCall } from '@seller-portal/contracts/core';
import { featureCallAccess } from '@seller-portal/contracts/core';
import { storeReviewStatuses } from '@seller-portal/contracts/store-reviews';

/** §4.2 step 5 onboarding V2 and the reference data its form needs (§7 "Config and reference data"). */
export const onboardingApiPaths = {
  /** GET: the store's onboarding, every step with what was saved. */
  state: '/backend/bp/onboarding-v2',
  storeDetails: '/backend/bp/onboarding-v2/store-details',
  pickupAddress: '/backend/bp/onboarding-v2/pickup-address',
  documents: '/backend/bp/onboarding-v2/documents',
  /** POST: sends the store for review once every step is saved. */
  submit: '/backend/bp/onboarding-v2/submit',
  /** GET ?countryCode=ID */
  provinces: '/backend/region/provinces',
  /** §7 GET: the post-live review document (the submission and its decision) as a PDF. */
  postliveDownloadPattern: '/backend/bp/postlive/download/:id',
  postliveDownload: (id: string) => `/backend/bp/postlive/download/${encodeURIComponent(id)}`,
} as const;

/** The steps a new store finishes, in order. */
export const onboardingSteps = ['STORE_DETAILS', 'PICKUP_ADDRESS', 'DOCUMENTS'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

/** The store categories a seller chooses from (the web translates `onboarding:category.<code>`). */
export const storeCategories = ['FASHION', 'ELECTRONICS', 'FOOD', 'HOME', 'BEAUTY', 'HOBBY', 'OTHER'] as const;
export type StoreCategory = (typeof storeCategories)[number];

/** What is wrong with one field; the web shows `onboarding:problem.<code>` under it. */
export type FieldProblem = 'REQUIRED' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID' | 'UNKNOWN' | 'TAKEN';
export type FieldProblems = Record<string, FieldProblem>;

/** The value of an ONBOARDING_FIELD_INVALID answer. */
export interface OnboardingFieldErrorValue {
  fields: FieldProblems;
}

const text = lazySchema(() => z.string().max(1000));

/** Each step's fields, in the form's order; every one is text. */
const storeDetailsFields = ['storeName', 'description', 'category', 'phoneNumber'] as const;
const pickupAddressFields = ['pickupPointName', 'address', 'provinceCode', 'city', 'postalCode'] as const;
const documentsFields = ['ownerName', 'ktpNumber', 'npwpNumber'] as const;
const textsOf = <K extends string>(fields: readonly K[]) => Object.fromEntries(fields.map((field) => [field, text])) as Record<K, typeof text>;

const storeDetailsSchema = lazySchema(() => z.object(textsOf(storeDetailsFields)));
export type StoreDetails = z.infer<typeof storeDetailsSchema>;

const pickupAddressSchema = lazySchema(() => z.object(textsOf(pickupAddressFields)));
export type PickupAddress = z.infer<typeof pickupAddressSchema>;

const documentsSchema = lazySchema(() => z.object(textsOf(documentsFields)));
export type OnboardingDocuments = z.infer<typeof documentsSchema>;

const onboardingLimits = {
  description: { min: 20, max: 500 },
  pickupPointName: { min: 3, max: 60 },
  address: { min: 10, max: 300 },
  city: { min: 2, max: 60 },
  ownerName: { min: 3, max: 100 },
} as const;

function lengthProblem(value: string, limits: { min: number; max: number }): FieldProblem | null {
  if (value === '') return 'REQUIRED';
  if (value.length < limits.min) return 'TOO_SHORT';
  if (value.length > limits.max) return 'TOO_LONG';
  return null;
}

/** Every field of the step is checked (the step's schema lists them), so its problems name only fields of the step. */
function collect<T>(checks: Record<keyof T & string, FieldProblem | null>): FieldProblems {
  return Object.fromEntries(Object.entries(checks).filter((entry): entry is [string, FieldProblem] => entry[1] !== null));
}

const digitsOnly = (value: string) => value.replace(/[\s.-]/g, '');

/** The values as they are kept: trimmed, numbers without their separators. */
export function normalizeStoreDetails(values: StoreDetails): StoreDetails {
  const phone = normalizePhoneNumber(values.phoneNumber);
  return {
    storeName: values.storeName.trim().replace(/\s+/g, ' '),
    description: values.description.trim(),
    category: values.category.trim(),
    phoneNumber: phone ?? values.phoneNumber.trim(),
  };
}

export function normalizePickupAddress(values: PickupAddress): PickupAddress {
  return {
    pickupPointName: values.pickupPointName.trim(),
    address: values.address.trim(),
    provinceCode: values.provinceCode.trim(),
    city: values.city.trim(),
    postalCode: values.postalCode.trim(),
  };
}

export function normalizeDocuments(values: OnboardingDocuments): OnboardingDocuments {
  return {
    ownerName: values.ownerName.trim().replace(/\s+/g, ' '),
    ktpNumber: digitsOnly(values.ktpNumber.trim()),
    npwpNumber: digitsOnly(values.npwpNumber.trim()),
  };
}

/** Store details: the store's name (3–50, §registration), a description, one of the categories, a §5 phone number. */
export function storeDetailsProblems(raw: StoreDetails): FieldProblems {
  const values = normalizeStoreDetails(raw);
  return collect<StoreDetails>({
    storeName: lengthProblem(values.storeName, { min: storeNameRules.minLength, max: storeNameRules.maxLength }),
    description: lengthProblem(values.description, onboardingLimits.description),
    category: values.category === '' ? 'REQUIRED' : (storeCategories as readonly string[]).includes(values.category) ? null : 'UNKNOWN',
    phoneNumber: raw.phoneNumber.trim() === '' ? 'REQUIRED' : normalizePhoneNumber(raw.phoneNumber) ? null : 'INVALID',
  });
}

/** Pickup address: the pickup point's name, the street address, a province of the list, the city and a 5-digit postal code. */
export function pickupAddressProblems(raw: PickupAddress, knownProvince: (code: string) => boolean): FieldProblems {
  const values = normalizePickupAddress(raw);
  return collect<PickupAddress>({
    pickupPointName: lengthProblem(values.pickupPointName, onboardingLimits.pickupPointName),
    address: lengthProblem(values.address, onboardingLimits.address),
    provinceCode: values.provinceCode === '' ? 'REQUIRED' : knownProvince(values.provinceCode) ? null : 'UNKNOWN',
    city: lengthProblem(values.city, onboardingLimits.city),
    postalCode: values.postalCode === '' ? 'REQUIRED' : /^\d{5}$/.test(values.postalCode) ? null : 'INVALID',
  });
}

/** Documents: the owner's name as on the KTP, the 16-digit KTP number (NIK) and the 15- or 16-digit NPWP number. */
export function documentsProblems(raw: OnboardingDocuments): FieldProblems {
  const values = normalizeDocuments(raw);
  return collect<OnboardingDocuments>({
    ownerName: lengthProblem(values.ownerName, onboardingLimits.ownerName),
    ktpNumber: values.ktpNumber === '' ? 'REQUIRED' : /^\d{16}$/.test(values.ktpNumber) ? null : 'INVALID',
    npwpNumber: values.npwpNumber === '' ? 'REQUIRED' : /^\d{15,16}$/.test(values.npwpNumber) ? null : 'INVALID',
  });
}

/** The fields of each step, in the form's order: those its problems function checks and those a review may note. */
export const onboardingStepFields = {
  STORE_DETAILS: storeDetailsFields,
  PICKUP_ADDRESS: pickupAddressFields,
  DOCUMENTS: documentsFields,
} as const satisfies Record<OnboardingStep, readonly string[]>;

/** A review's note on one field is keyed `STEP.field` (`PICKUP_ADDRESS.postalCode`). */
function onboardingNoteKey(step: OnboardingStep, field: string): string {
  return `${step}.${field}`;
}

/** Every key a review of an onboarding may note: one per field of each step. */
export const onboardingNoteKeys: readonly string[] = onboardingSteps.flatMap((step) =>
  onboardingStepFields[step].map((field) => onboardingNoteKey(step, field)),
);

const onboardingStepStateSchema = lazySchema(() =>
  z.object({
    step: z.enum(onboardingSteps),
    /** Saved, and no review note left on it. */
    completed: z.boolean(),
    /** NEED_REVISION: what the review asks to fix, per field of the step, until the step is saved again. */
    revisionNotes: z.record(z.string(), z.string()),
    /** A note on the whole step, as reviews wrote them before they noted fields; cleared like the others. */
    revisionNote: z.string().nullable(),
  }),
);
export type OnboardingStepState = z.infer<typeof onboardingStepStateSchema>;

/** GET onboarding-v2 and every save's answer. */
const onboardingStateSchema = lazySchema(() =>
  z.object({
    storeCode: z.string(),
    /** The store's current name (registration), to start the store details with. */
    storeName: z.string(),
    onboardingStatus: z.string().nullable(),
    postliveStatus: z.string().nullable(),
    steps: z.array(onboardingStepStateSchema),
    storeDetails: storeDetailsSchema.nullable(),
    pickupAddress: pickupAddressSchema.nullable(),
    documents: documentsSchema.nullable(),
    /** The latest review of a submission: WAITING while staff have not decided (the steps cannot change), then its decision. */
    review: z.object({ id: z.string(), status: z.enum(storeReviewStatuses), submittedAt: z.number(), decidedAt: z.number().nullable() }).nullable(),
  }),
);
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

/**
 * §3 `seller-onboarding-v2-config`, a JSON object: `steps` is the order /onboarding-v2 asks its steps in, for
 * example `{"steps":["STORE_DETAILS","DOCUMENTS","PICKUP_ADDRESS"]}`. As for `seller-bp-ui-external-module-paths`,
 * a missing or unparseable value is the safe default (the steps in their usual order); unknown names and repeats are
 * dropped, and a step the list leaves out comes after the listed ones in its usual place: a store goes live only
 * with every step (its details, pickup address and documents), so no setting can leave a seller unable to submit.
 */
export function onboardingV2StepOrder(raw: string | null | undefined): OnboardingStep[] {
  let listed: unknown = null;
  try {
    listed = raw ? (JSON.parse(raw) as { steps?: unknown } | null)?.steps : null;
  } catch {
    listed = null;
  }
  const known = Array.isArray(listed) ? listed.filter((step): step is OnboardingStep => (onboardingSteps as readonly unknown[]).includes(step)) : [];
  const ordered = [...new Set(known)];
  return [...ordered, ...onboardingSteps.filter((step) => !ordered.includes(step))];
}

/** The state's steps in the configured order (`onboardingV2StepOrder`), which the page and `nextOnboardingStep` follow. */
export function inStepOrder<T extends { step: OnboardingStep }>(steps: readonly T[], order: readonly OnboardingStep[]): T[] {
  return [...steps].sort((a, b) => order.indexOf(a.step) - order.indexOf(b.step));
}

/** The first step not saved yet, or null when every step is (the store may be submitted). */
export function nextOnboardingStep(steps: readonly OnboardingStepState[]): OnboardingStep | null {
  return steps.find((step) => !step.completed)?.step ?? null;
}

const provincesQuerySchema = lazySchema(() =>
  z.object({
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/),
  }),
);
export type ProvincesQuery = z.infer<typeof provincesQuerySchema>;

const provinceSchema = lazySchema(() => z.object({ code: z.string(), name: z.string() }));
export type Province = z.infer<typeof provinceSchema>;

// ── Calls ──

/** §6 a STORE session; that its user owns the store is the service's rule (no accessibility code says it). */
const onboardingAccess = featureCallAccess(sellerOnboardingFeature);
const onboardingRefusals = ['ONBOARDING_NOT_OPEN', 'ONBOARDING_IN_REVIEW'] as const;
const stepRefusals = [...onboardingRefusals, 'ONBOARDING_FIELD_INVALID'] as const;

/** The onboarding of a new store and the reference data its form reads. */
export const onboardingCalls = {
  state: defineCall({
    method: 'GET',
    path: onboardingApiPaths.state,
    summary: "The store's onboarding: every step with what was saved.",
    access: onboardingAccess,
    answer: onboardingStateSchema,
    errors: onboardingRefusals,
  }),
  saveStoreDetails: defineCall({
    method: 'PUT',
    path: onboardingApiPaths.storeDetails,
    summary: 'Saves the store details step (name, description, category, phone number).',
    access: onboardingAccess,
    body: storeDetailsSchema,
    answer: onboardingStateSchema,
    errors: stepRefusals,
  }),
  savePickupAddress: defineCall({
    method: 'PUT',
    path: onboardingApiPaths.pickupAddress,
    summary: 'Saves the pickup address step.',
    access: onboardingAccess,
    body: pickupAddressSchema,
    answer: onboardingStateSchema,
    errors: stepRefusals,
  }),
  saveDocuments: defineCall({
    method: 'PUT',
    path: onboardingApiPaths.documents,
    summary: "Saves the documents step (the owner's name, KTP and NPWP numbers).",
    access: onboardingAccess,
    body: documentsSchema,
    answer: onboardingStateSchema,
    errors: stepRefusals,
  }),
  submit: defineCall({
    method: 'POST',
    path: onboardingApiPaths.submit,
    summary: 'Sends the store to the review queue once every step is saved; staff approve it or send it back.',
    access: onboardingAccess,
    answer: onboardingStateSchema,
    errors: [...stepRefusals, 'ONBOARDING_INCOMPLETE'],
  }),
  postliveDownload: defineCall({
    method: 'GET',
    path: onboardingApiPaths.postliveDownloadPattern,
    summary: "The post-live review document of the store's onboarding: the submission and its decision, a PDF.",
    access: onboardingAccess,
    params: lazySchema(() => z.object({ id: z.uuid() })),
    answer: { file: 'application/pdf' },
    errors: ['POSTLIVE_DOCUMENT_NOT_FOUND'],
    invalid: { params: 'POSTLIVE_DOCUMENT_NOT_FOUND' },
  }),
  provinces: defineCall({
    method: 'GET',
    path: onboardingApiPaths.provinces,
    summary: "A country's provinces (`countryCode`, ISO 3166-1 alpha-2).",
    access: { modes: 'any' },
    query: provincesQuerySchema,
    answer: lazySchema(() => z.array(provinceSchema)),
    errors: [],
  }),
} as const;
