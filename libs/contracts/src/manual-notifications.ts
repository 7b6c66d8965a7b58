import { z } from 'zod';
import { pageQuerySchema } from './accounts';
import type { ErrorCode } from './error-codes';
import {
  isNotificationLink,
  notificationCategories,
  notificationChannels,
  notificationLimits,
  type NotificationChannel,
  type NotificationChannelOutcome,
} from './notifications';

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

const localizedMessageSchema = z.object({
  title: z.string().max(manualNotificationLimits.titleMaxLength),
  body: z.string().max(manualNotificationLimits.bodyMaxLength),
});

/** One channel's text, in Indonesian and English. */
export const manualNotificationMessageSchema = z.object({ id: localizedMessageSchema, en: localizedMessageSchema });
export type ManualNotificationMessage = z.infer<typeof manualNotificationMessageSchema>;

/** The text per channel; a channel that is absent is not used. */
export const manualNotificationContentSchema = z
  .object({
    IN_APP: manualNotificationMessageSchema.optional(),
    EMAIL: manualNotificationMessageSchema.optional(),
    PUSH: manualNotificationMessageSchema.optional(),
    WHATSAPP: manualNotificationMessageSchema.optional(),
  })
  .strict();
export type ManualNotificationContent = z.infer<typeof manualNotificationContentSchema>;

export const manualNotificationAudienceSchema = z.object({
  type: z.enum(manualNotificationAudienceTypes),
  /** Store codes (STORE_CODES) or business types (BUSINESS_TYPES); empty for ALL. */
  values: z.array(z.string().trim().min(1).max(100)).max(manualNotificationLimits.audienceMaxValues).default([]),
});
export type ManualNotificationAudience = z.infer<typeof manualNotificationAudienceSchema>;

/** What create and update carry. `scheduledAt` (epoch ms) is read only when `sendMode` is SCHEDULE. */
export const manualNotificationRequestSchema = z.object({
  category: z.enum(manualNotificationCategories),
  /** Where a tap opens: a portal path (`/order-list`) or an https link; null or blank for none. */
  link: z.string().trim().max(manualNotificationLimits.linkMaxLength).nullish(),
  content: manualNotificationContentSchema,
  audience: manualNotificationAudienceSchema,
  sendMode: z.enum(manualNotificationSendModes),
  scheduledAt: z.number().int().nullish(),
});
export type ManualNotificationRequest = z.input<typeof manualNotificationRequestSchema>;

/** An update names the version it started from, so a change over someone else's newer one is refused. */
export const manualNotificationUpdateRequestSchema = manualNotificationRequestSchema.extend({ version: z.number().int().min(1) });
export type ManualNotificationUpdateRequest = z.input<typeof manualNotificationUpdateRequestSchema>;

export const manualNotificationFilterQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(manualNotificationLimits.keywordMaxLength).optional(),
  status: z.enum(manualNotificationStatuses).optional(),
  category: z.enum(manualNotificationCategories).optional(),
});
/** The filter as a client sends it: every field may be left out. */
export type ManualNotificationFilterQuery = Partial<z.output<typeof manualNotificationFilterQuerySchema>>;

/** The outcome of a send: the delivery's id, how many sellers it reached, and what each channel did. */
export interface ManualNotificationDelivery {
  deliveryId: string;
  recipients: number;
  /** Per channel: sent, left out by a seller's preference, failed (the notification service's counts). */
  byChannel: Partial<Record<NotificationChannel, NotificationChannelOutcome>>;
}

/** A manual notification as the pages see it. Times are epoch ms. */
export interface ManualNotification {
  id: string;
  category: ManualNotificationCategory;
  link: string | null;
  content: ManualNotificationContent;
  /** The channels `content` uses, in the order of `manualNotificationChannels`. */
  channels: ManualNotificationChannel[];
  audience: ManualNotificationAudience;
  status: ManualNotificationStatus;
  scheduledAt: number | null;
  /** True while a send is under way: nothing can change it then. */
  sending: boolean;
  sentAt: number | null;
  delivery: ManualNotificationDelivery | null;
  /** Why a send failed (a code), for FAILED. */
  failureReason: string | null;
  /** The notification this one was copied from. */
  copiedFrom: string | null;
  version: number;
  createdBy: string;
  createdAt: number;
  updatedBy: string;
  updatedAt: number;
}

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
