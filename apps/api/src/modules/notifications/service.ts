import { type Page } from '@seller-portal/contracts/accounts';
import { realtimeAudiences } from '@seller-portal/contracts/core';
import {
  defaultPreference,
  isMandatoryPreference,
  notificationCategories,
  notificationChannels,
  notificationDeliveryRequestSchema,
  notificationEventTypes,
  notificationPreferencesRequestSchema,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationChannelOutcome,
  type NotificationCounter,
  type NotificationCreatedEvent,
  type NotificationDeliveryRequest,
  type NotificationDeliveryResult,
  type NotificationItem,
  type NotificationLanguage,
  type NotificationPreferences,
  type NotificationReadEvent,
  type NotificationReadResult,
  type NotificationSourceKind,
  type NotificationSummaryPage,
} from '@seller-portal/contracts/notifications';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';
import type { Delivery } from '../delivery';
import type { RealtimeService } from '../realtime';
import type { ResolvedSession } from '../session';
import { storeCodeOf } from '../session';
import type { NotificationRepository, NotificationRow, RecipientRow } from './repository';

type DeliveryRequest = z.output<typeof notificationDeliveryRequestSchema>;
type ChannelContent = NonNullable<DeliveryRequest['content'][NotificationChannel]>;

export interface NotificationServiceDeps {
  repository: NotificationRepository;
  realtime: Pick<RealtimeService, 'publish' | 'publishNow'>;
  delivery: Pick<Delivery, 'sendNotification'>;
  clock: Clock;
  /** The portal's origin: a notification's path becomes an absolute link in mail, push and WhatsApp. */
  publicUrl: string;
}

/** Recipients written (and published) per transaction: a large audience does not hold one long transaction. */
export const inAppBatchSize = 500;

/** One delivery as the sender's history shows it. */
export interface NotificationDeliveryRecord {
  deliveryId: string;
  source: { kind: NotificationSourceKind; code: string };
  category: NotificationCategory;
  storeCodes: string[];
  recipients: number;
  byChannel: NotificationDeliveryResult['byChannel'];
  createdAt: number;
  /** null while it is still being delivered (or it stopped on an error). */
  finishedAt: number | null;
}

export function toNotificationItem(row: NotificationRow): NotificationItem {
  return {
    id: String(row.id),
    category: row.category as NotificationCategory,
    source: { kind: row.sourceKind as NotificationSourceKind, code: row.sourceCode },
    texts: { id: { title: row.titleId, body: row.bodyId }, en: { title: row.titleEn, body: row.bodyEn } },
    link: row.link,
    createdAt: row.createdAt.getTime(),
    readAt: row.readAt ? row.readAt.getTime() : null,
  };
}

/** The checked request, or AppError NOTIFICATION_LINK_INVALID / NOTIFICATION_CONTENT_INVALID. */
export function checkedDeliveryRequest(request: NotificationDeliveryRequest): DeliveryRequest {
  const parsed = notificationDeliveryRequestSchema.safeParse(request);
  if (!parsed.success) {
    const linkIssue = parsed.error.issues.some((issue) => issue.path.at(-1) === 'link');
    throw new AppError(linkIssue ? 'NOTIFICATION_LINK_INVALID' : 'NOTIFICATION_CONTENT_INVALID');
  }
  if (notificationChannels.every((channel) => !parsed.data.content[channel])) throw new AppError('NOTIFICATION_CONTENT_INVALID');
  return parsed.data;
}

/** Whether a channel is on for a category in a user's stored choices (mandatory pairs always are). */
export function preferenceAllows(stored: ReadonlyMap<string, boolean> | undefined, channel: NotificationChannel, category: NotificationCategory): boolean {
  if (isMandatoryPreference(channel, category)) return true;
  return stored?.get(`${channel}:${category}`) ?? defaultPreference(channel);
}

const emptyOutcome = (): NotificationChannelOutcome => ({ sent: 0, skippedByPreference: 0, failed: 0 });

