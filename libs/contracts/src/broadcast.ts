import { z } from 'zod';
import { declareFeature } from './feature';

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

export const broadcastStatuses = ['SCHEDULED', 'SENDING', 'SENT', 'CANCELLED'] as const;
export type BroadcastStatus = (typeof broadcastStatuses)[number];

const audienceDays = z.coerce.number().int().min(1).max(broadcastLimits.audienceMaxDays);

/** `days`: customers who chatted within the last N days; absent: every customer who ever chatted. */
export const broadcastAudienceQuerySchema = z.object({ days: audienceDays.optional() });
export type BroadcastAudienceQuery = z.input<typeof broadcastAudienceQuerySchema>;

export interface BroadcastAudience {
  recipients: number;
  days: number | null;
}

/**
 * POST: the text (checked by the server: blank, too long), the audience, and `scheduledAt` (ms) or none to send now.
 * The text is loosely typed here so that the server answers a clear code rather than a generic 400.
 */
export const broadcastRequestSchema = z.object({
  text: z.string().max(broadcastLimits.textMaxLength * 10),
  days: z.number().int().nullable().optional(),
  scheduledAt: z.number().int().nullable().optional(),
});
export type BroadcastRequest = z.infer<typeof broadcastRequestSchema>;

export const broadcastListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export type BroadcastListQuery = z.input<typeof broadcastListQuerySchema>;

export interface Broadcast {
  id: string;
  text: string;
  days: number | null;
  status: BroadcastStatus;
  scheduledAt: number | null;
  sentAt: number | null;
  /** How many customers it went to (or would, while scheduled: counted when it goes). */
  recipients: number;
  /** How many of them have read it in their chat. */
  read: number;
  createdBy: string;
  createdAt: number;
}

export interface BroadcastPage {
  content: Broadcast[];
  page: number;
  size: number;
  totalElements: number;
  /** What the store may still make today. */
  remainingToday: number;
}

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

/** Broadcast (§2.5 /broadcast): reading needs STORE_CONVERSATION (§6); composing also STORE_CONVERSATION_WRITE, as any chat message. */
export const broadcastFeature = /* @__PURE__ */ declareFeature({
  name: 'broadcast',
  prefixes: ['/broadcast'],
  access: { mode: 'STORE', codes: ['STORE_CONVERSATION'] },
  apps: ['portal'],
  actions: { write: { codes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'] } },
  shortcuts: [{ labelKey: 'broadcast', to: '/broadcast', position: 90, access: { codes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'] } }],
});
