import {
  courierCodes,
  orderFilterSchema,
  orderSorts,
  orderStatuses,
  type OrderFilter,
  type OrderSort,
  type OrderStatus,
} from '@seller-portal/contracts/orders';
import type { OrderListRequest } from '../api/orders';

/** The URL's query names of the list: the server's own, so a link from the dashboard reads `?status=NEW&from=…`. */
const filterKeys = ['from', 'to', 'pickupPointCode', 'courier', 'q'] as const;

const isStatus = (value: string | null): value is OrderStatus => value !== null && (orderStatuses as readonly string[]).includes(value);
const isSort = (value: string | null): value is OrderSort => value !== null && (orderSorts as readonly string[]).includes(value);

/**
 * The list a page address asks for. What the address holds that the server would refuse (an unknown status or
 * courier, a date that is not one, a range backwards) is left out, so an edited or old link still opens a list.
 */
export function listRequestOf(params: URLSearchParams): OrderListRequest {
  const filter: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (orderFilterSchema.safeParse({ ...filter, [key]: value }).success) filter[key] = value;
  }
  if (filter.courier && !(courierCodes as readonly string[]).includes(filter.courier)) delete filter.courier;
  const status = params.get('status');
  const sort = params.get('sort');
  return { status: isStatus(status) ? status : null, filter: filter as OrderFilter, sort: isSort(sort) ? sort : 'CREATED_DESC' };
}

/** The address of a list: only what differs from the defaults, in a stable order. */
export function listParamsOf(request: OrderListRequest): URLSearchParams {
  const params = new URLSearchParams();
  if (request.status) params.set('status', request.status);
  for (const key of filterKeys) {
    const value = request.filter[key];
    if (value) params.set(key, value);
  }
  if (request.sort !== 'CREATED_DESC') params.set('sort', request.sort);
  return params;
}

/** Whether any filter (not the tab or the sort) is set: the "Clear filters" button shows then. */
export function hasFilter(request: OrderListRequest): boolean {
  return filterKeys.some((key) => Boolean(request.filter[key]));
}

/**
 * How many filters the phone's "Filter" button counts: the order dates (one range, from and/or until), the pickup
 * point and the courier. The search stays in view beside the button and is not counted; the sort is not a filter.
 */
export function activeFilterCount(request: OrderListRequest): number {
  const { from, to, pickupPointCode, courier } = request.filter;
  return [from || to, pickupPointCode, courier].filter(Boolean).length;
}
