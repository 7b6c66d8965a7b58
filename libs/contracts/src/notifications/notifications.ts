import { notificationsFeature } from './notifications-feature';
import { z } from 'zod';
import { lazySchema, featureCallAccess } from '@seller-portal/contracts/core';
import { defineCall } from '@seller-portal/contracts/core';

/**
 * The seller's notification center (§2.5 /notification and /settings/notification, §7 "Notifications") and the
 * delivery every sender uses (partner notification events, manual notifications): a notification is delivered to
 * every user of the targeted stores on the channels its content names, as each user's preferences allow.
 */
export const notificationPaths = {
  /** GET `NotificationSummaryQuery`: the signed-in user's notifications of the current store, newest first. */
  summary: '/backend/main/notification/filter/summary',
  /** GET: `NotificationCounter`, totals and unread by category. */
  counter: '/backend/main/notification/filter/counter',
  /** GET: `NotificationUnreadCount`, what the header's bell shows. */
  unreadCount: '/backend/gws/web-notification/notification/unread/count',
  /** PUT: every notification of the current store read; answers `NotificationReadResult`. */
  markAllRead: '/backend/main/notification/mark/all/read',
  /** PUT `?notificationDetailId=` (`NotificationStatusQuery`): one notification read (or unread again). */
  updateStatus: '/backend/main/notification/update/status',
  /** GET / PUT `NotificationPreferencesRequest`: the user's preferences per channel and category, and language. */
  preferences: '/backend/main/notification/preferences',
} as const;

/** Preference categories: what a notification is about. Every delivery names one. */
export const notificationCategories = ['ORDER', 'PRODUCT', 'PROMOTION', 'ANNOUNCEMENT', 'ACCOUNT', 'CHAT', 'SYSTEM'] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

/** The channels a notification can go out on. */
export const notificationChannels = ['IN_APP', 'EMAIL', 'PUSH', 'WHATSAPP'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** Who sent a notification: a partner notification event (its code) or a manual notification (its id). */
const notificationSourceKinds = ['EVENT', 'MANUAL'] as const;
export type NotificationSourceKind = (typeof notificationSourceKinds)[number];

export const notificationLanguages = ['id', 'en'] as const;
export type NotificationLanguage = (typeof notificationLanguages)[number];

export const notificationLimits = {
  titleMaxLength: 200,
  bodyMaxLength: 2000,
  linkMaxLength: 2000,
  sourceCodeMaxLength: 200,
  /** Store codes one delivery may target; a larger audience is delivered in several calls. */
  maxStoreCodes: 10_000,
  /** The list's page size, and how deep `page` may go (further pages use `beforeId`). */
  maxPageSize: 50,
  maxPage: 500,
} as const;

/**
 * Channel and category pairs that cannot be turned off: account and system notices always reach the bell (a
 * locked account, a changed password), whatever the preferences say.
 */
const mandatoryNotificationPreferences: readonly { channel: NotificationChannel; category: NotificationCategory }[] = [
  { channel: 'IN_APP', category: 'ACCOUNT' },
  { channel: 'IN_APP', category: 'SYSTEM' },
];

export function isMandatoryPreference(channel: NotificationChannel, category: NotificationCategory): boolean {
  return mandatoryNotificationPreferences.some((p) => p.channel === channel && p.category === category);
}

/**
 * Whether a channel is on for a category when the user has not chosen: every channel but WhatsApp, which a seller
 * turns on (§3 modal queue: the enable_whatsapp_notification_reminder).
 */
export function defaultPreference(channel: NotificationChannel): boolean {
  return channel !== 'WHATSAPP';
}

/**
 * Where opening a notification leads: a path of the portal (`/order-list?status=NEW`) or an https link. Anything
 * else (`javascript:`, `//host`, `http:`) is refused when delivering.
 */
export function isNotificationLink(link: string): boolean {
  if (link.length > notificationLimits.linkMaxLength || /[\s\\]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

const notificationTextSchema = lazySchema(() =>
  z.object({
    title: z.string().trim().min(1).max(notificationLimits.titleMaxLength),
    body: z.string().trim().min(1).max(notificationLimits.bodyMaxLength),
  }),
);
export type NotificationText = z.infer<typeof notificationTextSchema>;

/** One channel's rendered content: the title and text in both languages, and where opening it leads. */
const notificationChannelContentSchema = lazySchema(() =>
  z.object({
    id: notificationTextSchema,
    en: notificationTextSchema,
    link: z.string().trim().min(1).refine(isNotificationLink).optional(),
  }),
);
export type NotificationChannelContent = z.input<typeof notificationChannelContentSchema>;

/**
 * What a sender hands the delivery (server side, `services.notifications.deliver`): who sends, what it is about,
 * the stores it targets (the delivery expands them to each store's owner and staff) and the rendered content of
 * each channel to send on; a channel without content is not sent.
 */
export const notificationDeliveryRequestSchema = lazySchema(() =>
  z.object({
    source: z.object({ kind: z.enum(notificationSourceKinds), code: z.string().trim().min(1).max(notificationLimits.sourceCodeMaxLength) }),
    category: z.enum(notificationCategories),
    storeCodes: z.array(z.string().trim().min(1).max(100)).max(notificationLimits.maxStoreCodes),
    content: z
      .object({
        IN_APP: notificationChannelContentSchema.optional(),
        EMAIL: notificationChannelContentSchema.optional(),
        PUSH: notificationChannelContentSchema.optional(),
        WHATSAPP: notificationChannelContentSchema.optional(),
      })
      .strict(),
  }),
);
export type NotificationDeliveryRequest = Omit<z.input<typeof notificationDeliveryRequestSchema>, 'storeCodes'> & { storeCodes: readonly string[] };

/** What one channel of a delivery did: sent, left out by a user's preference, or failed (no address, transport). */
export const notificationChannelOutcomeSchema = lazySchema(() =>
  z.object({ sent: z.number().int(), skippedByPreference: z.number().int(), failed: z.number().int() }),
);
export type NotificationChannelOutcome = z.output<typeof notificationChannelOutcomeSchema>;

export interface NotificationDeliveryResult {
  deliveryId: string;
  /** Distinct users reached through the stores (a user of two targeted stores counts once). */
  recipients: number;
  /** Only the channels the request had content for. */
  byChannel: Partial<Record<NotificationChannel, NotificationChannelOutcome>>;
  /** Targeted store codes that are no store (nothing was sent for them). */
  unknownStoreCodes: string[];
}

/** A notification as the seller's list shows it; `id` is the §7 notificationDetailId. */
const notificationItemSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    category: z.enum(notificationCategories),
    source: z.object({ kind: z.enum(notificationSourceKinds), code: z.string() }),
    texts: z.record(z.enum(notificationLanguages), z.object({ title: z.string(), body: z.string() })),
    link: z.string().nullable(),
    createdAt: z.number(),
    /** null while unread. */
    readAt: z.number().nullable(),
  }),
);
export type NotificationItem = z.output<typeof notificationItemSchema>;

