import type { ApiClient } from '@seller-portal/api-client';
import {
  mobileConfigPaths,
  partnerNotificationEventPaths as paths,
  topicPayloadSamplePath,
  type AuditEntry,
  type EventTemplates,
  type MobileConfigValue,
  type NotificationEvent,
  type NotificationEventBulkAction,
  type NotificationEventBulkResult,
  type NotificationEventCreateRequest,
  type NotificationEventDebug,
  type NotificationEventDelivery,
  type NotificationEventFilterRequest,
  type NotificationEventPreview,
  type NotificationEventSummary,
  type NotificationEventUpdateRequest,
  type NotificationPayload,
  type NotificationRuleType,
  type Page,
  type TopicPayloadSample,
  type XMessageTemplates,
} from '@seller-portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** One key factory for the event queries; invalidate through it, never with literals. */
export const eventKeys = {
  all: ['partner-notification-events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (filter: NotificationEventFilterRequest) => [...eventKeys.lists(), filter] as const,
  detail: (code: string) => [...eventKeys.all, 'detail', code] as const,
  histories: (code: string) => [...eventKeys.all, 'deliveries', code] as const,
  history: (code: string, page: number) => [...eventKeys.histories(code), page] as const,
  audit: (code: string, page: number) => [...eventKeys.all, 'audit', code, page] as const,
  xMessage: (code: string) => [...eventKeys.all, 'x-message', code] as const,
  sample: (topic: string) => [...eventKeys.all, 'sample', topic] as const,
  preview: (code: string, templates: EventTemplates, payload: NotificationPayload) => [...eventKeys.all, 'preview', code, templates, payload] as const,
  uiConfig: () => [...eventKeys.all, 'ui-config'] as const,
};

export const eventPageSize = 10;
export const historyPageSize = 5;

export function eventListQuery(client: ApiClient, filter: NotificationEventFilterRequest) {
  return queryOptions({
    queryKey: eventKeys.list(filter),
    queryFn: ({ signal }) => client.post<Page<NotificationEventSummary>>(paths.filter, { body: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function eventQuery(client: ApiClient, code: string) {
  return queryOptions({ queryKey: eventKeys.detail(code), queryFn: ({ signal }) => client.get<NotificationEvent>(paths.event(code), { signal }) });
}

export function deliveryHistoryQuery(client: ApiClient, code: string, page: number) {
  return queryOptions({
    queryKey: eventKeys.history(code, page),
    queryFn: ({ signal }) =>
      client.get<Page<NotificationEventDelivery>>(paths.histories, { query: { code, page: String(page), size: String(historyPageSize) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function auditQuery(client: ApiClient, code: string, page: number) {
  return queryOptions({
    queryKey: eventKeys.audit(code, page),
    queryFn: ({ signal }) =>
      client.get<Page<AuditEntry>>(paths.auditHistory, { query: { identifier: code, page: String(page), size: String(historyPageSize) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function xMessageQuery(client: ApiClient, code: string) {
  return queryOptions({
    queryKey: eventKeys.xMessage(code),
    queryFn: ({ signal }) => client.get<XMessageTemplates>(paths.xMessageTemplates(code), { signal }),
  });
}

/** §7 topic/payload/sample: the sample payload of the event's topic (its type), for the preview. */
export function topicSampleQuery(client: ApiClient, topic: string) {
  return queryOptions({
    queryKey: eventKeys.sample(topic),
    queryFn: ({ signal }) => client.put<TopicPayloadSample>(topicPayloadSamplePath, { query: { topic }, body: {}, signal }),
    staleTime: Infinity,
  });
}

/** The server's render of the draft templates with the payload: the same renderer as the page's, as sellers get it. */
export function previewQuery(client: ApiClient, code: string, templates: EventTemplates, payload: NotificationPayload) {
  return queryOptions({
    queryKey: eventKeys.preview(code, templates, payload),
    queryFn: ({ signal }) => client.post<NotificationEventPreview>(paths.preview, { query: { code }, body: { templates, payload }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** §3 the notification UI config (partnersNotificationUIconfig): the names of the rule fields and of the debug results. */
export interface NotificationUiConfig {
  ruleFieldNames?: Partial<Record<string, { id?: string; en?: string }>>;
  debugResolutions?: Partial<Record<string, { id?: string; en?: string }>>;
}

export function uiConfigQuery(client: ApiClient) {
  return queryOptions({
    queryKey: eventKeys.uiConfig(),
    queryFn: async ({ signal }) =>
      ((await client.get<MobileConfigValue>(mobileConfigPaths.byName('partnersNotificationUIconfig'), { signal })).value ?? {}) as NotificationUiConfig,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export const createEvent = (client: ApiClient, request: NotificationEventCreateRequest) => client.post<NotificationEvent>(paths.events, { body: request });

export const updateEvent = (client: ApiClient, code: string, request: NotificationEventUpdateRequest) =>
  client.put<NotificationEvent>(paths.code, { query: { code }, body: request });

export const deleteEvent = (client: ApiClient, code: string) => client.delete<unknown>(paths.code, { query: { code } });

export const bulkAction = (client: ApiClient, action: NotificationEventBulkAction, codes: readonly string[]) =>
  client.post<NotificationEventBulkResult>(paths.bulkAction, { query: { action }, body: { codes } });

export const addRule = (client: ApiClient, code: string, rulesType: NotificationRuleType, id: string) =>
  client.post<NotificationEvent>(paths.rules, { query: { code, rulesType, id } });

export const removeRule = (client: ApiClient, code: string, rulesType: NotificationRuleType, id: string) =>
  client.delete<NotificationEvent>(paths.rules, { query: { code, rulesType, id } });

export const saveTemplates = (client: ApiClient, code: string, templates: EventTemplates) =>
  client.put<NotificationEvent>(paths.templates(code), { body: { templates } });

export const debugEvent = (client: ApiClient, code: string, storeCode: string, payload: NotificationPayload | undefined) =>
  client.post<NotificationEventDebug>(paths.debug(code), { body: { storeCode, ...(payload ? { payload } : {}) } });
