import { partnerNotificationsFeature } from './partner-notifications-feature';
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '@seller-portal/contracts/accounts';
import { auditHistoryQuerySchema, auditPageSchema } from '@seller-portal/contracts/accounts';
import { storeCategories } from '@seller-portal/contracts/onboarding';
import { renderTemplate, scanTemplate } from './notification-templates';
import { lazySchema, featureCallAccess } from '@seller-portal/contracts/core';
import { defineCall } from '@seller-portal/contracts/core';
import {
  notificationChannelOutcomeSchema,
  notificationChannels,
  notificationLanguages,
  type NotificationCategory,
} from '@seller-portal/contracts/notifications';

/**
 * §7 "Partner notification events": notifications the marketplace's own events send to sellers. An event has a code,
 * a type (the topic of the marketplace event, which decides the variables its templates may use), rules saying which
 * stores it reaches, and a template per channel in Indonesian and English. Reads need INTERNAL mode and
 * INTERNAL_NOTIFICATION; every change also INTERNAL_NOTIFICATION_ADMIN (§6). The marketplace's systems trigger an
 * event through `trigger`, with the service token, never a session.
 */
export const partnerNotificationEventPaths = {
  /** POST `NotificationEventFilterRequest` → `Page<NotificationEventSummary>`. */
  filter: '/backend/notification/event/filter',
  /** GET `?page&size` → `Page<NotificationEventSummary>`; POST `NotificationEventCreateRequest` → `NotificationEvent`. */
  events: '/backend/gws/partners-notification/events',
  /** GET → `NotificationEvent`. */
  event: (code: string) => `/backend/gws/partners-notification/events/${encodeURIComponent(code)}`,
  eventPattern: '/backend/gws/partners-notification/events/:code',
  /** PUT `?code=` `NotificationEventUpdateRequest` → `NotificationEvent`; DELETE `?code=`. */
  code: '/backend/notification/event/code',
  /** POST `?action=ACTIVATE|DEACTIVATE|DELETE` `{ codes }` → `NotificationEventBulkResult`. */
  bulkAction: '/backend/notification/event/bulk/action',
  /** GET → `NotificationEventType[]`: the types and the variables their templates may use. */
  types: '/backend/notification/event/types',
  /** POST (add) and DELETE (remove) `?code&rulesType&id`; PUT `?code=` `{ rules }` (replace all) → `NotificationEvent`. */
  rules: '/backend/notification/event/code/rules',
  /** PUT `NotificationEventTemplatesRequest` → `NotificationEvent`. */
  templates: (code: string) => `/backend/gws/partners-notification/events/${encodeURIComponent(code)}/templates`,
  templatesPattern: '/backend/gws/partners-notification/events/:code/templates',
  /** POST `?code=` `NotificationEventPreviewRequest` → `NotificationEventPreview` (the saved templates, or the ones sent). */
  preview: '/backend/notification/event/code/templates/preview',
  /** POST `NotificationEventDebugRequest` → `NotificationEventDebug`: what a realtime event of one store would do. */
  debug: (code: string) => `/backend/api-integration/internal/partners-notification/merchant-realtime-events/${encodeURIComponent(code)}/debug`,
  debugPattern: '/backend/api-integration/internal/partners-notification/merchant-realtime-events/:code/debug',
  /** GET → `XMessageTemplates`: the event's templates as the messaging service receives them. */
  xMessageTemplates: (id: string) => `/backend/notification/event/x-message/templates/${encodeURIComponent(id)}`,
  xMessageTemplatesPattern: '/backend/notification/event/x-message/templates/:id',
  /** GET `?code&page&size` → `Page<NotificationEventDelivery>`: the event's deliveries, newest first. */
  histories: '/backend/notification/event/histories',
  /** GET `AuditHistoryQuery` (`identifier` = an event code): who changed which event, with before and after. */
  auditHistory: '/backend/history/partners-notification-event/filter',
  /**
   * POST `NotificationEventTriggerRequest` → `NotificationEventDelivery`: the marketplace's systems trigger the event.
   * Authenticated by `Authorization: Bearer <NOTIFICATION_EVENT_TRIGGER_TOKEN>`, not by a session.
   */
  trigger: (code: string) => `/backend/api-integration/partners-notification/events/${encodeURIComponent(code)}/trigger`,
  triggerPattern: '/backend/api-integration/partners-notification/events/:code/trigger',
} as const;

