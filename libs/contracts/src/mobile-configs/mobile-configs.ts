import { mobileConfigsFeature } from './mobile-configs-feature';
import { z } from 'zod';
import { auditHistoryQuerySchema, auditPageSchema } from '@seller-portal/contracts/accounts';
import { lazySchema, defineCall } from '@seller-portal/contracts/core';
import { featureCallAccess } from '@seller-portal/contracts/core';

/**
 * Mobile configs (§2.4, §3 "Application config"): named values the Android and iOS apps read, some of them JSON.
 * Internal staff keep them with INTERNAL_MOBILE-CONFIG_VIEW / ADD / UPDATE / DELETE (§6); the apps read one by name.
 */
export const mobileConfigPaths = {
  /** GET `?keyword=`: every config (INTERNAL_MOBILE-CONFIG_VIEW); POST `MobileConfigCreateRequest` (…_ADD). */
  configs: '/backend/mobile-configs',
  /** GET (…_VIEW), PUT `MobileConfigUpdateRequest` (…_UPDATE), DELETE (…_DELETE) one config. */
  config: (key: string) => `/backend/mobile-configs/${encodeURIComponent(key)}`,
  configPattern: '/backend/mobile-configs/:key',
  /** GET `AuditHistoryQuery` (…_VIEW): who changed which config, with before and after. */
  history: '/backend/history/mobile-config/filter',
  /** GET (§7 "Config and reference data"): one config's value, for the apps. */
  byName: (name: string) => `/backend/api-integration/general/mobile-configs/${encodeURIComponent(name)}`,
  byNamePattern: '/backend/api-integration/general/mobile-configs/:name',
} as const;

const mobileConfigLimits = {
  keyMaxLength: 100,
  descriptionMaxLength: 500,
  valueMaxLength: 100_000,
} as const;

/** `JSON` values must parse; `TEXT` values are kept as they are. */
export const mobileConfigValueTypes = ['JSON', 'TEXT'] as const;
export type MobileConfigValueType = (typeof mobileConfigValueTypes)[number];

/** A key as the apps ask for it: letters, digits, dots, dashes and underscores (`generalNotifPage`, `seller-resize-image`). */
export const mobileConfigKeySchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1)
    .max(mobileConfigLimits.keyMaxLength)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/),
);

const mobileConfigSchema = lazySchema(() =>
  z.object({
    key: z.string(),
    valueType: z.enum(mobileConfigValueTypes),
    /** The value as text (a JSON value pretty-printed as saved). */
    value: z.string(),
    description: z.string(),
    /** Optimistic concurrency: an update names the version it started from. */
    version: z.number().int(),
    updatedBy: z.string(),
    updatedAt: z.number(),
  }),
);
export type MobileConfig = z.output<typeof mobileConfigSchema>;

/** What the apps receive: the value itself (parsed when JSON). */
const mobileConfigValueSchema = lazySchema(() => z.object({ key: z.string(), value: z.unknown(), version: z.number().int() }));
export type MobileConfigValue = z.output<typeof mobileConfigValueSchema>;

const mobileConfigListQuerySchema = lazySchema(() => z.object({ keyword: z.string().trim().max(100).optional() }));
export type MobileConfigListQuery = z.input<typeof mobileConfigListQuerySchema>;

const fields = {
  valueType: lazySchema(() => z.enum(mobileConfigValueTypes)),
  value: lazySchema(() => z.string().max(mobileConfigLimits.valueMaxLength)),
  description: lazySchema(() => z.string().trim().max(mobileConfigLimits.descriptionMaxLength).default('')),
};

const mobileConfigCreateRequestSchema = lazySchema(() => z.object({ key: mobileConfigKeySchema, ...fields }));
export type MobileConfigCreateRequest = z.input<typeof mobileConfigCreateRequestSchema>;

const mobileConfigUpdateRequestSchema = lazySchema(() => z.object({ ...fields, version: z.number().int().min(1) }));
export type MobileConfigUpdateRequest = z.input<typeof mobileConfigUpdateRequestSchema>;

/**
 * Where a JSON value stops parsing, as the editor and the server both say it: null when it parses. `line` and
 * `column` count from 1; the message is the parser's, for the person who wrote it.
 */
