import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { chatKeys, type ChatApi } from '@seller-portal/chat-core';
import { chatCalls } from '@seller-portal/contracts/chat';
import { productCalls, type ProductReview } from '@seller-portal/contracts/products';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationReactions } from './products';

export interface ReviewFilters {
  rating: number | null;
  q: string;
  unrepliedOnly: boolean;
  page: number;
  size: number;
}

/** The review queries' keys; invalidate through them, never with literals. */
export const reviewKeys = queryKeysFactory('product-reviews');

export function reviewListQuery(client: ApiClient, filters: ReviewFilters) {
  return queryOptions({
    queryKey: reviewKeys.list(filters),
    queryFn: ({ signal }) =>
      client.call(productCalls.reviews, {
        query: {
          page: filters.page,
          size: filters.size,
          rating: filters.rating ?? undefined,
          q: filters.q || undefined,
          replied: filters.unrepliedOnly ? 'false' : undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The store's reply to a review; the reviews load again either way. */
export function useReplyToReview(reactions: MutationReactions<ProductReview, { reviewId: string; text: string }> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) => client.call(productCalls.reply, { params: { reviewId }, body: { text } }),
    ...reactions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** §3 the chat review reminder quota, under seller chat's own key (so the chat page and this one share it). */
export function reviewReminderQuotaQuery(api: ChatApi, storeCode: string) {
  return queryOptions({
    queryKey: chatKeys(storeCode).one('review-reminder', 'quota'),
    queryFn: ({ signal }) => api.call(chatCalls.reviewReminderQuota, { signal }),
  });
}