/**
 * The notification center: `deliver` (every sender's way to the sellers) and the seller's calls (the list, the
 * counters, read state and preferences).
 */
export class NotificationService {
  constructor(private readonly deps: NotificationServiceDeps) {}

  /**
   * Delivers a notification to every active user (owner and staff) of the targeted active stores, on each channel
   * the content names, as each user's preferences allow:
   *  - IN_APP: one notification per user and store, counted, and published on the user's realtime audience
   *    (`notification.created`) in the same transaction, so an open bell and list update at once;
   *  - EMAIL / PUSH / WHATSAPP: one message per user (a user of several targeted stores gets one), in the user's
   *    language, through the outbox (mail goes on through SMTP when configured; push and WhatsApp have no
   *    provider here and stay in the outbox). A user without a phone number counts as failed on WHATSAPP.
   * Unknown store codes are reported, not refused. Bad content is AppError NOTIFICATION_CONTENT_INVALID or
   * NOTIFICATION_LINK_INVALID, before anything is written.
   */
  async deliver(input: NotificationDeliveryRequest): Promise<NotificationDeliveryResult> {
    const request = checkedDeliveryRequest(input);
    const { repository, clock } = this.deps;
    const storeCodes = [...new Set(request.storeCodes)];
    const audience = await repository.audience(storeCodes);
    const known = new Set(audience.knownStoreCodes);
    const deliveryId = await repository.insertDelivery({
      sourceKind: request.source.kind,
      sourceCode: request.source.code,
      category: request.category,
      storeCodes,
      createdAt: clock.now(),
    });

    const userIds = [...new Set(audience.recipients.map((r) => r.userId))];
    const stored = new Map<string, Map<string, boolean>>();
    for (const row of await repository.preferencesOf(userIds)) {
      const forUser = stored.get(row.userId) ?? new Map<string, boolean>();
      forUser.set(`${row.channel}:${row.category}`, row.enabled);
      stored.set(row.userId, forUser);
    }
    const allows = (userId: string, channel: NotificationChannel) => preferenceAllows(stored.get(userId), channel, request.category);

    const byChannel: NotificationDeliveryResult['byChannel'] = {};
    const inApp = request.content.IN_APP;
    if (inApp) byChannel.IN_APP = await this.deliverInApp(deliveryId, request, inApp, audience.recipients, allows);

    const outward = (['EMAIL', 'PUSH', 'WHATSAPP'] as const).filter((channel) => request.content[channel]);
    if (outward.length > 0) {
      const languages = await repository.languagesOf(userIds);
      const users = new Map<string, RecipientRow>();
      for (const recipient of audience.recipients) if (!users.has(recipient.userId)) users.set(recipient.userId, recipient);
      for (const channel of outward) {
        const content = request.content[channel] as ChannelContent;
        const outcome = emptyOutcome();
        for (const user of users.values()) {
          if (!allows(user.userId, channel)) {
            outcome.skippedByPreference += 1;
            continue;
          }
          const to = channel === 'EMAIL' ? user.email : channel === 'PUSH' ? realtimeAudiences.user(user.userId) : user.phoneNumber;
          if (!to) {
            outcome.failed += 1;
            continue;
          }
          const language = (languages.get(user.userId) ?? 'id') as NotificationLanguage;
          const sent = await this.deps.delivery.sendNotification({
            channel,
            to,
            title: content[language].title,
            body: content[language].body,
            link: this.absoluteLink(content.link ?? '/notification'),
            language,
            purpose: `NOTIFICATION_${request.category}`,
          });
          if (sent) outcome.sent += 1;
          else outcome.failed += 1;
        }
        byChannel[channel] = outcome;
      }
    }

    await repository.finishDelivery(deliveryId, userIds.length, byChannel, clock.now());
    return { deliveryId, recipients: userIds.length, byChannel, unknownStoreCodes: storeCodes.filter((code) => !known.has(code)) };
  }