/** §7 "Manual notifications" PUT topic/payload/sample (`?topic=`, body `{ payload? }`) → `TopicPayloadSample`. */
export const topicPayloadSamplePath = '/backend/topic/payload/sample';

const notificationEventLimits = {
  codeMaxLength: 60,
  nameMaxLength: 120,
  descriptionMaxLength: 500,
  titleMaxLength: 120,
  bodyMaxLength: 2000,
  linkMaxLength: 500,
  rulesMax: 200,
  bulkMax: 100,
  /** Stores a trigger may name; without names, the rules decide. */
  triggerStoresMax: 1000,
  payloadMaxKeys: 100,
} as const;

export const notificationEventStatuses = ['ACTIVE', 'INACTIVE'] as const;
export type NotificationEventStatus = (typeof notificationEventStatuses)[number];

export const notificationRuleTypes = ['STORE', 'BUSINESS_TYPE', 'CATEGORY'] as const;
export type NotificationRuleType = (typeof notificationRuleTypes)[number];

/** The channels a template is written for, in the order the pages show them. */
export const eventChannels = notificationChannels;
export type EventChannel = (typeof eventChannels)[number];

export const eventLanguages = notificationLanguages;
export type EventLanguage = (typeof eventLanguages)[number];

/** The business types a BUSINESS_TYPE rule may name (a store's §3 businessTypes). */
export const storeBusinessTypes = ['OFFICIAL', 'POWER_MERCHANT', 'REGULAR'] as const;
/** The categories a CATEGORY rule may name (a store's categories, the same list a new store chooses from). */
export const notificationRuleCategories = storeCategories;

/** The variables every event's templates may use: the receiving store's own, filled in per store at delivery. */
const storeVariables = ['storeName', 'storeCode'] as const;

/**
 * The event types: each is a topic of the marketplace's events, with the notification category its deliveries carry
 * (what sellers' preferences turn on and off), the variables its payload carries and a sample payload for the preview. `topic/payload/sample` answers the sample of a topic (a saved one, else this one).
 */
export const eventTypeCatalogue = {
  ORDER: {
    category: 'ORDER',
    variables: ['orderNumber', 'customerName', 'totalAmount', 'orderDate'],
    sample: {
      storeName: 'Toko Demo Sejahtera',
      storeCode: 'DEMO-60001',
      orderNumber: 'ORD-2026-0001',
      customerName: 'Budi',
      totalAmount: 'Rp150.000',
      orderDate: '25 Nov 2026',
    },
  },
  PAYMENT: {
    category: 'ORDER',
    variables: ['amount', 'settlementDate', 'referenceNumber'],
    sample: { storeName: 'Toko Demo Sejahtera', storeCode: 'DEMO-60001', amount: 'Rp1.250.000', settlementDate: '26 Nov 2026', referenceNumber: 'STL-88120' },
  },
  PRODUCT: {
    category: 'PRODUCT',
    variables: ['productName', 'productSku', 'reason'],
    sample: { storeName: 'Toko Demo Sejahtera', storeCode: 'DEMO-60001', productName: 'Kemeja Batik', productSku: 'SKU-1001', reason: 'Foto buram' },
  },
  PROMOTION: {
    category: 'PROMOTION',
    variables: ['promoName', 'startDate', 'endDate', 'discount'],
    sample: {
      storeName: 'Toko Demo Sejahtera',
      storeCode: 'DEMO-60001',
      promoName: 'Harbolnas',
      startDate: '1 Des 2026',
      endDate: '12 Des 2026',
      discount: '50%',
    },
  },
  ACCOUNT: {
    category: 'ACCOUNT',
    variables: ['sellerName', 'deadline'],
    sample: { storeName: 'Toko Demo Sejahtera', storeCode: 'DEMO-60001', sellerName: 'Sari', deadline: '30 Nov 2026' },
  },
} as const satisfies Record<string, { category: NotificationCategory; variables: readonly string[]; sample: Record<string, string> }>;
export type NotificationEventType = keyof typeof eventTypeCatalogue;
export const notificationEventTypeCodes = Object.keys(eventTypeCatalogue) as NotificationEventType[];

