import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '@seller-portal/contracts/accounts';
import { auditHistoryQuerySchema, auditPageSchema } from '@seller-portal/contracts/accounts';
import { lazySchema, defineCall } from '@seller-portal/contracts/core';
import type { ErrorCode } from '@seller-portal/contracts/core';
import { featureCallAccess } from '@seller-portal/contracts/core';
import {
  isNotificationLink,
  notificationCategories,
  notificationChannelOutcomeSchema,
  notificationChannels,
  notificationLimits,
  type NotificationChannel,
} from '@seller-portal/contracts/notifications';
import { partnerNotificationsFeature } from './partner-notifications-feature';

/**
 * §7 "Manual notifications": a notification internal staff write by hand and send to sellers, now or at a time
 * they choose. Each action needs INTERNAL mode and its own §6 code: INTERNAL_NOTIFICATION_MANUAL-SEE (list, read,
 * history), -SAVE (create), -EDIT (change, cancel a schedule), -DELETE, -COPY (a new draft from an existing one).
 */
export const manualNotificationPaths = {
  /** GET `ManualNotificationFilterQuery` (…-SEE): a page of manual notifications, newest first. */
  filter: '/backend/manual-notifications/filter',
  /** GET (…-SEE): one manual notification with its delivery result. */
  byId: (id: string) => `/backend/manual-notifications/filter/id/${encodeURIComponent(id)}`,
  byIdPattern: '/backend/manual-notifications/filter/id/:id',
  /** POST `ManualNotificationRequest` (…-SAVE): a new one, kept as a draft, scheduled or sent at once. */
  create: '/backend/manual-notifications',
  /** PUT `ManualNotificationUpdateRequest` (…-EDIT), DELETE (…-DELETE): one that has not been sent. */
  one: (id: string) => `/backend/manual-notifications/id/${encodeURIComponent(id)}`,
  onePattern: '/backend/manual-notifications/id/:id',
  /** PUT (…-EDIT): a scheduled one will not be sent (CANCELLED). */
  cancel: (id: string) => `/backend/manual-notifications/id/${encodeURIComponent(id)}/cancel`,
  cancelPattern: '/backend/manual-notifications/id/:id/cancel',
  /** POST (…-COPY): a new draft with the same content, category, link and audience, never its schedule. */
  copy: (id: string) => `/backend/manual-notifications/id/${encodeURIComponent(id)}/copy`,
  copyPattern: '/backend/manual-notifications/id/:id/copy',
  /** GET `AuditHistoryQuery` (…-SEE): who changed which manual notification, with before and after. */
  history: '/backend/history/manual-notification/filter',
} as const;

/** The channels a manual notification can go through: the notification center's. */
export const manualNotificationChannels = notificationChannels;
export type ManualNotificationChannel = NotificationChannel;

/** What a notification is about: the notification center's categories, which sellers choose per channel to receive. */
export const manualNotificationCategories = notificationCategories;
export type ManualNotificationCategory = (typeof manualNotificationCategories)[number];

/** DRAFT: kept, not sent. SCHEDULED: will be sent at `scheduledAt`. SENT / FAILED: the delivery's outcome. CANCELLED: a schedule called off. */
export const manualNotificationStatuses = ['DRAFT', 'SCHEDULED', 'SENT', 'FAILED', 'CANCELLED'] as const;
export type ManualNotificationStatus = (typeof manualNotificationStatuses)[number];

/** Edit only before it is sent (a cancelled one may be edited and scheduled again). */
export const editableManualNotificationStatuses: readonly ManualNotificationStatus[] = ['DRAFT', 'SCHEDULED', 'CANCELLED'];

/** Who receives it: every active seller, the stores listed by code, or the stores of some business types. */
export const manualNotificationAudienceTypes = ['ALL', 'STORE_CODES', 'BUSINESS_TYPES'] as const;
export type ManualNotificationAudienceType = (typeof manualNotificationAudienceTypes)[number];

