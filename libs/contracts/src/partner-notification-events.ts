import { z } from 'zod';
import { pageQuerySchema } from './accounts';
import { storeCategories } from './onboarding';
import { renderTemplate, scanTemplate } from './notification-templates';
import { declareFeature } from './feature';
import { defineCall } from './calls';
import { notificationChannelOutcomeSchema, notificationChannels, notificationLanguages, type NotificationCategory } from './notifications';

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

export const notificationEventLimits = {
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
export const storeVariables = ['storeName', 'storeCode'] as const;

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

/** What `types` answers for one type. */
export interface NotificationEventTypeInfo {
  type: NotificationEventType;
  variables: string[];
}

/** The variables an event of `type` may use in its templates: the store's and the topic's. */
export function eventVariables(type: NotificationEventType): string[] {
  return [...storeVariables, ...eventTypeCatalogue[type].variables];
}

export interface NotificationEventRule {
  rulesType: NotificationRuleType;
  id: string;
  /** What the id names, for people: the store's name; business types and categories are translated by the pages. */
  label: string | null;
}

export interface LocalizedMessage {
  title: string;
  body: string;
}

/** One channel's template: a title (the email's subject) and a body in each language; a link for in-app and push. */
export interface ChannelTemplate {
  id: LocalizedMessage;
  en: LocalizedMessage;
  link?: string;
}

/** The channels an event sends on, each with its template; a channel without one is not sent. */
export type EventTemplates = Partial<Record<EventChannel, ChannelTemplate>>;

export interface NotificationEventSummary {
  code: string;
  name: string;
  type: NotificationEventType;
  status: NotificationEventStatus;
  ruleCount: number;
  channels: EventChannel[];
  updatedBy: string;
  updatedAt: number;
}

export interface NotificationEvent extends NotificationEventSummary {
  description: string;
  rules: NotificationEventRule[];
  templates: EventTemplates;
  /** The variables its templates may use. */
  variables: string[];
}

const eventCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(notificationEventLimits.codeMaxLength)
  .regex(/^[A-Z][A-Z0-9_]*$/);
export { eventCodeSchema as notificationEventCodeSchema };

export const notificationEventFilterRequestSchema = z.object({
  code: z.string().trim().max(notificationEventLimits.codeMaxLength).optional(),
  name: z.string().trim().max(notificationEventLimits.nameMaxLength).optional(),
  type: z.enum(notificationEventTypeCodes as [NotificationEventType, ...NotificationEventType[]]).optional(),
  status: z.enum(notificationEventStatuses).optional(),
  page: z.number().int().min(0).max(100_000).default(0),
  size: z.number().int().min(1).max(100).default(10),
});
export type NotificationEventFilterRequest = z.input<typeof notificationEventFilterRequestSchema>;

export const notificationEventListQuerySchema = pageQuerySchema;

const typeSchema = z.enum(notificationEventTypeCodes as [NotificationEventType, ...NotificationEventType[]]);
const nameSchema = z.string().trim().min(1).max(notificationEventLimits.nameMaxLength);
const descriptionSchema = z.string().trim().max(notificationEventLimits.descriptionMaxLength).default('');

export const notificationEventCreateRequestSchema = z.object({
  code: eventCodeSchema,
  name: nameSchema,
  type: typeSchema,
  description: descriptionSchema,
});
export type NotificationEventCreateRequest = z.input<typeof notificationEventCreateRequestSchema>;

export const notificationEventUpdateRequestSchema = z.object({
  name: nameSchema,
  type: typeSchema,
  description: descriptionSchema,
  status: z.enum(notificationEventStatuses),
});
export type NotificationEventUpdateRequest = z.input<typeof notificationEventUpdateRequestSchema>;

export const notificationEventCodeQuerySchema = z.object({ code: eventCodeSchema });

export const notificationEventBulkActions = ['ACTIVATE', 'DEACTIVATE', 'DELETE'] as const;
export type NotificationEventBulkAction = (typeof notificationEventBulkActions)[number];
export const notificationEventBulkQuerySchema = z.object({ action: z.enum(notificationEventBulkActions) });
export const notificationEventBulkRequestSchema = z.object({ codes: z.array(eventCodeSchema).min(1).max(notificationEventLimits.bulkMax) });
export type NotificationEventBulkRequest = z.input<typeof notificationEventBulkRequestSchema>;
export interface NotificationEventBulkResult {
  action: NotificationEventBulkAction;
  /** The codes it changed; a code that does not exist (or is already so) is not among them. */
  changed: string[];
}

const ruleIdSchema = z.string().trim().min(1).max(100);
export const notificationEventRuleQuerySchema = z.object({ code: eventCodeSchema, rulesType: z.enum(notificationRuleTypes), id: ruleIdSchema });
export const notificationEventRulesRequestSchema = z.object({
  rules: z.array(z.object({ rulesType: z.enum(notificationRuleTypes), id: ruleIdSchema })).max(notificationEventLimits.rulesMax),
});
export type NotificationEventRulesRequest = z.input<typeof notificationEventRulesRequestSchema>;

const messageSchema = z.object({
  title: z.string().max(notificationEventLimits.titleMaxLength),
  body: z.string().max(notificationEventLimits.bodyMaxLength),
});
const channelTemplateSchema = z.object({
  id: messageSchema,
  en: messageSchema,
  link: z.string().trim().max(notificationEventLimits.linkMaxLength).optional(),
});
export const eventTemplatesSchema = z
  .object({ IN_APP: channelTemplateSchema, EMAIL: channelTemplateSchema, PUSH: channelTemplateSchema, WHATSAPP: channelTemplateSchema })
  .partial();
export const notificationEventTemplatesRequestSchema = z.object({ templates: eventTemplatesSchema });
export type NotificationEventTemplatesRequest = z.input<typeof notificationEventTemplatesRequestSchema>;

/** A flat JSON object of the marketplace event's values (strings, numbers, booleans). */
export const notificationPayloadSchema = z
  .record(z.string().max(64), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]))
  .refine((payload) => Object.keys(payload).length <= notificationEventLimits.payloadMaxKeys, 'too many keys');