const typeSchema = lazySchema(() => z.enum(notificationEventTypeCodes as [NotificationEventType, ...NotificationEventType[]]));
const statusSchema = lazySchema(() => z.enum(notificationEventStatuses));
const channelSchema = lazySchema(() => z.enum(eventChannels));
const languageSchema = lazySchema(() => z.enum(eventLanguages));

/** What `types` answers for one type. */
const notificationEventTypeInfoSchema = lazySchema(() => z.object({ type: typeSchema, variables: z.array(z.string()) }));
export type NotificationEventTypeInfo = z.output<typeof notificationEventTypeInfoSchema>;

/** The variables an event of `type` may use in its templates: the store's and the topic's. */
export function eventVariables(type: NotificationEventType): string[] {
  return [...storeVariables, ...eventTypeCatalogue[type].variables];
}

const notificationEventRuleSchema = lazySchema(() =>
  z.object({
    rulesType: z.enum(notificationRuleTypes),
    id: z.string(),
    /** What the id names, for people: the store's name; business types and categories are translated by the pages. */
    label: z.string().nullable(),
  }),
);
export type NotificationEventRule = z.output<typeof notificationEventRuleSchema>;

const messageSchema = lazySchema(() =>
  z.object({
    title: z.string().max(notificationEventLimits.titleMaxLength),
    body: z.string().max(notificationEventLimits.bodyMaxLength),
  }),
);
export type LocalizedMessage = z.output<typeof messageSchema>;

/** One channel's template: a title (the email's subject) and a body in each language; a link for in-app and push. */
const channelTemplateSchema = lazySchema(() =>
  z.object({
    id: messageSchema,
    en: messageSchema,
    link: z.string().trim().max(notificationEventLimits.linkMaxLength).optional(),
  }),
);
export type ChannelTemplate = z.output<typeof channelTemplateSchema>;

/** The channels an event sends on, each with its template; a channel without one is not sent. */
const eventTemplatesSchema = lazySchema(() =>
  z.object({ IN_APP: channelTemplateSchema, EMAIL: channelTemplateSchema, PUSH: channelTemplateSchema, WHATSAPP: channelTemplateSchema }).partial(),
);
export type EventTemplates = z.output<typeof eventTemplatesSchema>;

const notificationEventSummarySchema = lazySchema(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    type: typeSchema,
    status: statusSchema,
    ruleCount: z.number().int(),
    channels: z.array(channelSchema),
    updatedBy: z.string(),
    updatedAt: z.number(),
  }),
);
export type NotificationEventSummary = z.output<typeof notificationEventSummarySchema>;

const notificationEventSchema = lazySchema(() =>
  notificationEventSummarySchema.extend({
    description: z.string(),
    rules: z.array(notificationEventRuleSchema),
    templates: eventTemplatesSchema,
    /** The variables its templates may use. */
    variables: z.array(z.string()),
  }),
);
export type NotificationEvent = z.output<typeof notificationEventSchema>;

const eventCodeSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1)
    .max(notificationEventLimits.codeMaxLength)
    .regex(/^[A-Z][A-Z0-9_]*$/),
);

const notificationEventFilterRequestSchema = lazySchema(() =>
  z.object({
    code: z.string().trim().max(notificationEventLimits.codeMaxLength).optional(),
    name: z.string().trim().max(notificationEventLimits.nameMaxLength).optional(),
    type: typeSchema.optional(),
    status: statusSchema.optional(),
    page: z.number().int().min(0).max(100_000).default(0),
    size: z.number().int().min(1).max(100).default(10),
  }),
);
export type NotificationEventFilterRequest = z.input<typeof notificationEventFilterRequestSchema>;

const notificationEventListQuerySchema = pageQuerySchema;

