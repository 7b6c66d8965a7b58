import { type AuditEntry, type Page } from '@seller-portal/contracts/accounts';
import {
  notificationLimits,
  type NotificationChannel,
  type NotificationChannelOutcome,
  type NotificationDeliveryRequest,
} from '@seller-portal/contracts/notifications';
import {
  channelsOf,
  manualNotificationProblem,
  type ManualNotification,
  type ManualNotificationAudience,
  type ManualNotificationCategory,
  type ManualNotificationContent,
  type ManualNotificationDelivery,
  type ManualNotificationFilterQuery,
  type ManualNotificationRequest,
  type ManualNotificationStatus,
  type ManualNotificationUpdateRequest,
} from '@seller-portal/contracts/partner-notifications';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';
import type { AuditLog } from '../audit';
import type { NotificationService } from '../notifications';
import type { ResolvedSession } from '../session';
import type { ChangeRefusal, ManualNotificationChange, ManualNotificationRepository, ManualNotificationRow } from './repository';

/** The notification service as this module uses it (`services.notifications`): one delivery per send. */
export type NotificationDelivery = Pick<NotificationService, 'deliver'>;

export interface ManualNotificationServiceDeps {
  repository: ManualNotificationRepository;
  audit: AuditLog;
  clock: Clock;
  delivery: NotificationDelivery;
  /** Store codes per delivery; the notification service's limit unless a test asks for less. */
  deliveryBatchSize?: number;
}

type Actor = Pick<ResolvedSession, 'userId' | 'session'> | 'SYSTEM';

/** A send claimed this long ago whose process never told how it went is failed, never sent again (at most once). */
export const staleClaimMs = 15 * 60_000;

/** How many due notifications one run of the scheduler sends. */
export const sendBatchSize = 20;

/** Why a send failed, as `failureReason` says it. */
export const failureReasons = { noRecipients: 'NO_RECIPIENTS', failed: 'DELIVERY_FAILED', interrupted: 'DELIVERY_INTERRUPTED' } as const;

export function toManualNotification(row: ManualNotificationRow): ManualNotification {
  const content = row.content as ManualNotificationContent;
  return {
    id: row.id,
    category: row.category as ManualNotificationCategory,
    link: row.link,
    content,
    channels: channelsOf(content),
    audience: { type: row.audienceType as ManualNotificationAudience['type'], values: row.audienceValues },
    status: row.status as ManualNotificationStatus,
    scheduledAt: row.scheduledAt?.getTime() ?? null,
    sending: row.claimedAt !== null,
    sentAt: row.sentAt?.getTime() ?? null,
    delivery:
      row.deliveryId !== null
        ? { deliveryId: row.deliveryId, recipients: row.recipients ?? 0, byChannel: (row.byChannel ?? {}) as ManualNotificationDelivery['byChannel'] }
        : null,
    failureReason: row.failureReason,
    copiedFrom: row.copiedFrom,
    version: row.version,
    createdBy: row.createdBy,
    createdAt: row.createdAt.getTime(),
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.getTime(),
  };
}

/** What the audit log keeps of a notification. */
const audited = (row: ManualNotificationRow | null) =>
  row && {
    category: row.category,
    link: row.link,
    content: row.content,
    audience: { type: row.audienceType, values: row.audienceValues },
    status: row.status,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    version: row.version,
    ...(row.copiedFrom ? { copiedFrom: row.copiedFrom } : {}),
    ...(row.deliveryId ? { deliveryId: row.deliveryId, recipients: row.recipients, byChannel: row.byChannel } : {}),
    ...(row.failureReason ? { failureReason: row.failureReason } : {}),
  };

function refuse(refusal: ChangeRefusal): never {
  switch (refusal) {
    case 'NOT_FOUND':
      throw new AppError('MANUAL_NOTIFICATION_NOT_FOUND');
    case 'NOT_EDITABLE':
      throw new AppError('MANUAL_NOTIFICATION_NOT_EDITABLE');
    case 'NOT_SCHEDULED':
      throw new AppError('MANUAL_NOTIFICATION_NOT_SCHEDULED');
    case 'VERSION_CONFLICT':
      throw new AppError('MANUAL_NOTIFICATION_VERSION_CONFLICT');
  }
}

/** The content a send hands over: each channel's texts, with the link where a tap can open it. */
function deliveryContent(content: ManualNotificationContent, link: string | null): NotificationDeliveryRequest['content'] {
  return Object.fromEntries(channelsOf(content).map((channel) => [channel, { ...content[channel], ...(link ? { link } : {}) }]));
}