/** What saving does: keep a draft, schedule it for `scheduledAt`, or send it now. */
export const manualNotificationSendModes = ['DRAFT', 'SCHEDULE', 'NOW'] as const;
export type ManualNotificationSendMode = (typeof manualNotificationSendModes)[number];

export const manualNotificationLimits = {
  titleMaxLength: notificationLimits.titleMaxLength,
  bodyMaxLength: notificationLimits.bodyMaxLength,
  linkMaxLength: notificationLimits.linkMaxLength,
  audienceMaxValues: 1000,
  keywordMaxLength: 100,
} as const;

const localizedMessageSchema = lazySchema(() =>
  z.object({
    title: z.string().max(manualNotificationLimits.titleMaxLength),
    body: z.string().max(manualNotificationLimits.bodyMaxLength),
  }),
);

/** One channel's text, in Indonesian and English. */
const manualNotificationMessageSchema = lazySchema(() => z.object({ id: localizedMessageSchema, en: localizedMessageSchema }));
export type ManualNotificationMessage = z.infer<typeof manualNotificationMessageSchema>;

/** The text per channel; a channel that is absent is not used. */
const manualNotificationContentSchema = lazySchema(() =>
  z
    .object({
      IN_APP: manualNotificationMessageSchema.optional(),
      EMAIL: manualNotificationMessageSchema.optional(),
      PUSH: manualNotificationMessageSchema.optional(),
      WHATSAPP: manualNotificationMessageSchema.optional(),
    })
    .strict(),
);
export type ManualNotificationContent = z.infer<typeof manualNotificationContentSchema>;

const manualNotificationAudienceSchema = lazySchema(() =>
  z.object({
    type: z.enum(manualNotificationAudienceTypes),
    /** Store codes (STORE_CODES) or business types (BUSINESS_TYPES); empty for ALL. */
    values: z.array(z.string().trim().min(1).max(100)).max(manualNotificationLimits.audienceMaxValues).default([]),
  }),
);
export type ManualNotificationAudience = z.infer<typeof manualNotificationAudienceSchema>;

/** What create and update carry. `scheduledAt` (epoch ms) is read only when `sendMode` is SCHEDULE. */
const manualNotificationRequestSchema = lazySchema(() =>
  z.object({
    category: z.enum(manualNotificationCategories),
    /** Where a tap opens: a portal path (`/order-list`) or an https link; null or blank for none. */
    link: z.string().trim().max(manualNotificationLimits.linkMaxLength).nullish(),
    content: manualNotificationContentSchema,
    audience: manualNotificationAudienceSchema,
    sendMode: z.enum(manualNotificationSendModes),
    scheduledAt: z.number().int().nullish(),
  }),
);
export type ManualNotificationRequest = z.input<typeof manualNotificationRequestSchema>;

/** An update names the version it started from, so a change over someone else's newer one is refused. */
const manualNotificationUpdateRequestSchema = lazySchema(() => manualNotificationRequestSchema.extend({ version: z.number().int().min(1) }));
export type ManualNotificationUpdateRequest = z.input<typeof manualNotificationUpdateRequestSchema>;

const manualNotificationFilterQuerySchema = lazySchema(() =>
  pageQuerySchema.extend({
    keyword: z.string().trim().max(manualNotificationLimits.keywordMaxLength).optional(),
    status: z.enum(manualNotificationStatuses).optional(),
    category: z.enum(manualNotificationCategories).optional(),
  }),
);
/** The filter as a client sends it: every field may be left out. */
export type ManualNotificationFilterQuery = Partial<z.output<typeof manualNotificationFilterQuerySchema>>;