const nameSchema = lazySchema(() => z.string().trim().min(1).max(notificationEventLimits.nameMaxLength));
const descriptionSchema = lazySchema(() => z.string().trim().max(notificationEventLimits.descriptionMaxLength).default(''));

const notificationEventCreateRequestSchema = lazySchema(() =>
  z.object({
    code: eventCodeSchema,
    name: nameSchema,
    type: typeSchema,
    description: descriptionSchema,
  }),
);
export type NotificationEventCreateRequest = z.input<typeof notificationEventCreateRequestSchema>;

const notificationEventUpdateRequestSchema = lazySchema(() =>
  z.object({
    name: nameSchema,
    type: typeSchema,
    description: descriptionSchema,
    status: statusSchema,
  }),
);
export type NotificationEventUpdateRequest = z.input<typeof notificationEventUpdateRequestSchema>;

const notificationEventCodeQuerySchema = lazySchema(() => z.object({ code: eventCodeSchema }));

const notificationEventBulkActions = ['ACTIVATE', 'DEACTIVATE', 'DELETE'] as const;
export type NotificationEventBulkAction = (typeof notificationEventBulkActions)[number];
const notificationEventBulkQuerySchema = lazySchema(() => z.object({ action: z.enum(notificationEventBulkActions) }));
const notificationEventBulkRequestSchema = lazySchema(() => z.object({ codes: z.array(eventCodeSchema).min(1).max(notificationEventLimits.bulkMax) }));
export type NotificationEventBulkRequest = z.input<typeof notificationEventBulkRequestSchema>;
const notificationEventBulkResultSchema = lazySchema(() =>
  z.object({
    action: z.enum(notificationEventBulkActions),
    /** The codes it changed; a code that does not exist (or is already so) is not among them. */
    changed: z.array(z.string()),
  }),
);
export type NotificationEventBulkResult = z.output<typeof notificationEventBulkResultSchema>;

const ruleIdSchema = lazySchema(() => z.string().trim().min(1).max(100));
const notificationEventRuleQuerySchema = lazySchema(() => z.object({ code: eventCodeSchema, rulesType: z.enum(notificationRuleTypes), id: ruleIdSchema }));
const notificationEventRulesRequestSchema = lazySchema(() =>
  z.object({
    rules: z.array(z.object({ rulesType: z.enum(notificationRuleTypes), id: ruleIdSchema })).max(notificationEventLimits.rulesMax),
  }),
);
export type NotificationEventRulesRequest = z.input<typeof notificationEventRulesRequestSchema>;

const notificationEventTemplatesRequestSchema = lazySchema(() => z.object({ templates: eventTemplatesSchema }));
export type NotificationEventTemplatesRequest = z.input<typeof notificationEventTemplatesRequestSchema>;

/** A flat JSON object of the marketplace event's values (strings, numbers, booleans). */
const notificationPayloadSchema = lazySchema(() =>
  z
    .record(z.string().max(64), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]))
    .refine((payload) => Object.keys(payload).length <= notificationEventLimits.payloadMaxKeys, 'too many keys'),
);
export type NotificationPayload = z.output<typeof notificationPayloadSchema>;

const notificationEventPreviewRequestSchema = lazySchema(() =>
  z.object({
    /** Draft templates to preview; without them, the saved ones. */
    templates: eventTemplatesSchema.optional(),
    /** The payload to render with; without it, the sample of the event's topic. */
    payload: notificationPayloadSchema.optional(),
  }),
);
export type NotificationEventPreviewRequest = z.input<typeof notificationEventPreviewRequestSchema>;

const renderedMessageSchema = lazySchema(() => z.object({ title: z.string(), body: z.string() }));
export type RenderedMessage = z.output<typeof renderedMessageSchema>;

const renderedChannelSchema = lazySchema(() =>
  z.object({
    channel: channelSchema,
    id: renderedMessageSchema,
    en: renderedMessageSchema,
    link: z.string().optional(),
    /** Variables the payload did not give (rendered as nothing). */
    missing: z.array(z.string()),
  }),
);
export type RenderedChannel = z.output<typeof renderedChannelSchema>;