/** Several deliveries of one send as one result: their ids, and their people and channel counts added up. */
export function summed(deliveries: readonly ManualNotificationDelivery[]): ManualNotificationDelivery {
  const byChannel: ManualNotificationDelivery['byChannel'] = {};
  for (const delivery of deliveries)
    for (const [channel, outcome] of Object.entries(delivery.byChannel) as [NotificationChannel, NotificationChannelOutcome][]) {
      const total = byChannel[channel] ?? { sent: 0, skippedByPreference: 0, failed: 0 };
      byChannel[channel] = {
        sent: total.sent + outcome.sent,
        skippedByPreference: total.skippedByPreference + outcome.skippedByPreference,
        failed: total.failed + outcome.failed,
      };
    }
  return {
    deliveryId: deliveries.map((delivery) => delivery.deliveryId).join(','),
    recipients: deliveries.reduce((sum, delivery) => sum + delivery.recipients, 0),
    byChannel,
  };
}

export class ManualNotificationService {
  constructor(private readonly deps: ManualNotificationServiceDeps) {}

  async list(query: ManualNotificationFilterQuery & { page: number; size: number }): Promise<Page<ManualNotification>> {
    const { rows, total } = await this.deps.repository.page({
      keyword: query.keyword?.trim() || null,
      status: query.status ?? null,
      category: query.category ?? null,
      page: query.page,
      size: query.size,
    });
    return { content: rows.map(toManualNotification), page: query.page, size: query.size, totalElements: total, totalPages: Math.ceil(total / query.size) };
  }

  async get(id: string): Promise<ManualNotification> {
    return toManualNotification(await this.found(id));
  }

  async create(current: ResolvedSession, request: ManualNotificationRequest): Promise<ManualNotification> {
    const now = this.deps.clock.now();
    const change = await this.checkedChange(current, request, now);
    const created = await this.deps.repository.insert(
      { ...change, version: 1, createdBy: current.session.username, createdById: current.userId, createdAt: now },
      (tx, row) =>
        this.deps.audit.record(tx, current, { area: 'MANUAL_NOTIFICATION', identifier: row.id, action: 'CREATE', before: null, after: audited(row) }),
    );
    return toManualNotification(request.sendMode === 'NOW' ? await this.send(created, current) : created);
  }

  async update(current: ResolvedSession, id: string, request: ManualNotificationUpdateRequest): Promise<ManualNotification> {
    const now = this.deps.clock.now();
    const change = await this.checkedChange(current, request, now);
    const updated = await this.deps.repository.update(id, request.version, change, (tx, before, after) =>
      this.deps.audit.record(tx, current, { area: 'MANUAL_NOTIFICATION', identifier: id, action: 'UPDATE', before: audited(before), after: audited(after) }),
    );
    if (typeof updated === 'string') refuse(updated);
    return toManualNotification(request.sendMode === 'NOW' ? await this.send(updated, current) : updated);
  }

  async cancel(current: ResolvedSession, id: string): Promise<ManualNotification> {
    const cancelled = await this.deps.repository.cancel(id, this.authored(current), (tx, before, after) =>
      this.deps.audit.record(tx, current, { area: 'MANUAL_NOTIFICATION', identifier: id, action: 'CANCEL', before: audited(before), after: audited(after) }),
    );
    if (typeof cancelled === 'string') refuse(cancelled);
    return toManualNotification(cancelled);
  }

  async remove(current: ResolvedSession, id: string): Promise<void> {
    const removed = await this.deps.repository.remove(id, (tx, before) =>
      this.deps.audit.record(tx, current, { area: 'MANUAL_NOTIFICATION', identifier: id, action: 'DELETE', before: audited(before), after: null }),
    );
    if (typeof removed === 'string') refuse(removed);
  }

  /** A new draft with the original's category, link, content and audience; never its schedule or its delivery. */
  async copy(current: ResolvedSession, id: string): Promise<ManualNotification> {
    const original = await this.found(id);
    const now = this.deps.clock.now();
    const copied = await this.deps.repository.insert(
      {
        category: original.category,
        link: original.link,
        content: original.content,
        audienceType: original.audienceType,
        audienceValues: original.audienceValues,
        status: 'DRAFT',
        copiedFrom: original.id,
        version: 1,
        createdBy: current.session.username,
        createdById: current.userId,
        createdAt: now,
        ...this.authored(current),
      },
      (tx, row) =>
        this.deps.audit.record(tx, current, { area: 'MANUAL_NOTIFICATION', identifier: row.id, action: 'CREATE', before: null, after: audited(row) }),
    );
    return toManualNotification(copied);
  }

  history(query: { identifier?: string; page: number; size: number }): Promise<Page<AuditEntry>> {
    return this.deps.audit.page('MANUAL_NOTIFICATION', query);
  }

