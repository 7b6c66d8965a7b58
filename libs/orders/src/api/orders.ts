import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import {
  orderCalls,
  type OrderBulkAcceptRequest,
  type OrderBulkShipRequest,
  type OrderCancelRequest,
  type OrderDetail,
  type OrderExportRequest,
  type OrderFilter,
  type OrderSort,
  type OrderStatus,
} from '@seller-portal/contracts/orders';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** What the list asks for: a tab, a filter and a sort (pages come from the cursor). */
export interface OrderListRequest {
  status: OrderStatus | null;
  filter: OrderFilter;
  sort: OrderSort;
}

/** The order queries' keys (lists, details, `counts`, `export`); invalidate through them, never with literals. */
export const orderKeys = queryKeysFactory('orders');

/** Rows per page: large enough that scrolling through thousands asks the server a few dozen times. */
export const orderPageSize = 100;

export function orderListQuery(client: ApiClient, request: OrderListRequest) {
  return infiniteQueryOptions({
    queryKey: orderKeys.list(request),
    queryFn: ({ pageParam, signal }) =>
      client.call(orderCalls.list, {
        query: { ...request.filter, status: request.status ?? undefined, sort: request.sort, size: orderPageSize, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function orderCountsQuery(client: ApiClient, filter: OrderFilter) {
  return queryOptions({
    queryKey: orderKeys.one('counts', filter),
    queryFn: ({ signal }) => client.call(orderCalls.counts, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function orderDetailQuery(client: ApiClient, orderNumber: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderNumber),
    queryFn: ({ signal }) => client.call(orderCalls.detail, { params: { orderNumber }, signal }),
  });
}

/** The export's progress, asked again every second until it is done or failed. */
export function orderExportQuery(client: ApiClient, bulkProcessId: string) {
  return queryOptions({
    queryKey: orderKeys.one('export', bulkProcessId),
    queryFn: ({ signal }) => client.call(orderCalls.export, { params: { bulkProcessId }, signal }),
    refetchInterval: (query) => (query.state.data && (query.state.data.state === 'DONE' || query.state.data.state === 'FAILED') ? false : 1000),
  });
}

// ── What the realtime socket's events make load again (`useOrderEvents`) ──

/** An order was placed: the lists and the tabs' counts. */
export function invalidateOrderLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: orderKeys.named('counts') });
}

/** An order moved, or the socket missed events it will not replay: the lists, counts and details. */
export function invalidateOrders(queryClient: QueryClient): void {
  invalidateOrderLists(queryClient);
  void queryClient.invalidateQueries({ queryKey: orderKeys.details() });
}

// ── Mutations: each with what it invalidates; the pages add only what they show ──

/**
 * An action on one order: its answer is the order's new detail; whatever the outcome every list and count may have
 * moved (a refusal of a stale version means someone else moved it), so the store's order queries load again.
 */
function useOrderAction<V>(act: (client: ApiClient, variables: V) => Promise<OrderDetail>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => act(client, variables),
    onSuccess: (changed) => queryClient.setQueryData(orderKeys.detail(changed.orderNumber), changed),
    // Not awaited: the action is done when its order is answered, not once every list has loaded again (the page
    // answers the seller at once, and a step taken meanwhile is not undone by a late answer).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export const useAcceptOrder = () =>
  useOrderAction((client, { orderNumber, version }: { orderNumber: string; version: number }) =>
    client.call(orderCalls.accept, { params: { orderNumber }, body: { version } }),
  );

export const useShipOrder = () =>
  useOrderAction((client, { orderNumber, version, trackingNumber }: { orderNumber: string; version: number; trackingNumber: string }) =>
    client.call(orderCalls.ship, { params: { orderNumber }, body: { version, trackingNumber } }),
  );

export const useCancelOrder = () =>
  useOrderAction((client, { orderNumber, request }: { orderNumber: string; request: OrderCancelRequest }) =>
    client.call(orderCalls.cancel, { params: { orderNumber }, body: request }),
  );

/** Bulk actions answer each order on its own; the lists and counts load again once they are done. */
export function useBulkAcceptOrders() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderBulkAcceptRequest) => client.call(orderCalls.bulkAccept, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** Puts the orders a bulk accept moved back to New, within its undo window; the lists and counts load again. */
export function useUndoBulkAccept() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (operationId: string) => client.call(orderCalls.undoBulkAccept, { body: { operationId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export function useBulkShipOrders() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderBulkShipRequest) => client.call(orderCalls.bulkShip, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** Starting an export changes no order: its progress is its own query (`orderExportQuery`). */
export function useStartOrderExport() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: OrderExportRequest) => client.call(orderCalls.startExport, { body }) });
}