  /** A source's deliveries, newest first (a partner notification event's or a manual notification's history). */
  async deliveriesOf(source: { kind: NotificationSourceKind; code: string }, query: { page: number; size: number }): Promise<Page<NotificationDeliveryRecord>> {
    const { repository } = this.deps;
    const [rows, total] = await Promise.all([
      repository.deliveriesOf(source.kind, source.code, query.page * query.size, query.size),
      repository.countDeliveriesOf(source.kind, source.code),
    ]);
    return {
      content: rows.map((row) => ({
        deliveryId: row.id,
        source: { kind: row.sourceKind as NotificationSourceKind, code: row.sourceCode },
        category: row.category as NotificationCategory,
        storeCodes: row.storeCodes,
        recipients: row.recipients,
        byChannel: row.byChannel as NotificationDeliveryResult['byChannel'],
        createdAt: row.createdAt.getTime(),
        finishedAt: row.finishedAt ? row.finishedAt.getTime() : null,
      })),
      page: query.page,
      size: query.size,
      totalElements: total,
      totalPages: Math.ceil(total / query.size),
    };
  }

  private async deliverInApp(
    deliveryId: string,
    request: DeliveryRequest,
    content: ChannelContent,
    recipients: readonly RecipientRow[],
    allows: (userId: string, channel: NotificationChannel) => boolean,
  ): Promise<NotificationChannelOutcome> {
    const outcome = emptyOutcome();
    const targets = recipients.filter((recipient) => {
      const allowed = allows(recipient.userId, 'IN_APP');
      if (!allowed) outcome.skippedByPreference += 1;
      return allowed;
    });
    const now = this.deps.clock.now();
    for (let start = 0; start < targets.length; start += inAppBatchSize) {
      const batch = targets.slice(start, start + inAppBatchSize).map((recipient) => ({
        userId: recipient.userId,
        storeCode: recipient.storeCode,
        category: request.category,
        sourceKind: request.source.kind,
        sourceCode: request.source.code,
        deliveryId,
        titleId: content.id.title,
        bodyId: content.id.body,
        titleEn: content.en.title,
        bodyEn: content.en.body,
        link: content.link ?? null,
        createdAt: now,
      }));
      const inserted = await this.deps.repository.insertMany(batch, async (tx, rows) => {
        // Published last in the transaction (the realtime service's rule): sockets hear them once they are there.
        for (const row of rows) {
          const payload: NotificationCreatedEvent = { storeCode: row.storeCode, notification: toNotificationItem(row) };
          await this.deps.realtime.publish(tx, { audience: realtimeAudiences.user(row.userId), type: notificationEventTypes.created, payload });
        }
      });
      outcome.sent += inserted.length;
    }
    return outcome;
  }

  private absoluteLink(link: string): string {
    return link.startsWith('/') ? `${this.deps.publicUrl.replace(/\/$/, '')}${link}` : link;
  }

  // ── The seller's calls ──────────────────────────────────────────────────────────────────────────────────

  async summary(
    current: ResolvedSession,
    query: { page: number; size: number; category?: NotificationCategory; unread?: boolean; beforeId?: string },
  ): Promise<NotificationSummaryPage> {
    const storeCode = storeCodeOf(current);
    const { repository } = this.deps;
    const [rows, counters] = await Promise.all([
      repository.list({
        userId: current.userId,
        storeCode,
        category: query.category,
        unreadOnly: query.unread,
        beforeId: query.beforeId === undefined ? undefined : Number(query.beforeId),
        offset: query.page * query.size,
        limit: query.size + 1,
      }),
      repository.counters(current.userId, storeCode),
    ]);
    const counted = counters.filter((row) => !query.category || row.category === query.category);
    const total = counted.reduce((sum, row) => sum + (query.unread ? row.unread : row.total), 0);
    return {
      content: rows.slice(0, query.size).map(toNotificationItem),
      page: query.beforeId === undefined ? query.page : 0,
      size: query.size,
      totalElements: total,
      totalPages: Math.ceil(total / query.size),
      hasMore: rows.length > query.size,
    };
  }

