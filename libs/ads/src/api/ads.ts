import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { adsCalls, type AdsCampaignAction, type AdsCampaignRequest } from '@seller-portal/contracts/ads';
import { bliklanBalanceQueryKey } from '@seller-portal/contracts/analytics';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The ads queries' keys (`overview`, `history`, `campaigns`, a campaign's `results`, `products`); invalidate through them. */
export const adsKeys = queryKeysFactory('ads');

export const historyPageSize = 10;

export function overviewQuery(client: ApiClient) {
  return queryOptions({ queryKey: adsKeys.named('overview'), queryFn: ({ signal }) => client.call(adsCalls.overview, { signal }) });
}

export function historyQuery(client: ApiClient) {
  return infiniteQueryOptions({
    queryKey: adsKeys.named('history'),
    queryFn: ({ signal, pageParam }) =>
      client.call(adsCalls.history, { query: { size: historyPageSize, ...(pageParam ? { before: pageParam } : {}) }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export function campaignsQuery(client: ApiClient) {
  return queryOptions({ queryKey: adsKeys.named('campaigns'), queryFn: ({ signal }) => client.call(adsCalls.campaigns, { signal }) });
}

export function resultsQuery(client: ApiClient, campaignId: string) {
  return queryOptions({
    queryKey: adsKeys.one('results', campaignId),
    queryFn: ({ signal }) => client.call(adsCalls.campaignResults, { params: { campaignId }, signal }),
  });
}

export function productsQuery(client: ApiClient, keyword: string) {
  return queryOptions({
    queryKey: adsKeys.one('products', keyword),
    queryFn: ({ signal }) => client.call(adsCalls.products, { query: keyword ? { keyword } : {}, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

// ── Mutations: each with what it invalidates ──

/** Money moved: the overview, the history, the campaigns (out of budget ones run again) and the shared ads balance. */
function useMoneyMoved() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adsKeys.all }),
      // The dashboard's figure and the phone's balances bar read this entry.
      queryClient.invalidateQueries({ queryKey: bliklanBalanceQueryKey }),
    ]);
}

export function useTopUp() {
  const client = useApiClient();
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (amount: number) => client.call(adsCalls.topUp, { body: { amount } }),
    onSuccess: async (answer) => {
      if (answer.status === 'DONE') await moved();
    },
  });
}

export function useVerifyTopUp() {
  const client = useApiClient();
  const moved = useMoneyMoved();
  return useMutation({
    mutationFn: (code: string) => client.call(adsCalls.topUpVerify, { body: { code } }),
    onSuccess: () => moved(),
  });
}

export function useSaveCampaign() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string | null; request: AdsCampaignRequest }) =>
      id ? client.call(adsCalls.updateCampaign, { params: { campaignId: id }, body: request }) : client.call(adsCalls.createCampaign, { body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKeys.named('campaigns') }),
  });
}

export function useCampaignAction() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: AdsCampaignAction }) =>
      client.call(adsCalls.campaignStatus, { params: { campaignId: id }, body: { action } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adsKeys.named('campaigns') }),
  });
}