/** What is wrong with one field of one template. */
const templateProblemSchema = lazySchema(() =>
  z.object({
    channel: channelSchema,
    language: languageSchema,
    field: z.enum(['title', 'body', 'link']),
    problem: z.enum(['BLANK', 'UNKNOWN_VARIABLE', 'MALFORMED', 'LINK_INVALID']),
    /** The unknown variables, or the malformed pieces. */
    items: z.array(z.string()),
  }),
);
export type TemplateProblem = z.output<typeof templateProblemSchema>;

const notificationEventPreviewSchema = lazySchema(() =>
  z.object({
    payload: notificationPayloadSchema,
    channels: z.array(renderedChannelSchema),
    /** Problems of the templates (unknown variables, blanks); a template with problems is not saved. */
    problems: z.array(templateProblemSchema),
  }),
);
export type NotificationEventPreview = z.output<typeof notificationEventPreviewSchema>;

const notificationEventDebugRequestSchema = lazySchema(() =>
  z.object({
    storeCode: z.string().trim().min(1).max(60),
    payload: notificationPayloadSchema.optional(),
  }),
);
export type NotificationEventDebugRequest = z.input<typeof notificationEventDebugRequestSchema>;

/** Debug resolutions, as the notification UI config's debug setting names them. */
export const debugResolutions = ['MATCHED', 'NOT_MATCHED', 'TEMPLATE_RESOLVED', 'TEMPLATE_MISSING'] as const;
export type DebugResolution = (typeof debugResolutions)[number];

const notificationEventDebugSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    status: statusSchema,
    store: z.object({ code: z.string(), name: z.string(), businessTypes: z.array(z.string()), categories: z.array(z.string()) }),
    rules: z.array(notificationEventRuleSchema.extend({ resolution: z.enum(['MATCHED', 'NOT_MATCHED']) })),
    /** Whether a trigger now would reach the store: the event is active and a rule matched. */
    delivers: z.boolean(),
    templates: z.array(
      z.object({ channel: channelSchema, resolution: z.enum(['TEMPLATE_RESOLVED', 'TEMPLATE_MISSING']), rendered: renderedChannelSchema.nullable() }),
    ),
    payload: notificationPayloadSchema,
  }),
);
export type NotificationEventDebug = z.output<typeof notificationEventDebugSchema>;

const xMessageTemplateSchema = lazySchema(() =>
  z.object({
    channel: channelSchema,
    language: languageSchema,
    /** The messaging service's template name: `<event code>_<channel>_<language>`, lower case. */
    name: z.string(),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    variables: z.array(z.string()),
  }),
);
export type XMessageTemplate = z.output<typeof xMessageTemplateSchema>;

const xMessageTemplatesSchema = lazySchema(() => z.object({ id: z.string(), templates: z.array(xMessageTemplateSchema) }));
export type XMessageTemplates = z.output<typeof xMessageTemplatesSchema>;

const notificationEventHistoryQuerySchema = lazySchema(() => pageQuerySchema.extend({ code: eventCodeSchema.optional() }));
export type NotificationEventHistoryQuery = z.input<typeof notificationEventHistoryQuerySchema>;

const notificationEventDeliverySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    code: z.string(),
    /** The trigger's own id (idempotency): a second trigger with it answers the first delivery. */
    eventId: z.string().nullable(),
    /** Stores the rules (and the trigger's store list) resolved to. */
    storeCount: z.number().int(),
    /** Users the delivery reached, and per channel how many were sent, left out by a preference, or failed. */
    recipients: z.number().int(),
    byChannel: z.partialRecord(z.enum(notificationChannels), notificationChannelOutcomeSchema),
    /** The notification center's delivery ids. */
    deliveryIds: z.array(z.string()),
    triggeredBy: z.string(),
    createdAt: z.number(),
  }),
);
export type NotificationEventDelivery = z.output<typeof notificationEventDeliverySchema>;

