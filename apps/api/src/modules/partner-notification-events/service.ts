import { type AuditEntry, type Page } from '@seller-portal/contracts/accounts';
import {
  notificationLimits,
  type NotificationChannelOutcome,
  type NotificationDeliveryRequest,
  type NotificationDeliveryResult,
} from '@seller-portal/contracts/notifications';
import {
  eventChannels,
  eventLanguages,
  eventTemplateProblems,
  eventVariables,
  notificationEventTypeCodes,
  eventTypeCatalogue,
  notificationRuleCategories,
  renderEventTemplates,
  scanTemplate,
  storeBusinessTypes,
  type EventChannel,
  type EventTemplates,
  type NotificationEvent,
  type NotificationEventBulkAction,
  type NotificationEventBulkResult,
  type NotificationEventCreateRequest,
  type NotificationEventDebug,
  type NotificationEventDebugRequest,
  type NotificationEventDelivery,
  type NotificationEventFilterRequest,
  type NotificationEventPreview,
  type NotificationEventPreviewRequest,
  type NotificationEventStatus,
  type NotificationEventSummary,
  type NotificationEventTriggerRequest,
  type NotificationEventType,
  type NotificationEventTypeInfo,
  type NotificationEventUpdateRequest,
  type NotificationPayload,
  type NotificationRuleType,
  type RenderedChannel,
  type TopicPayloadSample,
  type XMessageTemplates,
} from '@seller-portal/contracts/partner-notifications';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';
import type { AuditLog } from '../audit';
import type { ResolvedSession } from '../session';
import type { DeliveryRow, EventRepository, EventSnapshot, StoreFacts } from './repository';

/** The notification center's delivery (`services.notifications.deliver`). */
export type DeliverNotification = (request: NotificationDeliveryRequest) => Promise<NotificationDeliveryResult>;

export interface EventServiceDeps {
  repository: EventRepository;
  audit: AuditLog;
  clock: Clock;
  deliver: DeliverNotification;
}

type Actor = Pick<ResolvedSession, 'userId' | 'session'>;

const typeOf = (row: { type: string }) => row.type as NotificationEventType;
const templatesOf = (row: { templates: unknown }) => (row.templates ?? {}) as EventTemplates;
const channelsOf = (templates: EventTemplates) => eventChannels.filter((channel) => templates[channel]);

function toSummary(row: EventSnapshot['event'], ruleCount: number): NotificationEventSummary {
  return {
    code: row.code,
    name: row.name,
    type: typeOf(row),
    status: row.status as NotificationEventStatus,
    ruleCount,
    channels: channelsOf(templatesOf(row)),
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.getTime(),
  };
}

/** What the audit log keeps of an event: every field staff change, and its rules. */
const audited = ({ event, rules }: EventSnapshot) => ({
  name: event.name,
  type: event.type,
  status: event.status,
  description: event.description,
  rules: rules.map((rule) => `${rule.rulesType}:${rule.ruleId}`),
  templates: event.templates,
});

function toDelivery(row: DeliveryRow): NotificationEventDelivery {
  return {
    id: row.id,
    code: row.eventCode,
    eventId: row.eventId,
    storeCount: row.storeCount,
    recipients: row.recipients,
    byChannel: row.byChannel as NotificationEventDelivery['byChannel'],
    deliveryIds: row.deliveryIds,
    triggeredBy: row.triggeredBy,
    createdAt: row.createdAt.getTime(),
  };
}

/** Whether a store is one a rule names. */
export function ruleMatches(rule: { rulesType: string; ruleId: string }, store: Pick<StoreFacts, 'code' | 'businessTypes' | 'categories'>): boolean {
  switch (rule.rulesType as NotificationRuleType) {
    case 'STORE':
      return store.code === rule.ruleId;
    case 'BUSINESS_TYPE':
      return store.businessTypes.includes(rule.ruleId);
    case 'CATEGORY':
      return store.categories.includes(rule.ruleId);
  }
}