  /**
   * The scheduler's run: fails sends whose process vanished mid-way, then claims what is due and sends it. A row
   * is claimed by one process only (`claimDue`), so several server processes never send one notification twice.
   */
  async sendDue(now: Date): Promise<number> {
    for (const stale of await this.deps.repository.staleClaims(new Date(now.getTime() - staleClaimMs)))
      await this.finish(stale, 'SYSTEM', { status: 'FAILED', failureReason: failureReasons.interrupted }, stale.claimedAt ?? undefined);
    const claimed = await this.deps.repository.claimDue(now, sendBatchSize);
    for (const row of claimed) await this.deliver(row, 'SYSTEM');
    return claimed.length;
  }

  private async found(id: string): Promise<ManualNotificationRow> {
    const row = await this.deps.repository.find(id);
    if (!row) throw new AppError('MANUAL_NOTIFICATION_NOT_FOUND');
    return row;
  }

  private authored(current: ResolvedSession) {
    return { updatedBy: current.session.username, updatedById: current.userId, updatedAt: this.deps.clock.now() };
  }

  /**
   * The row a request saves, after its rules: the shared ones (channels, texts, link, audience, a schedule in the
   * future), then the stores it names must exist. Send now saves it claimed, so no scheduler takes it meanwhile.
   */
  private async checkedChange(current: ResolvedSession, request: ManualNotificationRequest, now: Date): Promise<ManualNotificationChange> {
    const problem = manualNotificationProblem(request, now.getTime());
    if (problem) throw new AppError(problem);
    const values = [...new Set((request.audience.values ?? []).map((value) => value.trim()).filter(Boolean))];
    if (request.audience.type === 'STORE_CODES') {
      const unknown = await this.deps.repository.unknownStoreCodes(values);
      if (unknown.length > 0) throw AppError.withValue('MANUAL_NOTIFICATION_STORE_UNKNOWN', { storeCodes: unknown });
    }
    const content = Object.fromEntries(channelsOf(request.content).map((channel) => [channel, request.content[channel]]));
    const schedule =
      request.sendMode === 'DRAFT'
        ? { status: 'DRAFT', scheduledAt: null, claimedAt: null }
        : request.sendMode === 'SCHEDULE'
          ? { status: 'SCHEDULED', scheduledAt: new Date(request.scheduledAt as number), claimedAt: null }
          : { status: 'SCHEDULED', scheduledAt: now, claimedAt: now };
    return {
      category: request.category,
      link: request.link?.trim() || null,
      content,
      audienceType: request.audience.type,
      audienceValues: request.audience.type === 'ALL' ? [] : values,
      ...schedule,
      ...this.authored(current),
    };
  }

  /** Send now: the row was saved claimed by this request. */
  private send(row: ManualNotificationRow, actor: Actor): Promise<ManualNotificationRow> {
    return this.deliver(row, actor);
  }

  /**
   * Sends a claimed notification to the stores its audience reaches now and writes the outcome. An audience larger
   * than one delivery may target goes in several deliveries, their results added up; a failure part-way keeps what
   * was delivered before it beside the reason.
   */
  private async deliver(row: ManualNotificationRow, actor: Actor): Promise<ManualNotificationRow> {
    const storeCodes = await this.deps.repository.audienceStoreCodes({ type: row.audienceType, values: row.audienceValues });
    if (storeCodes.length === 0) return this.finish(row, actor, { status: 'FAILED', failureReason: failureReasons.noRecipients });
    const content = deliveryContent(row.content as ManualNotificationContent, row.link);
    const batch = this.deps.deliveryBatchSize ?? notificationLimits.maxStoreCodes;
    const done: ManualNotificationDelivery[] = [];
    for (let start = 0; start < storeCodes.length; start += batch) {
      try {
        const delivered = await this.deps.delivery.deliver({
          source: { kind: 'MANUAL', code: row.id },
          category: row.category as ManualNotificationCategory,
          storeCodes: storeCodes.slice(start, start + batch),
          content,
        });
        done.push(delivered);
      } catch (error) {
        const reason = error instanceof AppError ? error.code : failureReasons.failed;
        return this.finish(row, actor, { status: 'FAILED', failureReason: reason, ...(done.length ? summed(done) : {}) });
      }
    }
    return this.finish(row, actor, { status: 'SENT', sentAt: this.deps.clock.now(), ...summed(done) });
  }

  private async finish(
    row: ManualNotificationRow,
    actor: Actor,
    outcome: { status: 'SENT' | 'FAILED'; sentAt?: Date; deliveryId?: string; recipients?: number; byChannel?: unknown; failureReason?: string },
    claimedAt?: Date,
  ): Promise<ManualNotificationRow> {
    const finished = await this.deps.repository.finish(
      row.id,
      { sentAt: null, deliveryId: null, recipients: null, byChannel: null, failureReason: null, ...outcome },
      (tx, before, after) =>
        this.deps.audit.record(tx, actor, { area: 'MANUAL_NOTIFICATION', identifier: row.id, action: 'SEND', before: audited(before), after: audited(after) }),
      claimedAt,
    );
    return finished ?? row;
  }
}