const notificationEventTriggerRequestSchema = lazySchema(() =>
  z.object({
    payload: notificationPayloadSchema.default({}),
    /** Only these stores, of those the rules reach (a realtime event of one merchant); without it, all of them. */
    storeCodes: z.array(z.string().trim().min(1).max(60)).min(1).max(notificationEventLimits.triggerStoresMax).optional(),
    /** The marketplace event's id: triggering twice with one id delivers once. */
    eventId: z.string().trim().min(1).max(100).optional(),
  }),
);
export type NotificationEventTriggerRequest = z.input<typeof notificationEventTriggerRequestSchema>;

const topicPayloadSampleQuerySchema = lazySchema(() => z.object({ topic: z.string().trim().min(1).max(60) }));
const topicPayloadSampleRequestSchema = lazySchema(() => z.object({ payload: notificationPayloadSchema.optional() }).default({}));
const topicPayloadSampleSchema = lazySchema(() =>
  z.object({
    topic: z.string(),
    payload: notificationPayloadSchema,
    /** Whether someone saved it (else the built-in sample of the topic). */
    saved: z.boolean(),
  }),
);
export type TopicPayloadSample = z.output<typeof topicPayloadSampleSchema>;

/** Where a notification may lead: a path of the portal (`/order-list`) or an https address, nothing else. */
function isEventLink(link: string): boolean {
  if (/[\s\\]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  return /^https:\/\/[^/@\s]+/.test(link);
}

/**
 * Every problem of an event's templates, as the editor shows them and the server refuses them: a blank title or
 * body, a `{{variable}}` the event's type does not give, braces that are not a variable.
 */
export function eventTemplateProblems(templates: EventTemplates, variables: readonly string[]): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  for (const channel of eventChannels) {
    const template = templates[channel];
    if (!template) continue;
    for (const language of eventLanguages) {
      for (const field of ['title', 'body'] as const) {
        const text = template[language][field];
        if (!text.trim()) {
          problems.push({ channel, language, field, problem: 'BLANK', items: [] });
          continue;
        }
        const scan = scanTemplate(text);
        const unknown = scan.variables.filter((name) => !variables.includes(name));
        if (unknown.length) problems.push({ channel, language, field, problem: 'UNKNOWN_VARIABLE', items: unknown });
        if (scan.malformed.length) problems.push({ channel, language, field, problem: 'MALFORMED', items: scan.malformed });
      }
    }
    if (template.link) {
      const scan = scanTemplate(template.link);
      const unknown = scan.variables.filter((name) => !variables.includes(name));
      if (unknown.length) problems.push({ channel, language: 'id', field: 'link', problem: 'UNKNOWN_VARIABLE', items: unknown });
      if (scan.malformed.length) problems.push({ channel, language: 'id', field: 'link', problem: 'MALFORMED', items: scan.malformed });
      if (!isEventLink(template.link)) problems.push({ channel, language: 'id', field: 'link', problem: 'LINK_INVALID', items: [] });
    }
  }
  return problems;
}

/** The templates rendered with a payload, channel by channel (what the preview shows and a delivery sends). */
export function renderEventTemplates(templates: EventTemplates, payload: Readonly<Record<string, unknown>>): RenderedChannel[] {
  const rendered: RenderedChannel[] = [];
  for (const channel of eventChannels) {
    const template = templates[channel];
    if (!template) continue;
    const missing: string[] = [];
    const render = (text: string) => {
      const result = renderTemplate(text, payload);
      for (const name of result.missing) if (!missing.includes(name)) missing.push(name);
      return result.text;
    };
    const message = (language: EventLanguage): RenderedMessage => ({ title: render(template[language].title), body: render(template[language].body) });
    rendered.push({ channel, id: message('id'), en: message('en'), ...(template.link ? { link: render(template.link) } : {}), missing });
  }
  return rendered;
}

/** The codes that may save a topic's sample payload: the events' admin code or the manual notifications' save code. */
export const topicPayloadSampleWriters = ['INTERNAL_NOTIFICATION_ADMIN', 'INTERNAL_NOTIFICATION_MANUAL-SAVE'] as const;