export type NotificationPayload = z.output<typeof notificationPayloadSchema>;

export const notificationEventPreviewRequestSchema = z.object({
  /** Draft templates to preview; without them, the saved ones. */
  templates: eventTemplatesSchema.optional(),
  /** The payload to render with; without it, the sample of the event's topic. */
  payload: notificationPayloadSchema.optional(),
});
export type NotificationEventPreviewRequest = z.input<typeof notificationEventPreviewRequestSchema>;

export interface RenderedMessage {
  title: string;
  body: string;
}

export interface RenderedChannel {
  channel: EventChannel;
  id: RenderedMessage;
  en: RenderedMessage;
  link?: string;
  /** Variables the payload did not give (rendered as nothing). */
  missing: string[];
}

export interface NotificationEventPreview {
  payload: NotificationPayload;
  channels: RenderedChannel[];
  /** Problems of the templates (unknown variables, blanks); a template with problems is not saved. */
  problems: TemplateProblem[];
}

export const notificationEventDebugRequestSchema = z.object({
  storeCode: z.string().trim().min(1).max(60),
  payload: notificationPayloadSchema.optional(),
});
export type NotificationEventDebugRequest = z.input<typeof notificationEventDebugRequestSchema>;

/** Debug resolutions, named by the notification UI config's `debugResolutions`. */
export const debugResolutions = ['MATCHED', 'NOT_MATCHED', 'TEMPLATE_RESOLVED', 'TEMPLATE_MISSING'] as const;
export type DebugResolution = (typeof debugResolutions)[number];

export interface NotificationEventDebug {
  code: string;
  status: NotificationEventStatus;
  store: { code: string; name: string; businessTypes: string[]; categories: string[] };
  rules: (NotificationEventRule & { resolution: 'MATCHED' | 'NOT_MATCHED' })[];
  /** Whether a trigger now would reach the store: the event is active and a rule matched. */
  delivers: boolean;
  templates: { channel: EventChannel; resolution: 'TEMPLATE_RESOLVED' | 'TEMPLATE_MISSING'; rendered: RenderedChannel | null }[];
  payload: NotificationPayload;
}

export interface XMessageTemplate {
  channel: EventChannel;
  language: EventLanguage;
  /** The messaging service's template name: `<event code>_<channel>_<language>`, lower case. */
  name: string;
  title: string;
  body: string;
  link: string | null;
  variables: string[];
}

export interface XMessageTemplates {
  id: string;
  templates: XMessageTemplate[];
}