  async counter(current: ResolvedSession): Promise<NotificationCounter> {
    const rows = await this.deps.repository.counters(current.userId, storeCodeOf(current));
    const byCategory = new Map(rows.map((row) => [row.category, row]));
    const categories = notificationCategories.map((category) => ({
      category,
      total: byCategory.get(category)?.total ?? 0,
      unread: byCategory.get(category)?.unread ?? 0,
    }));
    return {
      total: categories.reduce((sum, row) => sum + row.total, 0),
      unread: categories.reduce((sum, row) => sum + row.unread, 0),
      categories,
    };
  }

  async unreadCount(current: ResolvedSession): Promise<{ unread: number }> {
    return { unread: await this.deps.repository.unread(current.userId, storeCodeOf(current)) };
  }

  /** Marks one of the user's notifications in the current store read (or unread again); another's is NOTIFICATION_NOT_FOUND. */
  async updateStatus(current: ResolvedSession, query: { notificationDetailId: string; status: 'READ' | 'UNREAD' }): Promise<NotificationReadResult> {
    const storeCode = storeCodeOf(current);
    const { repository, clock } = this.deps;
    const id = Number(query.notificationDetailId);
    const changed = await repository.setRead(current.userId, storeCode, id, query.status === 'READ' ? clock.now() : null);
    if (changed === 0 && !(await repository.exists(current.userId, storeCode, id))) throw new AppError('NOTIFICATION_NOT_FOUND');
    if (changed > 0) await this.publishRead(current.userId, { storeCode, id: query.notificationDetailId, status: query.status });
    return { changed, unread: await repository.unread(current.userId, storeCode) };
  }

  async markAllRead(current: ResolvedSession): Promise<NotificationReadResult> {
    const storeCode = storeCodeOf(current);
    const changed = await this.deps.repository.markAllRead(current.userId, storeCode, this.deps.clock.now());
    if (changed > 0) await this.publishRead(current.userId, { storeCode, id: null, status: 'READ' });
    return { changed, unread: await this.deps.repository.unread(current.userId, storeCode) };
  }

  async preferences(current: ResolvedSession): Promise<NotificationPreferences> {
    const { repository } = this.deps;
    const [rows, languages] = await Promise.all([repository.preferencesOf([current.userId]), repository.languagesOf([current.userId])]);
    const stored = new Map(rows.map((row) => [`${row.channel}:${row.category}`, row.enabled]));
    return {
      language: (languages.get(current.userId) ?? 'id') as NotificationLanguage,
      preferences: notificationChannels.flatMap((channel) =>
        notificationCategories.map((category) => ({
          channel,
          category,
          enabled: preferenceAllows(stored, channel, category),
          mandatory: isMandatoryPreference(channel, category),
        })),
      ),
    };
  }

  /** Saves the language and the pairs given; a mandatory pair stays on whatever it says. */
  async savePreferences(current: ResolvedSession, request: z.output<typeof notificationPreferencesRequestSchema>): Promise<NotificationPreferences> {
    const pairs = new Map<string, { channel: string; category: string; enabled: boolean }>();
    for (const p of request.preferences) {
      pairs.set(`${p.channel}:${p.category}`, { ...p, enabled: p.enabled || isMandatoryPreference(p.channel, p.category) });
    }
    await this.deps.repository.savePreferences(current.userId, request.language, [...pairs.values()], this.deps.clock.now());
    return this.preferences(current);
  }

  private async publishRead(userId: string, event: NotificationReadEvent): Promise<void> {
    await this.deps.realtime.publishNow({ audience: realtimeAudiences.user(userId), type: notificationEventTypes.read, payload: event });
  }
}
