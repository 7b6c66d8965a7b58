import { broadcastFeature } from './broadcast-feature';
import { z } from 'zod';
import { lazySchema, defineCall } from '@seller-portal/contracts/core';
import { featureCallAccess } from '@seller-portal/contracts/core';

/**
 * Broadcast (§2.5 `/broadcast`): a store's message to the customers who chatted with it, sent now or at a time
 * chosen, each delivered as a chat message in the customer's room (so it reaches them in real time). Reading needs
 * STORE mode and STORE_CONVERSATION; composing, sending and cancelling also STORE_CONVERSATION_WRITE, as for any
 * chat message (§6).
 */
export const broadcastPaths = {
  /** GET `BroadcastListQuery`: `BroadcastPage`, newest first; POST `BroadcastRequest` (WRITE): the new `Broadcast`. */
  broadcasts: '/backend/broadcast/messages',
  /** GET `BroadcastAudienceQuery`: `BroadcastAudience`, who a broadcast would reach now. */
  audience: '/backend/broadcast/audience',
  /** DELETE (WRITE): cancels a scheduled broadcast that has not gone out; answers the `Broadcast`. */
  broadcast: (id: string) => `/backend/broadcast/messages/${encodeURIComponent(id)}`,
  broadcastPattern: '/backend/broadcast/messages/:id',
} as const;

export const broadcastLimits = {
  /** The text, after trimming. */
  textMaxLength: 1000,
  /** Audience: customers who chatted within the last N days, 1 to 365; absent: everyone who ever chatted. */
  audienceMaxDays: 365,
  /** Broadcasts (sent or scheduled, not cancelled) a store may make per store day (WIB). */
  perDay: 3,
  /** The time between two broadcasts of a store made now. */
  minIntervalMs: 60_000,
  /** How far ahead a broadcast may be scheduled. */
  scheduleMaxAheadMs: 30 * 86_400_000,
  /** A schedule sooner than this from now is refused: choose "send now" instead. */
  scheduleMinAheadMs: 5 * 60_000,
} as const;

const broadcastStatuses = ['SCHEDULED', 'SENDING', 'SENT', 'CANCELLED'] as const;
export type BroadcastStatus = (typeof broadcastStatuses)[number];

const audienceDays = lazySchema(() => z.coerce.number().int().min(1).max(broadcastLimits.audienceMaxDays));

/** `days`: customers who chatted within the last N days; absent: every customer who ever chatted. */
const broadcastAudienceQuerySchema = lazySchema(() => z.object({ days: audienceDays.optional() }));
export type BroadcastAudienceQuery = z.input<typeof broadcastAudienceQuerySchema>;

const broadcastAudienceSchema = lazySchema(() => z.object({ recipients: z.number().int(), days: z.number().int().nullable() }));
export type BroadcastAudience = z.output<typeof broadcastAudienceSchema>;

/**
 * POST: the text (checked by the server: blank, too long), the audience, and `scheduledAt` (ms) or none to send now.
 * The text is loosely typed here so that the server answers a clear code rather than a generic 400.
 */
const broadcastRequestSchema = lazySchema(() =>
  z.object({
    text: z.string().max(broadcastLimits.textMaxLength * 10),
    days: z.number().int().nullable().optional(),
    scheduledAt: z.number().int().nullable().optional(),
  }),
);
export type BroadcastRequest = z.infer<typeof broadcastRequestSchema>;

const broadcastListQuerySchema = lazySchema(() =>
  z.object({
    page: z.coerce.number().int().min(0).max(10_000).default(0),
    size: z.coerce.number().int().min(1).max(50).default(10),
  }),
);
export type BroadcastListQuery = z.input<typeof broadcastListQuerySchema>;

const broadcastSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    text: z.string(),
    days: z.number().int().nullable(),
    status: z.enum(broadcastStatuses),
    scheduledAt: z.number().nullable(),
    sentAt: z.number().nullable(),
    /** How many customers it went to (or would, while scheduled: counted when it goes). */
    recipients: z.number().int(),
    /** How many of them have read it in their chat. */
    read: z.number().int(),
    createdBy: z.string(),
    createdAt: z.number(),
  }),
);
export type Broadcast = z.output<typeof broadcastSchema>;

const broadcastPageSchema = lazySchema(() =>
  z.object({
    content: z.array(broadcastSchema),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    /** What the store may still make today. */
    remainingToday: z.number().int(),
  }),
);
export type BroadcastPage = z.output<typeof broadcastPageSchema>;

export type BroadcastProblem = 'BROADCAST_TEXT_BLANK' | 'BROADCAST_TEXT_TOO_LONG' | 'BROADCAST_DAYS_INVALID' | 'BROADCAST_SCHEDULE_INVALID';

/** What is wrong with a broadcast request before it meets the database, table-tested; null when nothing. */
export function broadcastProblem(request: BroadcastRequest, now: number): BroadcastProblem | null {
  const text = request.text.trim();
  if (!text) return 'BROADCAST_TEXT_BLANK';
  if ([...text].length > broadcastLimits.textMaxLength) return 'BROADCAST_TEXT_TOO_LONG';
  if (request.days != null && (request.days < 1 || request.days > broadcastLimits.audienceMaxDays)) return 'BROADCAST_DAYS_INVALID';
  if (request.scheduledAt != null) {
    const ahead = request.scheduledAt - now;
    if (ahead < broadcastLimits.scheduleMinAheadMs || ahead > broadcastLimits.scheduleMaxAheadMs) return 'BROADCAST_SCHEDULE_INVALID';
  }
  return null;
}

// ── Calls ──

/** §6: a broadcast is chat messages: reading needs STORE_CONVERSATION… */
const readAccess = featureCallAccess(broadcastFeature);
/** …sending and cancelling also STORE_CONVERSATION_WRITE (view-only staff send nothing). */
const writeAccess = featureCallAccess(broadcastFeature, 'write');

export const broadcastCalls = {
  list: defineCall({
    method: 'GET',
    path: broadcastPaths.broadcasts,
    summary: "A page of the store's broadcasts, newest first, with what it may still make today.",
    access: readAccess,
    query: broadcastListQuerySchema,
    answer: broadcastPageSchema,
    errors: [],
  }),
  audience: defineCall({
    method: 'GET',
    path: broadcastPaths.audience,
    summary: 'How many customers a broadcast would reach now: those who chatted within `days`, or every one.',
    access: readAccess,
    query: broadcastAudienceQuerySchema,
    answer: broadcastAudienceSchema,
    errors: [],
  }),
  send: defineCall({
    method: 'POST',
    path: broadcastPaths.broadcasts,
    summary: 'A broadcast to the customers who chatted, sent now or at `scheduledAt`, each a chat message in their room.',
    access: writeAccess,
    body: broadcastRequestSchema,
    answer: broadcastSchema,
    errors: [
      'BROADCAST_TEXT_BLANK',
      'BROADCAST_TEXT_TOO_LONG',
      'BROADCAST_DAYS_INVALID',
      'BROADCAST_SCHEDULE_INVALID',
      'BROADCAST_AUDIENCE_EMPTY',
      'BROADCAST_DAILY_LIMIT_REACHED',
      'BROADCAST_TOO_SOON',
    ],
  }),
  cancel: defineCall({
    method: 'DELETE',
    path: broadcastPaths.broadcastPattern,
    summary: 'Cancels a scheduled broadcast that has not gone out.',
    access: writeAccess,
    answer: broadcastSchema,
    errors: ['BROADCAST_NOT_FOUND', 'BROADCAST_NOT_CANCELLABLE'],
  }),
} as const;