/** The outcome of a send: the delivery's id, how many sellers it reached, and what each channel did. */
const manualNotificationDeliverySchema = lazySchema(() =>
  z.object({
    deliveryId: z.string(),
    recipients: z.number().int(),
    /** Per channel: sent, left out by a seller's preference, failed (the notification service's counts). */
    byChannel: z.partialRecord(z.enum(manualNotificationChannels), notificationChannelOutcomeSchema),
  }),
);
export type ManualNotificationDelivery = z.output<typeof manualNotificationDeliverySchema>;

/** A manual notification as the pages see it. Times are epoch ms. */
const manualNotificationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    category: z.enum(manualNotificationCategories),
    link: z.string().nullable(),
    content: manualNotificationContentSchema,
    /** The channels `content` uses, in the order of `manualNotificationChannels`. */
    channels: z.array(z.enum(manualNotificationChannels)),
    audience: z.object({ type: z.enum(manualNotificationAudienceTypes), values: z.array(z.string()) }),
    status: z.enum(manualNotificationStatuses),
    scheduledAt: z.number().nullable(),
    /** True while a send is under way: nothing can change it then. */
    sending: z.boolean(),
    sentAt: z.number().nullable(),
    delivery: manualNotificationDeliverySchema.nullable(),
    /** Why a send failed (a code), for FAILED. */
    failureReason: z.string().nullable(),
    /** The notification this one was copied from. */
    copiedFrom: z.string().nullable(),
    version: z.number().int(),
    createdBy: z.string(),
    createdAt: z.number(),
    updatedBy: z.string(),
    updatedAt: z.number(),
  }),
);
export type ManualNotification = z.output<typeof manualNotificationSchema>;

/** The channels a content uses, in the order of `manualNotificationChannels`. */
export function channelsOf(content: ManualNotificationContent): ManualNotificationChannel[] {
  return manualNotificationChannels.filter((channel) => content[channel] !== undefined);
}

/** The title a list shows: the first channel's, in the language asked, else in the other one. */
export function manualNotificationTitle(content: ManualNotificationContent, language: 'id' | 'en'): string {
  const [first] = channelsOf(content);
  if (!first) return '';
  const message = content[first] as ManualNotificationMessage;
  return message[language].title.trim() || message[language === 'id' ? 'en' : 'id'].title.trim();
}

/**
 * The first rule a request breaks, as the form and the server both say it (null: none). `now` decides whether a
 * schedule is in the past. Unknown stores are the server's to find (it knows the stores).
 */
export function manualNotificationProblem(request: ManualNotificationRequest, now: number): ErrorCode | null {
  const channels = channelsOf(request.content);
  if (channels.length === 0) return 'MANUAL_NOTIFICATION_CHANNEL_MISSING';
  for (const channel of channels) {
    const message = request.content[channel] as ManualNotificationMessage;
    for (const language of ['id', 'en'] as const)
      if (!message[language].title.trim() || !message[language].body.trim()) return 'MANUAL_NOTIFICATION_CONTENT_BLANK';
  }
  const link = request.link?.trim();
  if (link && !isNotificationLink(link)) return 'MANUAL_NOTIFICATION_LINK_INVALID';
  if (request.audience.type !== 'ALL' && (request.audience.values ?? []).filter((value) => value.trim()).length === 0)
    return 'MANUAL_NOTIFICATION_AUDIENCE_EMPTY';
  if (request.sendMode === 'SCHEDULE') {
    if (request.scheduledAt === null || request.scheduledAt === undefined) return 'MANUAL_NOTIFICATION_SCHEDULE_MISSING';
    if (request.scheduledAt <= now) return 'MANUAL_NOTIFICATION_SCHEDULE_PAST';
  }
  return null;
}

// ── Calls ──

const manualAccess = (action: 'manualSee' | 'manualSave' | 'manualEdit' | 'manualDelete' | 'manualCopy') =>
  featureCallAccess(partnerNotificationsFeature, action);