const reads = featureCallAccess(partnerNotificationsFeature);
const changes = featureCallAccess(partnerNotificationsFeature, 'change');
const codeParams = lazySchema(() => z.object({ code: eventCodeSchema }));
const notFound = 'NOTIFICATION_EVENT_NOT_FOUND' as const;
const templateRefusals = ['NOTIFICATION_TEMPLATE_VARIABLE_UNKNOWN', 'NOTIFICATION_TEMPLATE_INVALID'] as const;
const ruleRefusals = ['NOTIFICATION_RULE_STORE_UNKNOWN', 'NOTIFICATION_RULE_ID_UNKNOWN'] as const;

/**
 * The partner notification calls: the event pages' (reads need INTERNAL_NOTIFICATION, changes also
 * INTERNAL_NOTIFICATION_ADMIN), the topic samples both areas read, and the marketplace's trigger (its service token,
 * never a session).
 */
export const notificationEventCalls = {
  filter: defineCall({
    method: 'POST',
    path: partnerNotificationEventPaths.filter,
    summary: 'A page of events narrowed by code, name, type and status.',
    access: reads,
    body: notificationEventFilterRequestSchema,
    answer: lazySchema(() => pageSchema(notificationEventSummarySchema)),
    errors: [],
  }),
  list: defineCall({
    method: 'GET',
    path: partnerNotificationEventPaths.events,
    summary: 'A page of every event.',
    access: reads,
    query: notificationEventListQuerySchema,
    answer: lazySchema(() => pageSchema(notificationEventSummarySchema)),
    errors: [],
  }),
  create: defineCall({
    method: 'POST',
    path: partnerNotificationEventPaths.events,
    summary: 'A new event, inactive, without rules or templates.',
    access: changes,
    body: notificationEventCreateRequestSchema,
    answer: notificationEventSchema,
    errors: ['NOTIFICATION_EVENT_CODE_INVALID', 'NOTIFICATION_EVENT_NAME_BLANK', 'NOTIFICATION_EVENT_CODE_TAKEN'],
  }),
  event: defineCall({
    method: 'GET',
    path: partnerNotificationEventPaths.eventPattern,
    summary: 'One event with its rules, templates and the variables its templates may use.',
    access: reads,
    params: codeParams,
    answer: notificationEventSchema,
    errors: [notFound],
    invalid: { params: notFound },
  }),
  update: defineCall({
    method: 'PUT',
    path: partnerNotificationEventPaths.code,
    summary: "Changes an event's name, type, description and status (a new type must still fit the saved templates).",
    access: changes,
    query: notificationEventCodeQuerySchema,
    body: notificationEventUpdateRequestSchema,
    answer: notificationEventSchema,
    errors: [notFound, 'NOTIFICATION_EVENT_NAME_BLANK', ...templateRefusals],
  }),
  remove: defineCall({
    method: 'DELETE',
    path: partnerNotificationEventPaths.code,
    summary: 'Deletes an event with its rules (its deliveries and history stay).',
    access: changes,
    query: notificationEventCodeQuerySchema,
    answer: lazySchema(() => z.null()),
    errors: [notFound],
  }),
  bulk: defineCall({
    method: 'POST',
    path: partnerNotificationEventPaths.bulkAction,
    summary: 'Activates, deactivates or deletes several events; codes that do not exist (or are already so) are skipped.',
    access: changes,
    query: notificationEventBulkQuerySchema,
    body: notificationEventBulkRequestSchema,
    answer: notificationEventBulkResultSchema,
    errors: [],
  }),
  types: defineCall({
    method: 'GET',
    path: partnerNotificationEventPaths.types,
    summary: 'The event types and the variables their templates may use.',
    access: reads,
    answer: lazySchema(() => z.array(notificationEventTypeInfoSchema)),
    errors: [],
  }),
  addRule: defineCall({
    method: 'POST',
    path: partnerNotificationEventPaths.rules,
    summary: 'Adds a rule: a store, a business type or a category the event reaches.',
    access: changes,
    query: notificationEventRuleQuerySchema,
    answer: notificationEventSchema,
    errors: [notFound, 'NOTIFICATION_RULE_EXISTS', ...ruleRefusals],
  }),
  removeRule: defineCall({
    method: 'DELETE',
    path: partnerNotificationEventPaths.rules,
    summary: 'Removes a rule.',
    access: changes,
    query: notificationEventRuleQuerySchema,
    answer: notificationEventSchema,
    errors: [notFound, 'NOTIFICATION_RULE_NOT_FOUND'],
  }),
  replaceRules: defineCall({
    method: 'PUT',
    path: partnerNotificationEventPaths.rules,
    summary: "Replaces all of an event's rules.",
    access: changes,
    query: notificationEventCodeQuerySchema,
    body: notificationEventRulesRequestSchema,
    answer: notificationEventSchema,
    errors: [notFound, ...ruleRefusals],
  }),
  saveTemplates: defineCall({
    method: 'PUT',
    path: partnerNotificationEventPaths.templatesPattern,
    summary: "Saves an event's templates; templates with problems are refused, every problem in the answer's value.",
    access: changes,
    params: codeParams,
    body: notificationEventTemplatesRequestSchema,
    answer: notificationEventSchema,
    errors: [notFound, ...templateRefusals],
    invalid: { params: notFound },
  }),
  preview: defineCall({
    method: 'POST',
    path: partnerNotificationEventPaths.preview,
    summary: 'The templates (the saved ones, or drafts) rendered with a payload (or the sample of the event type), with their problems.',
    access: reads,
    query: notificationEventCodeQuerySchema,
    body: notificationEventPreviewRequestSchema,
    answer: notificationEventPreviewSchema,
    errors: [notFound],
  }),
  debug: defineCall({
    method: 'POST',
    path: partnerNotificationEventPaths.debugPattern,
    summary: 'What a realtime event of one store would do now: which rules match the store, which templates resolve.',
    access: reads,
    params: codeParams,
    body: notificationEventDebugRequestSchema,
    answer: notificationEventDebugSchema,
    errors: [notFound, 'NOTIFICATION_STORE_NOT_FOUND'],
    invalid: { params: notFound },
  }),
  xMessageTemplates: defineCall({
    method: 'GET',
    path: partnerNotificationEventPaths.xMessageTemplatesPattern,
    summary: "The event's templates as the messaging service receives them, one per channel and language.",
    access: reads,
    params: lazySchema(() => z.object({ id: eventCodeSchema })),
    answer: xMessageTemplatesSchema,
    errors: [notFound],
    invalid: { params: notFound },
  }),
  histories: defineCall({
    method: 'GET',
    path: partnerNotificationEventPaths.histories,
    summary: "A page of an event's deliveries (or every event's), newest first.",
    access: reads,
    query: notificationEventHistoryQuerySchema,
    answer: lazySchema(() => pageSchema(notificationEventDeliverySchema)),
    errors: [],
  }),
  auditHistory: defineCall({
    method: 'GET',
    path: partnerNotificationEventPaths.auditHistory,
    summary: 'Who changed which event, with before and after, newest first.',
    access: reads,
    query: auditHistoryQuerySchema,
    answer: auditPageSchema,
    errors: [],
  }),
  topicSample: defineCall({
    method: 'PUT',
    path: topicPayloadSamplePath,
    summary:
      "A topic's sample payload (a saved one, else the event type's built-in one); with a payload, saves it (the events' admin or the manual save code).",
    access: featureCallAccess(partnerNotificationsFeature, 'topicSample'),
    query: topicPayloadSampleQuerySchema,
    body: topicPayloadSampleRequestSchema,
    answer: topicPayloadSampleSchema,
    errors: [],
  }),
  trigger: defineCall({
    method: 'POST',
    path: partnerNotificationEventPaths.triggerPattern,
    summary: "The marketplace's systems trigger an event: its templates are sent to the stores its rules (and `storeCodes`) reach.",
    access: { public: true },
    credential: 'service-token',
    params: codeParams,
    body: notificationEventTriggerRequestSchema,
    answer: notificationEventDeliverySchema,
    errors: ['NOTIFICATION_TRIGGER_TOKEN_INVALID', 'NOTIFICATION_EVENT_NOT_FOUND', 'NOTIFICATION_EVENT_INACTIVE', 'NOTIFICATION_EVENT_NO_TEMPLATES'],
    invalid: { params: 'NOTIFICATION_EVENT_NOT_FOUND' },
  }),
} as const;
