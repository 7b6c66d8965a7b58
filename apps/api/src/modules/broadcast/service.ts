import { storeDayOf, storeDayStart } from '@seller-portal/contracts/analytics';
import {
  broadcastLimits,
  broadcastProblem,
  type Broadcast,
  type BroadcastAudience,
  type BroadcastPage,
  type BroadcastRequest,
  type BroadcastStatus,
} from '@seller-portal/contracts/broadcast';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';
import type { ChatInsights } from '../chat';
import { storeCodeOf, type ResolvedSession } from '../session';
import type { BroadcastRepository, BroadcastRow } from './repository';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dayMs = 86_400_000;
/** A delivery claimed longer ago than this by a process that has not finished is taken over. */
export const broadcastStaleClaimMs = 5 * 60_000;

/** The client message id every chat message of one broadcast carries (one per room, so a resumed delivery sends once). */
export const broadcastMessageId = (id: string) => `broadcast:${id}`;

function broadcastOf(row: BroadcastRow, read: number): Broadcast {
  return {
    id: row.id,
    text: row.text,
    days: row.days,
    status: row.status as BroadcastStatus,
    scheduledAt: row.scheduledAt?.getTime() ?? null,
    sentAt: row.sentAt?.getTime() ?? null,
    recipients: row.recipients,
    read,
    createdBy: row.createdByName,
    createdAt: row.createdAt.getTime(),
  };
}

/**
 * Broadcasts: a store's text to the customers who chatted with it, each a chat message in the customer's room sent
 * through seller chat (stored, then published to the customer in real time). At most `perDay` a store day and one
 * a minute; a scheduled one goes out from the delivery job.
 */
export class BroadcastService {
  constructor(
    private readonly repository: BroadcastRepository,
    private readonly chat: ChatInsights,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  private since(days: number | null | undefined): Date | null {
    return days ? new Date(this.clock.now().getTime() - days * dayMs) : null;
  }

  async audience(current: ResolvedSession, days: number | undefined): Promise<BroadcastAudience> {
    const rooms = await this.chat.audience(storeCodeOf(current), this.since(days));
    return { recipients: new Set(rooms.map((r) => r.customerId)).size, days: days ?? null };
  }

  async list(current: ResolvedSession, page: number, size: number): Promise<BroadcastPage> {
    const storeCode = storeCodeOf(current);
    const { rows, total } = await this.repository.page(storeCode, page, size);
    const counts = await this.chat.deliveryCounts(
      storeCode,
      rows.map((r) => broadcastMessageId(r.id)),
    );
    const madeToday = await this.repository.countMadeSince(storeCode, this.todayStart());
    return {
      content: rows.map((row) => broadcastOf(row, counts.get(broadcastMessageId(row.id))?.read ?? 0)),
      page,
      size,
      totalElements: total,
      remainingToday: Math.max(0, broadcastLimits.perDay - madeToday),
    };
  }

  private todayStart(): Date {
    return storeDayStart(storeDayOf(this.clock.now()));
  }

  /** Makes a broadcast: checked, within the store's limits, to a non-empty audience; sent at once unless scheduled. */
  async create(current: ResolvedSession, request: BroadcastRequest): Promise<Broadcast> {
    const storeCode = storeCodeOf(current);
    const now = this.clock.now();
    const problem = broadcastProblem(request, now.getTime());
    if (problem) throw new AppError(problem);
    const days = request.days ?? null;
    const audience = await this.chat.audience(storeCode, this.since(days));
    if (!audience.length) throw new AppError('BROADCAST_AUDIENCE_EMPTY');
    const scheduledAt = request.scheduledAt != null ? new Date(request.scheduledAt) : null;
    const row = await this.repository.withStoreLock(storeCode, async (tx) => {
      const made = await this.repository.madeSince(tx, storeCode, this.todayStart());
      if (made.count >= broadcastLimits.perDay) throw new AppError('BROADCAST_DAILY_LIMIT_REACHED');
      if (made.latest && now.getTime() - made.latest.getTime() < broadcastLimits.minIntervalMs) throw new AppError('BROADCAST_TOO_SOON');
      const { displayName } = current.session.customFields;
      return this.repository.insert(tx, {
        storeCode,
        createdBy: current.userId,
        createdByName: displayName || current.session.username,
        text: request.text.trim(),
        days,
        status: scheduledAt ? 'SCHEDULED' : 'SENDING',
        scheduledAt,
        claimedAt: scheduledAt ? null : now,
        createdAt: now,
      });
    });
    if (scheduledAt) return broadcastOf(row, 0);
    return broadcastOf(await this.deliver(row), 0);
  }

  async cancel(current: ResolvedSession, id: string): Promise<Broadcast> {
    const storeCode = storeCodeOf(current);
    if (!uuidPattern.test(id)) throw new AppError('BROADCAST_NOT_FOUND');
    const cancelled = await this.repository.cancel(storeCode, id);
    if (cancelled) return broadcastOf(cancelled, 0);
    if (!(await this.repository.one(storeCode, id))) throw new AppError('BROADCAST_NOT_FOUND');
    throw new AppError('BROADCAST_NOT_CANCELLABLE');
  }

  /** Writes the broadcast into every room of its audience (as it is when it goes), then marks it sent. */
  private async deliver(row: BroadcastRow): Promise<BroadcastRow> {
    const rooms = await this.chat.audience(row.storeCode, this.since(row.days));
    for (const room of rooms) {
      await this.chat.sendAsStore({
        storeCode: row.storeCode,
        userId: row.createdBy,
        senderName: row.createdByName,
        roomId: room.roomId,
        clientMessageId: broadcastMessageId(row.id),
        text: row.text,
      });
    }
    return this.repository.markSent(row.id, this.clock.now(), new Set(rooms.map((r) => r.customerId)).size);
  }

  /** The delivery job: the scheduled broadcasts that are due, and any a stopped process left half sent. */
  async deliverDue(): Promise<number> {
    const now = this.clock.now();
    const claimed = await this.repository.claimDue(now, new Date(now.getTime() - broadcastStaleClaimMs), 10);
    for (const row of claimed) {
      await this.deliver(row).catch((error: unknown) => this.log.warn({ err: error, broadcast: row.id }, 'a broadcast could not be delivered; it is retried'));
    }
    return claimed.length;
  }
}
