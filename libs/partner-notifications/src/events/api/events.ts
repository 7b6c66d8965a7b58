import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { mobileConfigCalls } from '@seller-portal/contracts/mobile-configs';
import {
  notificationEventCalls as calls,
  type EventTemplates,
  type NotificationEvent,
  type NotificationEventBulkAction,
  type NotificationEventCreateRequest,
  type NotificationEventFilterRequest,
  type NotificationEventRule,
  type NotificationEventUpdateRequest,
  type NotificationPayload,
  type NotificationRuleType,
} from '@seller-portal/contracts/partner-notifications';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * The event queries' keys (lists, details, `deliveries`, `audit`, `x-message`, `sample`, `preview`, `ui-config`);
 * invalidate through them, never with literals.
 */
export const eventKeys = queryKeysFactory('partner-notification-events');

export const eventPageSize = 10;
export const historyPageSize = 5;

export function eventListQuery(client: ApiClient, filter: NotificationEventFilterRequest) {
  return queryOptions({
    queryKey: eventKeys.list(filter),
    queryFn: ({ signal }) => client.call(calls.filter, { body: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function eventQuery(client: ApiClient, code: string) {
  return queryOptions({ queryKey: eventKeys.detail(code), queryFn: ({ signal }) => client.call(calls.event, { params: { code }, signal }) });
}

export function deliveryHistoryQuery(client: ApiClient, code: string, page: number) {
  return queryOptions({
    queryKey: eventKeys.one('deliveries', { code, page }),
    queryFn: ({ signal }) => client.call(calls.histories, { query: { code, page, size: historyPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function auditQuery(client: ApiClient, code: string, page: number) {
  return queryOptions({
    queryKey: eventKeys.one('audit', { code, page }),
    queryFn: ({ signal }) => client.call(calls.auditHistory, { query: { identifier: code, page, size: historyPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function xMessageQuery(client: ApiClient, code: string) {
  return queryOptions({
    queryKey: eventKeys.one('x-message', code),
    queryFn: ({ signal }) => client.call(calls.xMessageTemplates, { params: { id: code }, signal }),
  });
}

/** §7 topic/payload/sample: the sample payload of the event's topic (its type), for the preview. */
export function topicSampleQuery(client: ApiClient, topic: string) {
  return queryOptions({
    queryKey: eventKeys.one('sample', topic),
    queryFn: ({ signal }) => client.call(calls.topicSample, { query: { topic }, body: {}, signal }),
    staleTime: Infinity,
  });
}

/** The server's render of the draft templates with the payload: the same renderer as the page's, as sellers get it. */
export function previewQuery(client: ApiClient, code: string, templates: EventTemplates, payload: NotificationPayload) {
  return queryOptions({
    queryKey: eventKeys.one('preview', { code, templates, payload }),
    queryFn: ({ signal }) => client.call(calls.preview, { query: { code }, body: { templates, payload }, signal }),
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
    queryKey: eventKeys.named('ui-config'),
    queryFn: async ({ signal }) =>
      ((await client.call(mobileConfigCalls.byName, { params: { name: 'partnersNotificationUIconfig' }, signal })).value ?? {}) as NotificationUiConfig,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** What a page does once a change is saved (a toast, a navigation); the cache is the api module's. */
interface Reactions<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
}

/**
 * A change of one event: its answer is the event as it now is, and every list may show it otherwise (rules,
 * channels, status, name), so the event's page takes the answer and the lists load again before the page reacts;
 * a change its deliveries, history or previews show (`everything`) loads every event query again.
 */
function useEventChange<V>(
  change: (client: ApiClient, variables: V) => Promise<NotificationEvent>,
  reactions: Reactions<NotificationEvent, V>,
  reloads: 'lists' | 'everything' = 'lists',
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => change(client, variables),
    onSuccess: async (event, variables) => {
      queryClient.setQueryData(eventKeys.detail(event.code), event);
      await queryClient.invalidateQueries({ queryKey: reloads === 'lists' ? eventKeys.lists() : eventKeys.all });
      await reactions.onSuccess?.(event, variables);
    },
    onError: reactions.onError,
  });
}

/** A new event: the lists load again (its own page opens next). */
export function useCreateEvent(reactions: Reactions<NotificationEvent, NotificationEventCreateRequest> = {}) {
  return useEventChange((client, body: NotificationEventCreateRequest) => client.call(calls.create, { body }), reactions);
}

/** A changed name, type, description or status: its history too. */
export function useUpdateEvent(code: string, reactions: Reactions<NotificationEvent, NotificationEventUpdateRequest> = {}) {
  return useEventChange((client, body: NotificationEventUpdateRequest) => client.call(calls.update, { query: { code }, body }), reactions, 'everything');
}

export function useAddRule(code: string, reactions: Reactions<NotificationEvent, { rulesType: NotificationRuleType; id: string }> = {}) {
  return useEventChange(
    (client, { rulesType, id }: { rulesType: NotificationRuleType; id: string }) => client.call(calls.addRule, { query: { code, rulesType, id } }),
    reactions,
  );
}

export function useRemoveRule(code: string, reactions: Reactions<NotificationEvent, NotificationEventRule> = {}) {
  return useEventChange(
    (client, rule: NotificationEventRule) => client.call(calls.removeRule, { query: { code, rulesType: rule.rulesType, id: rule.id } }),
    reactions,
  );
}

/** Saved templates change the event's previews, x-message templates and history too. */
export function useSaveTemplates(code: string, reactions: Reactions<NotificationEvent, EventTemplates> = {}) {
  return useEventChange(
    (client, templates: EventTemplates) => client.call(calls.saveTemplates, { params: { code }, body: { templates } }),
    reactions,
    'everything',
  );
}

/** A deleted event leaves the lists (its own page's query is left alone: the page goes). */
export function useDeleteEvent(code: string, reactions: Reactions<null, void> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(calls.remove, { query: { code } }),
    onSuccess: async (answer, variables) => {
      await queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      await reactions.onSuccess?.(answer, variables);
    },
    onError: reactions.onError,
  });
}

/** A bulk action may change or delete any of the events named: everything of events loads again. */
export function useBulkEventAction(
  codes: readonly string[],
  reactions: Reactions<{ action: NotificationEventBulkAction; changed: string[] }, NotificationEventBulkAction> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: NotificationEventBulkAction) => client.call(calls.bulk, { query: { action }, body: { codes: [...codes] } }),
    onSuccess: async (result, variables) => {
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
      await reactions.onSuccess?.(result, variables);
    },
    onError: reactions.onError,
  });
}

/** A debug run changes nothing: what a realtime event of the store would do now. */
export function useDebugEvent(code: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ storeCode, payload }: { storeCode: string; payload: NotificationPayload | undefined }) =>
      client.call(calls.debug, { params: { code }, body: { storeCode, ...(payload ? { payload } : {}) } }),
  });
}