const idParams = lazySchema(() => z.object({ id: z.string().uuid() }));
const notFound = 'MANUAL_NOTIFICATION_NOT_FOUND' as const;
/** What a request's content, audience or schedule may be refused with (`manualNotificationProblem`, and unknown stores). */
const requestRefusals = [
  'MANUAL_NOTIFICATION_CHANNEL_MISSING',
  'MANUAL_NOTIFICATION_CONTENT_BLANK',
  'MANUAL_NOTIFICATION_LINK_INVALID',
  'MANUAL_NOTIFICATION_AUDIENCE_EMPTY',
  'MANUAL_NOTIFICATION_STORE_UNKNOWN',
  'MANUAL_NOTIFICATION_SCHEDULE_MISSING',
  'MANUAL_NOTIFICATION_SCHEDULE_PAST',
] as const;

/** The manual notification calls, each behind the INTERNAL_NOTIFICATION_MANUAL- code of what it does (`partnerNotificationsFeature`'s actions). */
export const manualNotificationCalls = {
  list: defineCall({
    method: 'GET',
    path: manualNotificationPaths.filter,
    summary: 'A page of manual notifications, newest first, narrowed by a keyword, a status and a category.',
    access: manualAccess('manualSee'),
    query: manualNotificationFilterQuerySchema,
    answer: lazySchema(() => pageSchema(manualNotificationSchema)),
    errors: [],
  }),
  detail: defineCall({
    method: 'GET',
    path: manualNotificationPaths.byIdPattern,
    summary: 'One manual notification with its delivery result.',
    access: manualAccess('manualSee'),
    params: idParams,
    answer: manualNotificationSchema,
    errors: [notFound],
    invalid: { params: notFound },
  }),
  create: defineCall({
    method: 'POST',
    path: manualNotificationPaths.create,
    summary: 'A new manual notification, kept as a draft, scheduled, or sent at once.',
    access: manualAccess('manualSave'),
    body: manualNotificationRequestSchema,
    answer: manualNotificationSchema,
    errors: [...requestRefusals],
  }),
  update: defineCall({
    method: 'PUT',
    path: manualNotificationPaths.onePattern,
    summary: 'Changes a manual notification that has not been sent, from the version it names.',
    access: manualAccess('manualEdit'),
    params: idParams,
    body: manualNotificationUpdateRequestSchema,
    answer: manualNotificationSchema,
    errors: [notFound, 'MANUAL_NOTIFICATION_NOT_EDITABLE', 'MANUAL_NOTIFICATION_VERSION_CONFLICT', ...requestRefusals],
    invalid: { params: notFound },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: manualNotificationPaths.onePattern,
    summary: 'Deletes a manual notification that has not been sent.',
    access: manualAccess('manualDelete'),
    params: idParams,
    answer: lazySchema(() => z.null()),
    errors: [notFound, 'MANUAL_NOTIFICATION_NOT_EDITABLE'],
    invalid: { params: notFound },
  }),
  cancel: defineCall({
    method: 'PUT',
    path: manualNotificationPaths.cancelPattern,
    summary: 'Calls off a scheduled manual notification (CANCELLED): it will not be sent.',
    access: manualAccess('manualEdit'),
    params: idParams,
    answer: manualNotificationSchema,
    errors: [notFound, 'MANUAL_NOTIFICATION_NOT_SCHEDULED'],
    invalid: { params: notFound },
  }),
  copy: defineCall({
    method: 'POST',
    path: manualNotificationPaths.copyPattern,
    summary: 'A new draft with the content, category, link and audience of an existing one, never its schedule.',
    access: manualAccess('manualCopy'),
    params: idParams,
    answer: manualNotificationSchema,
    errors: [notFound],
    invalid: { params: notFound },
  }),
  history: defineCall({
    method: 'GET',
    path: manualNotificationPaths.history,
    summary: 'Who changed which manual notification, with before and after, newest first.',
    access: manualAccess('manualSee'),
    query: auditHistoryQuerySchema,
    answer: auditPageSchema,
    errors: [],
  }),
} as const;