export const notificationSummaryQuerySchema = lazySchema(() =>
  z.object({
    page: z.coerce.number().int().min(0).max(notificationLimits.maxPage).default(0),
    size: z.coerce.number().int().min(1).max(notificationLimits.maxPageSize).default(20),
    category: z.enum(notificationCategories).optional(),
    /** `true`: unread ones only. */
    unread: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    /** Keyset paging for an endless list: the ones older than this id (then `page` is not used). */
    beforeId: z
      .string()
      .regex(/^[1-9]\d{0,17}$/)
      .optional(),
  }),
);
export type NotificationSummaryQuery = z.input<typeof notificationSummaryQuerySchema>;

/** A page of the list; `totalElements` counts the whole filtered list (kept counters, never a scan). */
const notificationSummaryPageSchema = lazySchema(() =>
  z.object({
    content: z.array(notificationItemSchema),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    /** Whether older notifications follow (for `beforeId` paging). */
    hasMore: z.boolean(),
  }),
);
export type NotificationSummaryPage = z.output<typeof notificationSummaryPageSchema>;

const notificationCounterSchema = lazySchema(() =>
  z.object({
    total: z.number().int(),
    unread: z.number().int(),
    categories: z.array(z.object({ category: z.enum(notificationCategories), total: z.number().int(), unread: z.number().int() })),
  }),
);
export type NotificationCounter = z.output<typeof notificationCounterSchema>;

const notificationUnreadCountSchema = lazySchema(() => z.object({ unread: z.number().int() }));
export type NotificationUnreadCount = z.output<typeof notificationUnreadCountSchema>;

export const notificationStatusQuerySchema = lazySchema(() =>
  z.object({
    notificationDetailId: z.string().regex(/^[1-9]\d{0,17}$/),
    /** READ (the default) or UNREAD: marks it unread again. */
    status: z.enum(['READ', 'UNREAD']).default('READ'),
  }),
);
export type NotificationStatusQuery = z.input<typeof notificationStatusQuerySchema>;

const notificationReadResultSchema = lazySchema(() =>
  z.object({
    /** How many changed. */
    changed: z.number().int(),
    unread: z.number().int(),
  }),
);
export type NotificationReadResult = z.output<typeof notificationReadResultSchema>;