export function jsonValueProblem(text: string): { message: string; line: number | null; column: number | null } | null {
  if (!text.trim()) return { message: 'empty', line: null, column: null };
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const lineColumn = /line (\d+) column (\d+)/.exec(message);
    if (lineColumn) return { message, line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
    // A value cut short stops at its end; other engines say the position, or nothing.
    const position = /end of (JSON )?(input|data)/i.test(message) ? text.trimEnd().length : Number(/position (\d+)/.exec(message)?.[1] ?? NaN);
    if (Number.isNaN(position)) return { message, line: null, column: null };
    const before = text.slice(0, position);
    const lines = before.split('\n');
    return { message, line: lines.length, column: lines[lines.length - 1].length + 1 };
  }
}

// ── Calls ──

const keyParams = lazySchema(() => z.object({ key: mobileConfigKeySchema }));
const notFound = 'MOBILE_CONFIG_NOT_FOUND' as const;
const valueRefusals = ['MOBILE_CONFIG_JSON_INVALID', 'MOBILE_CONFIG_JSON_TOO_DEEP'] as const;

/** The mobile config calls: the console's, each behind the INTERNAL_MOBILE-CONFIG_ code of what it does, and the apps' read of one value. */
export const mobileConfigCalls = {
  list: defineCall({
    method: 'GET',
    path: mobileConfigPaths.configs,
    summary: 'Every config, narrowed by a keyword in its key or description.',
    access: featureCallAccess(mobileConfigsFeature),
    query: mobileConfigListQuerySchema,
    answer: lazySchema(() => z.array(mobileConfigSchema)),
    errors: [],
  }),
  create: defineCall({
    method: 'POST',
    path: mobileConfigPaths.configs,
    summary: 'A new config; a JSON value must parse.',
    access: featureCallAccess(mobileConfigsFeature, 'add'),
    body: mobileConfigCreateRequestSchema,
    answer: mobileConfigSchema,
    errors: ['MOBILE_CONFIG_KEY_INVALID', 'MOBILE_CONFIG_KEY_TAKEN', ...valueRefusals],
  }),
  detail: defineCall({
    method: 'GET',
    path: mobileConfigPaths.configPattern,
    summary: 'One config.',
    access: featureCallAccess(mobileConfigsFeature),
    params: keyParams,
    answer: mobileConfigSchema,
    errors: [notFound],
    invalid: { params: notFound },
  }),
  update: defineCall({
    method: 'PUT',
    path: mobileConfigPaths.configPattern,
    summary: "Changes a config from the version it names; a newer one is refused with what is saved now in the answer's value.",
    access: featureCallAccess(mobileConfigsFeature, 'update'),
    params: keyParams,
    body: mobileConfigUpdateRequestSchema,
    answer: mobileConfigSchema,
    errors: [notFound, 'MOBILE_CONFIG_VERSION_CONFLICT', ...valueRefusals],
    invalid: { params: notFound },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: mobileConfigPaths.configPattern,
    summary: 'Deletes a config (the audit log keeps a record).',
    access: featureCallAccess(mobileConfigsFeature, 'delete'),
    params: keyParams,
    answer: lazySchema(() => z.null()),
    errors: [notFound],
    invalid: { params: notFound },
  }),
  history: defineCall({
    method: 'GET',
    path: mobileConfigPaths.history,
    summary: 'Who changed which config, with before and after, newest first.',
    access: featureCallAccess(mobileConfigsFeature),
    query: auditHistoryQuerySchema,
    answer: auditPageSchema,
    errors: [],
  }),
  /**
   * §7 "Config and reference data": the apps read their configs with the user's session, of whatever mode (a seller
   * in the Android app, internal staff in the console). §6 lists the calls that need no session, and this is not one
   * of them, so it needs a signed-in session and no code: the values are the apps' settings, not a staff tool.
   */
  byName: defineCall({
    method: 'GET',
    path: mobileConfigPaths.byNamePattern,
    summary: "One config's value for the apps, parsed when it is JSON.",
    access: { modes: 'any' },
    params: lazySchema(() => z.object({ name: mobileConfigKeySchema })),
    answer: mobileConfigValueSchema,
    errors: [notFound],
    invalid: { params: notFound },
  }),
} as const;
