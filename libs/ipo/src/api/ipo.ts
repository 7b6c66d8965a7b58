import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { ipoCalls, type NewInboundOrder } from '@seller-portal/contracts/ipo';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The inbound orders' keys, per store (a session switched to another store reads its own). */
export const ipoKeys = (storeCode: string) => queryKeysFactory('ipo', storeCode);

export function inboundOrdersQuery(client: ApiClient, storeCode: string) {
  return queryOptions({
    queryKey: ipoKeys(storeCode).lists(),
    queryFn: ({ signal }) => client.call(ipoCalls.list, { signal }),
  });
}

export function inboundProductsQuery(client: ApiClient, storeCode: string) {
  return queryOptions({
    queryKey: ipoKeys(storeCode).named('products'),
    queryFn: ({ signal }) => client.call(ipoCalls.products, { signal }),
    staleTime: 60_000,
  });
}

/** Sends a new inbound order; the list loads again. */
export function useCreateInboundOrder(storeCode: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: NewInboundOrder) => client.call(ipoCalls.create, { body: order }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ipoKeys(storeCode).lists() }),
  });
}

/** Cancels a SUBMITTED order; the list loads again. */
export function useCancelInboundOrder(storeCode: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.call(ipoCalls.cancel, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ipoKeys(storeCode).lists() }),
  });
}
