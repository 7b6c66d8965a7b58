import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { pickupPointCalls, type PickupPointDetail, type PickupPointRequest } from '@seller-portal/contracts/pickup-points';
import { sessionKeys } from '@seller-portal/session-guard';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** The pickup point queries' keys (the list, details, the invalid schedules, regions); invalidate through them. */
export const pickupPointKeys = queryKeysFactory('pickup-points');

export function pickupPointListQuery(client: ApiClient) {
  return queryOptions({ queryKey: pickupPointKeys.list({}), queryFn: ({ signal }) => client.call(pickupPointCalls.list, { signal }) });
}

export function invalidSchedulesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: pickupPointKeys.one('invalid-schedules', {}),
    queryFn: ({ signal }) => client.call(pickupPointCalls.invalidSchedules, { signal }),
  });
}

export function pickupPointQuery(client: ApiClient, code: string) {
  return queryOptions({
    queryKey: pickupPointKeys.detail(code),
    queryFn: ({ signal }) => client.call(pickupPointCalls.detail, { params: { pickupPointCode: code }, signal }),
  });
}

/** The map tiles of the server, when it has a tile server (a setting: it changes with a restart). */
export function pickupPointMapQuery(client: ApiClient) {
  return queryOptions({
    queryKey: pickupPointKeys.one('map', {}),
    queryFn: ({ signal }) => client.call(pickupPointCalls.map, { signal }),
    staleTime: Infinity,
  });
}

// The region data changes with a release: one answer serves the whole visit.
const regionStaleTime = Infinity;

export function provincesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: pickupPointKeys.one('provinces', {}),
    queryFn: ({ signal }) => client.call(pickupPointCalls.provinces, { signal }),
    staleTime: regionStaleTime,
  });
}

export function citiesQuery(client: ApiClient, provinceCode: string) {
  return queryOptions({
    queryKey: pickupPointKeys.one('cities', { provinceCode }),
    queryFn: ({ signal }) => client.call(pickupPointCalls.cities, { query: { provinceCode }, signal }),
    staleTime: regionStaleTime,
    enabled: Boolean(provinceCode),
  });
}

export function districtsQuery(client: ApiClient, cityCode: string) {
  return queryOptions({
    queryKey: pickupPointKeys.one('districts', { cityCode }),
    queryFn: ({ signal }) => client.call(pickupPointCalls.districts, { query: { cityCode }, signal }),
    staleTime: regionStaleTime,
    enabled: Boolean(cityCode),
  });
}

/** Every pickup point query, and the session: its pickup points are what the order filters and chat offer. */
async function reloadAfterChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: pickupPointKeys.all }), queryClient.invalidateQueries({ queryKey: sessionKeys.current() })]);
}

interface Reactions<TData> {
  onSuccess?: (data: TData) => unknown;
  onError?: (error: Error) => unknown;
}

/** A new pickup point (no code) or a change of one: every pickup point query loads again before the page reacts. */
export function useSavePickupPoint(code: string | null, reactions: Reactions<PickupPointDetail> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PickupPointRequest) =>
      code ? client.call(pickupPointCalls.update, { params: { pickupPointCode: code }, body }) : client.call(pickupPointCalls.create, { body }),
    onSuccess: async (point) => {
      await reloadAfterChange(queryClient);
      await reactions.onSuccess?.(point);
    },
    onError: reactions.onError,
  });
}

export function useRemovePickupPoint(code: string, reactions: Reactions<null> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(pickupPointCalls.remove, { params: { pickupPointCode: code } }),
    onSuccess: async (answer) => {
      await reactions.onSuccess?.(answer);
      await reloadAfterChange(queryClient);
    },
    onError: reactions.onError,
  });
}