/** The variables of the receiving store, which its own delivery fills in whatever the payload says. */
const storeValues = (store: Pick<StoreFacts, 'code' | 'name'>) => ({ storeName: store.name, storeCode: store.code });

/** Whether templates use the receiving store's variables, so each store needs a render of its own. */
function usesStoreVariables(templates: EventTemplates): boolean {
  return eventChannels.some((channel) => {
    const template = templates[channel];
    if (!template) return false;
    const texts = [template.link ?? '', ...eventLanguages.flatMap((language) => [template[language].title, template[language].body])];
    return texts.some((text) => scanTemplate(text).variables.some((name) => name === 'storeName' || name === 'storeCode'));
  });
}

/** `items` in pieces of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const pieces: T[][] = [];
  for (let start = 0; start < items.length; start += size) pieces.push(items.slice(start, start + size));
  return pieces;
}

function contentOf(rendered: readonly RenderedChannel[]): NotificationDeliveryRequest['content'] {
  const content: NotificationDeliveryRequest['content'] = {};
  for (const channel of rendered) content[channel.channel] = { id: channel.id, en: channel.en, ...(channel.link ? { link: channel.link } : {}) };
  return content;
}

export class EventService {
  constructor(private readonly deps: EventServiceDeps) {}

  types(): NotificationEventTypeInfo[] {
    return notificationEventTypeCodes.map((type) => ({ type, variables: eventVariables(type) }));
  }

  async filter(
    request: Required<Pick<NotificationEventFilterRequest, 'page' | 'size'>> & NotificationEventFilterRequest,
  ): Promise<Page<NotificationEventSummary>> {
    const { rows, total } = await this.deps.repository.filter(
      { code: request.code?.trim() || null, name: request.name?.trim() || null, type: request.type ?? null, status: request.status ?? null },
      request.page,
      request.size,
    );
    return {
      content: rows.map((row) => toSummary(row, row.ruleCount)),
      page: request.page,
      size: request.size,
      totalElements: total,
      totalPages: Math.ceil(total / request.size),
    };
  }

  async get(code: string): Promise<NotificationEvent> {
    const snapshot = await this.deps.repository.find(code);
    if (!snapshot) throw new AppError('NOTIFICATION_EVENT_NOT_FOUND');
    return this.toEvent(snapshot);
  }

  private async toEvent({ event, rules }: EventSnapshot): Promise<NotificationEvent> {
    const names = new Map(
      (await this.deps.repository.stores(rules.filter((rule) => rule.rulesType === 'STORE').map((rule) => rule.ruleId))).map((store) => [
        store.code,
        store.name,
      ]),
    );
    return {
      ...toSummary(event, rules.length),
      description: event.description,
      rules: rules.map((rule) => ({
        rulesType: rule.rulesType as NotificationRuleType,
        id: rule.ruleId,
        label: rule.rulesType === 'STORE' ? (names.get(rule.ruleId) ?? null) : null,
      })),
      templates: templatesOf(event),
      variables: eventVariables(typeOf(event)),
    };
  }

  private stamp(actor: Actor) {
    return { updatedBy: actor.session.username, updatedById: actor.userId, updatedAt: this.deps.clock.now() };
  }

  private auditChange(actor: Actor, action: 'CREATE' | 'UPDATE' | 'DELETE') {
    return (tx: Parameters<AuditLog['record']>[0], before: EventSnapshot | null, after: EventSnapshot | null) =>
      this.deps.audit.record(tx, actor, {
        area: 'NOTIFICATION_EVENT',
        identifier: (after ?? before)?.event.code ?? '',
        action,
        before: before ? audited(before) : null,
        after: after ? audited(after) : null,
      });
  }

  async create(actor: Actor, request: NotificationEventCreateRequest): Promise<NotificationEvent> {
    const audit = this.auditChange(actor, 'CREATE');
    const created = await this.deps.repository.insert(
      {
        code: request.code,
        name: request.name,
        type: request.type,
        description: request.description ?? '',
        status: 'INACTIVE',
        templates: {},
        ...this.stamp(actor),
      },
      (tx, snapshot) => audit(tx, null, snapshot),
    );
    if (!created) throw new AppError('NOTIFICATION_EVENT_CODE_TAKEN');
    return this.toEvent(created);
  }

  /** One change of an event, audited as an update; NOTIFICATION_EVENT_NOT_FOUND when there is none. */
  private async change(actor: Actor, code: string, change: Parameters<EventRepository['change']>[2]): Promise<NotificationEvent> {
    const audit = this.auditChange(actor, 'UPDATE');
    const after = await this.deps.repository.change(code, this.stamp(actor), change, (tx, before, next) => audit(tx, before, next));
    if (!after) throw new AppError('NOTIFICATION_EVENT_NOT_FOUND');
    return this.toEvent(after);
  }

  update(actor: Actor, code: string, request: NotificationEventUpdateRequest): Promise<NotificationEvent> {
    return this.change(actor, code, async (_tx, current) => {
      // A new type has other variables: the saved templates must still hold only known ones.
      if (request.type !== current.event.type) this.checkTemplates(templatesOf(current.event), request.type);
      return { name: request.name, type: request.type, description: request.description ?? '', status: request.status };
    });
  }

  async remove(actor: Actor, code: string): Promise<void> {
    const audit = this.auditChange(actor, 'DELETE');
    const removed = await this.deps.repository.remove(code, (tx, snapshot) => audit(tx, snapshot, null));
    if (!removed) throw new AppError('NOTIFICATION_EVENT_NOT_FOUND');
  }

  /** Activates, deactivates or deletes several events; each change is audited, codes that do not exist are skipped. */
  async bulk(actor: Actor, action: NotificationEventBulkAction, codes: readonly string[]): Promise<NotificationEventBulkResult> {
    const changed: string[] = [];
    for (const code of [...new Set(codes)]) {
      if (action === 'DELETE') {
        const audit = this.auditChange(actor, 'DELETE');
        if (await this.deps.repository.remove(code, (tx, snapshot) => audit(tx, snapshot, null))) changed.push(code);
        continue;
      }
      const status = action === 'ACTIVATE' ? 'ACTIVE' : 'INACTIVE';
      let did = false;
      const audit = this.auditChange(actor, 'UPDATE');
      await this.deps.repository.change(
        code,
        this.stamp(actor),
        async (_tx, current) => {
          if (current.event.status === status) return 'UNCHANGED';
          did = true;
          return { status };
        },
        (tx, before, after) => audit(tx, before, after),
      );
      if (did) changed.push(code);
    }
    return { action, changed };
  }

  /** A rule's id must name something: an existing store, a known business type or category. */
  private async checkRule(rulesType: NotificationRuleType, id: string): Promise<void> {
    if (rulesType === 'STORE') {
      if (!(await this.deps.repository.stores([id])).length) throw AppError.withValue('NOTIFICATION_RULE_STORE_UNKNOWN', { rulesType, id });
      return;
    }
    const known: readonly string[] = rulesType === 'BUSINESS_TYPE' ? storeBusinessTypes : notificationRuleCategories;
    if (!known.includes(id)) throw AppError.withValue('NOTIFICATION_RULE_ID_UNKNOWN', { rulesType, id });
  }

  async addRule(actor: Actor, code: string, rulesType: NotificationRuleType, id: string): Promise<NotificationEvent> {
    await this.checkRule(rulesType, id);
    return this.change(actor, code, async (tx) => {
      if (!(await this.deps.repository.addRule(tx, code, rulesType, id))) throw new AppError('NOTIFICATION_RULE_EXISTS');
    });
  }

  async removeRule(actor: Actor, code: string, rulesType: NotificationRuleType, id: string): Promise<NotificationEvent> {
    return this.change(actor, code, async (tx) => {
      if (!(await this.deps.repository.removeRule(tx, code, rulesType, id))) throw new AppError('NOTIFICATION_RULE_NOT_FOUND');
    });
  }

  async replaceRules(actor: Actor, code: string, rules: readonly { rulesType: NotificationRuleType; id: string }[]): Promise<NotificationEvent> {
    const unique = [...new Map(rules.map((rule) => [`${rule.rulesType}:${rule.id}`, rule])).values()];
    for (const rule of unique) await this.checkRule(rule.rulesType, rule.id);
    return this.change(actor, code, async (tx) => {
      await this.deps.repository.replaceRules(
        tx,
        code,
        unique.map((rule) => ({ rulesType: rule.rulesType, ruleId: rule.id })),
      );
    });
  }

  /** Refuses templates with problems; an unknown variable is its own code, with every problem in the answer's value. */
  private checkTemplates(templates: EventTemplates, type: NotificationEventType): void {
    const problems = eventTemplateProblems(templates, eventVariables(type));
    if (!problems.length) return;
    const code = problems.some((problem) => problem.problem === 'UNKNOWN_VARIABLE')
      ? 'NOTIFICATION_TEMPLATE_VARIABLE_UNKNOWN'
      : 'NOTIFICATION_TEMPLATE_INVALID';
    throw AppError.withValue(code, { problems });
  }

  saveTemplates(actor: Actor, code: string, templates: EventTemplates): Promise<NotificationEvent> {
    return this.change(actor, code, async (_tx, current) => {
      this.checkTemplates(templates, typeOf(current.event));
      return { templates };
    });
  }

  /** The sample payload of a topic: a saved one, else the built-in sample of the event type of that name. */
  async topicSample(topic: string): Promise<TopicPayloadSample> {
    const saved = await this.deps.repository.topicSample(topic);
    if (saved) return { topic, payload: saved as NotificationPayload, saved: true };
    const builtIn = (eventTypeCatalogue as Record<string, { sample: NotificationPayload } | undefined>)[topic]?.sample;
    return { topic, payload: { ...(builtIn ?? {}) }, saved: false };
  }

  async saveTopicSample(actor: Actor, topic: string, payload: NotificationPayload): Promise<TopicPayloadSample> {
    await this.deps.repository.saveTopicSample(topic, payload, actor.session.username, this.deps.clock.now());
    return { topic, payload, saved: true };
  }

  async preview(code: string, request: NotificationEventPreviewRequest): Promise<NotificationEventPreview> {
    const event = await this.get(code);
    const templates = (request.templates ?? event.templates) as EventTemplates;
    const payload = request.payload ?? (await this.topicSample(event.type)).payload;
    return { payload, channels: renderEventTemplates(templates, payload), problems: eventTemplateProblems(templates, event.variables) };
  }

  /** What a realtime event of one store would do now: which rules match it, which templates resolve, rendered. */
  async debug(code: string, request: NotificationEventDebugRequest): Promise<NotificationEventDebug> {
    const event = await this.get(code);
    const [store] = await this.deps.repository.stores([request.storeCode]);
    if (!store) throw new AppError('NOTIFICATION_STORE_NOT_FOUND');
    const payload = { ...(request.payload ?? (await this.topicSample(event.type)).payload), ...storeValues(store) };
    const rules = event.rules.map(
      (rule) => ({ ...rule, resolution: ruleMatches({ rulesType: rule.rulesType, ruleId: rule.id }, store) ? 'MATCHED' : 'NOT_MATCHED' }) as const,
    );
    const rendered = renderEventTemplates(event.templates, payload);
    return {
      code: event.code,
      status: event.status,
      store: { code: store.code, name: store.name, businessTypes: store.businessTypes, categories: store.categories },
      rules,
      delivers: event.status === 'ACTIVE' && store.status === 'ACTIVE' && rules.some((rule) => rule.resolution === 'MATCHED') && rendered.length > 0,
      templates: eventChannels.map((channel) => {
        const resolved = rendered.find((entry) => entry.channel === channel) ?? null;
        return { channel, resolution: resolved ? 'TEMPLATE_RESOLVED' : 'TEMPLATE_MISSING', rendered: resolved };
      }),
      payload,
    };
  }

  /** The templates as the messaging service keeps them: one per channel and language, named and with their variables. */
  async xMessageTemplates(code: string): Promise<XMessageTemplates> {
    const event = await this.get(code);
    return {
      id: event.code,
      templates: eventChannels.flatMap((channel) => {
        const template = event.templates[channel];
        if (!template) return [];
        return eventLanguages.map((language) => ({
          channel,
          language,
          name: `${event.code}_${channel}_${language}`.toLowerCase(),
          title: template[language].title,
          body: template[language].body,
          link: template.link ?? null,
          variables: scanTemplate(`${template[language].title}\n${template[language].body}\n${template.link ?? ''}`).variables,
        }));
      }),
    };
  }

  async histories(query: { code?: string; page: number; size: number }): Promise<Page<NotificationEventDelivery>> {
    const { rows, total } = await this.deps.repository.deliveries(query.code ?? null, query.page, query.size);
    return { content: rows.map(toDelivery), page: query.page, size: query.size, totalElements: total, totalPages: Math.ceil(total / query.size) };
  }

  auditHistory(query: { identifier?: string; page: number; size: number }): Promise<Page<AuditEntry>> {
    return this.deps.audit.page('NOTIFICATION_EVENT', query);
  }

  /**
   * The marketplace's systems trigger an event: the rules resolve to the active stores they reach (only those the
   * trigger names, when it names some), the templates render with the payload (each store's own name and code when
   * they use them), the notification center delivers, and the delivery is recorded in the event's history.
   */
  async trigger(code: string, request: NotificationEventTriggerRequest, triggeredBy: string): Promise<NotificationEventDelivery> {
    if (request.eventId) {
      const earlier = await this.deps.repository.deliveryOf(code, request.eventId);
      if (earlier) return toDelivery(earlier);
    }
    const snapshot = await this.deps.repository.find(code);
    if (!snapshot) throw new AppError('NOTIFICATION_EVENT_NOT_FOUND');
    if (snapshot.event.status !== 'ACTIVE') throw new AppError('NOTIFICATION_EVENT_INACTIVE');
    const templates = templatesOf(snapshot.event);
    if (!channelsOf(templates).length) throw new AppError('NOTIFICATION_EVENT_NO_TEMPLATES');

    const targets = await this.deps.repository.resolveStores(snapshot.rules, request.storeCodes ?? null);
    const payload = request.payload ?? {};
    const category = eventTypeCatalogue[typeOf(snapshot.event)].category;
    const source = { kind: 'EVENT' as const, code };
    // One delivery for every store when the text is the same for all; one per store when it names the store
    // (the same text goes in deliveries of at most notificationLimits.maxStoreCodes stores each).
    const batches = usesStoreVariables(templates)
      ? targets.map((store) => ({ storeCodes: [store.code], payload: { ...payload, ...storeValues(store) } }))
      : chunks(
          targets.map((store) => store.code),
          notificationLimits.maxStoreCodes,
        ).map((storeCodes) => ({ storeCodes, payload }));
    let recipients = 0;
    const byChannel: Partial<Record<EventChannel, NotificationChannelOutcome>> = {};
    const deliveryIds: string[] = [];
    for (const batch of batches) {
      const result = await this.deps.deliver({
        source,
        category,
        storeCodes: batch.storeCodes,
        content: contentOf(renderEventTemplates(templates, batch.payload)),
      });
      deliveryIds.push(result.deliveryId);
      recipients += result.recipients;
      for (const channel of eventChannels) {
        const outcome = result.byChannel[channel];
        if (!outcome) continue;
        const sum = byChannel[channel] ?? { sent: 0, skippedByPreference: 0, failed: 0 };
        byChannel[channel] = {
          sent: sum.sent + outcome.sent,
          skippedByPreference: sum.skippedByPreference + outcome.skippedByPreference,
          failed: sum.failed + outcome.failed,
        };
      }
    }
    const recorded = await this.deps.repository.recordDelivery({
      eventCode: code,
      eventId: request.eventId ?? null,
      storeCount: targets.length,
      recipients,
      byChannel,
      deliveryIds,
      payload,
      triggeredBy,
      createdAt: this.deps.clock.now(),
    });
    return toDelivery(recorded);
  }
}