const notificationPreferenceSchema = lazySchema(() =>
  z.object({
    channel: z.enum(notificationChannels),
    category: z.enum(notificationCategories),
    enabled: z.boolean(),
    /** Cannot be turned off (`mandatoryNotificationPreferences`). */
    mandatory: z.boolean(),
  }),
);
export type NotificationPreference = z.output<typeof notificationPreferenceSchema>;

const notificationPreferencesSchema = lazySchema(() =>
  z.object({
    /** The language of email, push and WhatsApp messages. */
    language: z.enum(notificationLanguages),
    /** Every channel and category pair, in the order of `notificationChannels` then `notificationCategories`. */
    preferences: z.array(notificationPreferenceSchema),
  }),
);
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/** WhatsApp brings the seller at least one kind of notification: the reminder to turn it on has done its work. */
export function whatsappNotificationsOn(preferences: NotificationPreferences): boolean {
  return preferences.preferences.some((p) => p.channel === 'WHATSAPP' && p.enabled);
}

/**
 * The query cache's key of the signed-in user's preferences, one entry for every page that reads them (the settings
 * page saves through it, the WhatsApp reminder reads it); invalidate through it.
 */
export const notificationPreferencesQueryKey = ['notifications', 'preferences'] as const;

export const notificationPreferencesRequestSchema = lazySchema(() =>
  z.object({
    language: z.enum(notificationLanguages),
    preferences: z
      .array(z.object({ channel: z.enum(notificationChannels), category: z.enum(notificationCategories), enabled: z.boolean() }))
      .max(notificationChannels.length * notificationCategories.length),
  }),
);
export type NotificationPreferencesRequest = z.input<typeof notificationPreferencesRequestSchema>;

/** Realtime events on the user's audience (`user:{userId}`), for the bell and the open list. */
export const notificationEventTypes = {
  /** `NotificationCreatedEvent`: a new notification for one of the user's stores. */
  created: 'notification.created',
  /** `NotificationReadEvent`: read state changed in another tab or device. */
  read: 'notification.read',
} as const;

export interface NotificationCreatedEvent {
  storeCode: string;
  notification: NotificationItem;
}

export interface NotificationReadEvent {
  storeCode: string;
  /** The notification read or unread again; null: all of the store's were read. */
  id: string | null;
  status: 'READ' | 'UNREAD';
}
// ── Calls ──

/**
 * §6: the notification center is every STORE session's, owner or staff, with no code of its own: a user sees only
 * their own notifications of the store they work in now.
 */
const notificationCenterAccess = featureCallAccess(notificationsFeature);

export const notificationCalls = {
  summary: defineCall({
    method: 'GET',
    path: notificationPaths.summary,
    summary: "A page of the user's notifications of the store, newest first (by page, or older than `beforeId`).",
    access: notificationCenterAccess,
    query: notificationSummaryQuerySchema,
    answer: notificationSummaryPageSchema,
    errors: [],
  }),
  counter: defineCall({
    method: 'GET',
    path: notificationPaths.counter,
    summary: 'Totals and unread notifications by category.',
    access: notificationCenterAccess,
    answer: notificationCounterSchema,
    errors: [],
  }),
  unreadCount: defineCall({
    method: 'GET',
    path: notificationPaths.unreadCount,
    summary: "The bell's count of unread notifications.",
    access: notificationCenterAccess,
    answer: notificationUnreadCountSchema,
    errors: [],
  }),
  markAllRead: defineCall({
    method: 'PUT',
    path: notificationPaths.markAllRead,
    summary: "Marks every notification of the store's read.",
    access: notificationCenterAccess,
    answer: notificationReadResultSchema,
    errors: [],
  }),
  updateStatus: defineCall({
    method: 'PUT',
    path: notificationPaths.updateStatus,
    summary: 'Marks one notification read, or unread again.',
    access: notificationCenterAccess,
    query: notificationStatusQuerySchema,
    answer: notificationReadResultSchema,
    errors: ['NOTIFICATION_NOT_FOUND'],
  }),
  preferences: defineCall({
    method: 'GET',
    path: notificationPaths.preferences,
    summary: "The user's channels by category and the language of their messages.",
    access: notificationCenterAccess,
    answer: notificationPreferencesSchema,
    errors: [],
  }),
  savePreferences: defineCall({
    method: 'PUT',
    path: notificationPaths.preferences,
    summary: "Saves the user's channels by category (mandatory ones stay on) and the language of their messages.",
    access: notificationCenterAccess,
    body: notificationPreferencesRequestSchema,
    answer: notificationPreferencesSchema,
    errors: [],
  }),
} as const;
