import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { onboardingCalls } from '@seller-portal/contracts/onboarding';
import { storeReviewCalls, type StoreReviewDetail, type StoreReviewQuery } from '@seller-portal/contracts/store-reviews';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The review queue's keys (the list per filter, an item's detail); invalidate through them. */
export const storeReviewKeys = queryKeysFactory('store-reviews');

export function storeReviewListQuery(client: ApiClient, query: StoreReviewQuery) {
  return queryOptions({ queryKey: storeReviewKeys.list(query), queryFn: ({ signal }) => client.call(storeReviewCalls.list, { query, signal }) });
}

export function storeReviewQuery(client: ApiClient, reviewId: string) {
  return queryOptions({
    queryKey: storeReviewKeys.detail(reviewId),
    queryFn: ({ signal }) => client.call(storeReviewCalls.detail, { params: { reviewId }, signal }),
  });
}

/** Indonesia's provinces (onboarding's reference data): an onboarding names its province by code. */
export function provincesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: storeReviewKeys.one('provinces', 'ID'),
    queryFn: ({ signal }) => client.call(onboardingCalls.provinces, { query: { countryCode: 'ID' }, signal }),
    staleTime: Infinity,
  });
}

export type ReviewDecision = { kind: 'approve' } | { kind: 'reject'; reason: string } | { kind: 'revise'; notes: Record<string, string> };

/** A decision; its answer is the decided item, and the queue loads again. */
export function useDecideReview(reviewId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReviewDecision): Promise<StoreReviewDetail> => {
      const params = { reviewId };
      if (decision.kind === 'approve') return client.call(storeReviewCalls.approve, { params });
      if (decision.kind === 'reject') return client.call(storeReviewCalls.reject, { params, body: { reason: decision.reason } });
      return client.call(storeReviewCalls.revise, { params, body: { notes: decision.notes } });
    },
    onSuccess: async (detail) => {
      queryClient.setQueryData(storeReviewKeys.detail(detail.id), detail);
      await queryClient.invalidateQueries({ queryKey: storeReviewKeys.lists() });
    },
    // Someone else decided it first: what the server now holds is shown.
    onError: () => queryClient.invalidateQueries({ queryKey: storeReviewKeys.detail(reviewId) }),
  });
}