export const notificationEventHistoryQuerySchema = pageQuerySchema.extend({ code: eventCodeSchema.optional() });
export type NotificationEventHistoryQuery = z.input<typeof notificationEventHistoryQuerySchema>;

export const notificationEventDeliverySchema = z.object({
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
});
export type NotificationEventDelivery = z.output<typeof notificationEventDeliverySchema>;

export const notificationEventTriggerRequestSchema = z.object({
  payload: notificationPayloadSchema.default({}),
  /** Only these stores, of those the rules reach (a realtime event of one merchant); without it, all of them. */
  storeCodes: z.array(z.string().trim().min(1).max(60)).min(1).max(notificationEventLimits.triggerStoresMax).optional(),
  /** The marketplace event's id: triggering twice with one id delivers once. */
  eventId: z.string().trim().min(1).max(100).optional(),
});
export type NotificationEventTriggerRequest = z.input<typeof notificationEventTriggerRequestSchema>;

export const topicPayloadSampleQuerySchema = z.object({ topic: z.string().trim().min(1).max(60) });
export const topicPayloadSampleRequestSchema = z.object({ payload: notificationPayloadSchema.optional() }).default({});
export interface TopicPayloadSample {
  topic: string;
  payload: NotificationPayload;
  /** Whether someone saved it (else the built-in sample of the topic). */
  saved: boolean;
}

/** Where a notification may lead: a path of the portal (`/order-list`) or an https address, nothing else. */
export function isEventLink(link: string): boolean {
  if (/[\s\\]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  return /^https:\/\/[^/@\s]+/.test(link);
}

/** What is wrong with one field of one template. */
export interface TemplateProblem {
  channel: EventChannel;
  language: EventLanguage;
  field: 'title' | 'body' | 'link';
  problem: 'BLANK' | 'UNKNOWN_VARIABLE' | 'MALFORMED' | 'LINK_INVALID';
  /** The unknown variables, or the malformed pieces. */
  items: string[];
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

/**
 * Partner notifications (§2.4 /partners-notification, INTERNAL_NOTIFICATION; the §2.6 route permission
 * `partners_notification`): changing an event also needs INTERNAL_NOTIFICATION_ADMIN; the manual notifications'
 * pages also need the INTERNAL_NOTIFICATION_MANUAL- code of what they do.
 */
export const partnerNotificationsFeature = /* @__PURE__ */ declareFeature({
  name: 'partner-notifications',
  prefixes: ['/partners-notification'],
  access: { mode: 'INTERNAL', codes: ['INTERNAL_NOTIFICATION'] },
  apps: ['portal', 'console'],
  actions: {
    change: { codes: ['INTERNAL_NOTIFICATION', 'INTERNAL_NOTIFICATION_ADMIN'] },
    manualSave: { codes: ['INTERNAL_NOTIFICATION', 'INTERNAL_NOTIFICATION_MANUAL-SAVE'] },
    manualSee: { codes: ['INTERNAL_NOTIFICATION', 'INTERNAL_NOTIFICATION_MANUAL-SEE'] },
    manualEdit: { codes: ['INTERNAL_NOTIFICATION', 'INTERNAL_NOTIFICATION_MANUAL-EDIT'] },
  },
  menu: [{ code: 'partners-notification', labelKey: 'menu.partnersNotification', to: '/partners-notification', position: 120 }],
  shortcuts: [{ labelKey: 'partnersNotification', to: '/partners-notification', position: 120 }],
});
/** The partner notification calls on declarations: the marketplace's trigger (its service token, never a session). */
export const notificationEventCalls = {
  trigger: defineCall({
    method: 'POST',
    path: partnerNotificationEventPaths.triggerPattern,
    summary: "The marketplace's systems trigger an event: its templates are sent to the stores its rules (and `storeCodes`) reach.",
    access: { public: true },
    credential: 'service-token',
    params: z.object({ code: eventCodeSchema }),
    body: notificationEventTriggerRequestSchema,
    answer: notificationEventDeliverySchema,
    errors: ['NOTIFICATION_TRIGGER_TOKEN_INVALID', 'NOTIFICATION_EVENT_NOT_FOUND', 'NOTIFICATION_EVENT_INACTIVE', 'NOTIFICATION_EVENT_NO_TEMPLATES'],
    invalid: { params: 'NOTIFICATION_EVENT_NOT_FOUND' },
  }),
} as const;
