import type { ApiClient } from '@seller-portal/api-client';
import {
  orderPaths,
  orderPathsOf,
  type OrderBulkResult,
  type OrderCancelRequest,
  type OrderDetail,
  type OrderExport,
  type OrderExportRequest,
  type OrderFilter,
  type OrderPage,
  type OrderSort,
  type OrderStatus,
  type OrderStatusCounts,
} from '@seller-portal/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';

/** What the list asks for: a tab, a filter and a sort (pages come from the cursor). */
export interface OrderListRequest {
  status: OrderStatus | null;
  filter: OrderFilter;
  sort: OrderSort;
}

/** One key factory for the order queries; invalidate through it, never with literals. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (request: OrderListRequest) => [...orderKeys.lists(), request] as const,
  allCounts: () => [...orderKeys.all, 'counts'] as const,
  counts: (filter: OrderFilter) => [...orderKeys.allCounts(), filter] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderNumber: string) => [...orderKeys.details(), orderNumber] as const,
  export: (bulkProcessId: string) => [...orderKeys.all, 'export', bulkProcessId] as const,
};

/** Rows per page: large enough that scrolling through thousands asks the server a few dozen times. */
export const orderPageSize = 100;

const filterQuery = (filter: OrderFilter): Record<string, string> =>
  Object.fromEntries(Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

export function orderListQuery(client: ApiClient, request: OrderListRequest) {
  return infiniteQueryOptions({
    queryKey: orderKeys.list(request),
    queryFn: ({ pageParam, signal }) =>
      client.get<OrderPage>(orderPaths.orders, {
        query: {
          ...filterQuery(request.filter),
          ...(request.status ? { status: request.status } : {}),
          sort: request.sort,
          size: String(orderPageSize),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function orderCountsQuery(client: ApiClient, filter: OrderFilter) {
  return queryOptions({
    queryKey: orderKeys.counts(filter),
    queryFn: ({ signal }) => client.get<OrderStatusCounts>(orderPaths.counts, { query: filterQuery(filter), signal }),
    placeholderData: keepPreviousData,
  });
}

export function orderDetailQuery(client: ApiClient, orderNumber: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderNumber),
    queryFn: ({ signal }) => client.get<OrderDetail>(orderPathsOf.detail(orderNumber), { signal }),
  });
}

export function acceptOrder(client: ApiClient, orderNumber: string, version: number): Promise<OrderDetail> {
  return client.post<OrderDetail>(orderPathsOf.accept(orderNumber), { body: { version } });
}

export function shipOrder(client: ApiClient, orderNumber: string, version: number, trackingNumber: string): Promise<OrderDetail> {
  return client.post<OrderDetail>(orderPathsOf.ship(orderNumber), { body: { version, trackingNumber } });
}

export function cancelOrder(client: ApiClient, orderNumber: string, request: OrderCancelRequest): Promise<OrderDetail> {
  return client.post<OrderDetail>(orderPathsOf.cancel(orderNumber), { body: request });
}

export function bulkAccept(client: ApiClient, orders: { orderNumber: string; version: number }[]): Promise<OrderBulkResult> {
  return client.post<OrderBulkResult>(orderPaths.bulkAccept, { body: { orders } });
}

export function bulkShip(client: ApiClient, orders: { orderNumber: string; version: number; trackingNumber: string }[]): Promise<OrderBulkResult> {
  return client.post<OrderBulkResult>(orderPaths.bulkShip, { body: { orders } });
}

export function startExport(client: ApiClient, request: OrderExportRequest): Promise<OrderExport> {
  return client.post<OrderExport>(orderPaths.exports, { body: request });
}

/** The export's progress, asked again every second until it is done or failed. */
export function orderExportQuery(client: ApiClient, bulkProcessId: string) {
  return queryOptions({
    queryKey: orderKeys.export(bulkProcessId),
    queryFn: ({ signal }) => client.get<OrderExport>(orderPathsOf.export(bulkProcessId), { signal }),
    refetchInterval: (query) => (query.state.data && (query.state.data.state === 'DONE' || query.state.data.state === 'FAILED') ? false : 1000),
  });
}
