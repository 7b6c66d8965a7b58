import { apiCenterFeature } from './api-center-feature';
import { z } from 'zod';
import { lazySchema, featureCallAccess } from '@seller-portal/contracts/core';
import { auditHistoryQuerySchema, auditPageSchema } from '@seller-portal/contracts/accounts';
import { defineCall } from '@seller-portal/contracts/core';

/**
 * §7 "API center": the OpenAPI specifications internal staff publish for the marketplace's services, listed by service
 * and read as documentation. Every call needs INTERNAL mode and INTERNAL_SELLER-API-CENTER (§6).
 */
export const apiCenterPaths = {
  /** GET: every specification, by service then title (without its document); POST multipart (`service`, `file`): upload. */
  specifications: '/backend/api-center/specifications',
  /** GET: one specification with its document; DELETE: removes it. */
  specification: (id: string) => `/backend/api-center/specifications/${encodeURIComponent(id)}`,
  /** The route pattern of `specification`. */
  specificationPattern: '/backend/api-center/specifications/:id',
  /** GET: the services that have specifications, with how many each. */
  services: '/backend/api-center/services',
  /** GET `AuditHistoryQuery`: who uploaded and deleted what, newest first. */
  history: '/backend/history/api-center/filter',
  /** GET: the OpenAPI 3.1 document of this server's own API (the document itself, not an envelope). */
  openApi: '/backend/openapi.json',
} as const;

/** The id of the specification the server describes itself with, listed beside the uploaded ones. */
export const builtInSpecificationId = 'seller-portal-api';

export const apiCenterLimits = {
  /** An uploaded file: JSON or YAML text. */
  fileMaxBytes: 5 * 1024 * 1024,
  serviceMaxLength: 60,
  /**
   * YAML aliases a file may use: a real specification needs a handful, an alias bomb (a "billion laughs") needs
   * thousands, and is refused by the parser before it expands.
   */
  yamlMaxAliases: 50,
  /**
   * Objects and lists inside each other: real specifications stay under twenty levels; a file nested thousands deep
   * would exhaust the stack of every recursive step after parsing (copy, validation, storage).
   */
  nestingMaxDepth: 64,
  /** How long validation may spend resolving `$ref`s before the file is refused. */
  validateTimeoutMs: 3000,
} as const;

/** The multipart fields of an upload. */
export const apiSpecificationFields = { file: 'file', service: 'service' } as const;

/** A service name: lower-case words joined by dashes (`orders`, `product-catalog`). */
export const apiServiceNameSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1)
    .max(apiCenterLimits.serviceMaxLength)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
);

const apiSpecificationFormats = ['OPENAPI_3', 'SWAGGER_2'] as const;
export type ApiSpecificationFormat = (typeof apiSpecificationFormats)[number];

const apiSpecificationSummarySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    service: z.string(),
    title: z.string(),
    version: z.string(),
    format: z.enum(apiSpecificationFormats),
    /** The version the document declares (`3.0.3`, `2.0`). */
    specVersion: z.string(),
    fileName: z.string(),
    sizeBytes: z.number().int(),
    uploadedBy: z.string(),
    uploadedAt: z.number(),
    /** The server's own API (`builtInSpecificationId`): generated, not uploaded, so it cannot be deleted. */
    builtIn: z.boolean().optional(),
  }),
);
export type ApiSpecificationSummary = z.output<typeof apiSpecificationSummarySchema>;

const apiSpecificationSchema = lazySchema(() =>
  apiSpecificationSummarySchema.extend({
    /** The document as uploaded, parsed to JSON. */
    document: z.record(z.string(), z.unknown()),
  }),
);
export type ApiSpecification = z.output<typeof apiSpecificationSchema>;
const apiServiceSchema = lazySchema(() => z.object({ name: z.string(), specifications: z.number().int() }));
export type ApiService = z.output<typeof apiServiceSchema>;

// ── Calls ──

/** §6: every API center call needs INTERNAL mode and INTERNAL_SELLER-API-CENTER. */
const apiCenterAccess = featureCallAccess(apiCenterFeature);
const specificationParams = lazySchema(() => z.object({ id: z.string() }));

/** The API center's calls on declarations; the upload is multipart and stays a plain route. */
export const apiCenterCalls = {
  specifications: defineCall({
    method: 'GET',
    path: apiCenterPaths.specifications,
    summary: "Every specification, by service then title (without its document), the server's own among them.",
    access: apiCenterAccess,
    answer: lazySchema(() => z.array(apiSpecificationSummarySchema)),
    errors: [],
  }),
  specification: defineCall({
    method: 'GET',
    path: apiCenterPaths.specificationPattern,
    summary: 'One specification with its document.',
    access: apiCenterAccess,
    params: specificationParams,
    answer: apiSpecificationSchema,
    errors: ['API_SPEC_NOT_FOUND'],
  }),
  remove: defineCall({
    method: 'DELETE',
    path: apiCenterPaths.specificationPattern,
    summary: 'Deletes an uploaded specification (the audit log keeps a record).',
    access: apiCenterAccess,
    params: specificationParams,
    answer: lazySchema(() => z.null()),
    errors: ['API_SPEC_NOT_FOUND'],
  }),
  services: defineCall({
    method: 'GET',
    path: apiCenterPaths.services,
    summary: 'The services that have specifications, with how many each.',
    access: apiCenterAccess,
    answer: lazySchema(() => z.array(apiServiceSchema)),
    errors: [],
  }),
  history: defineCall({
    method: 'GET',
    path: apiCenterPaths.history,
    summary: 'Who uploaded and deleted what, newest first.',
    access: apiCenterAccess,
    query: auditHistoryQuerySchema,
    answer: auditPageSchema,
    errors: [],
  }),
} as const;
