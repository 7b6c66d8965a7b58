import type { ApiClient } from '@seller-portal/api-client';
import { chatKeys, type ChatApi } from '@seller-portal/chat-core';
import { chatPaths, productPaths, type ChatReviewReminderQuota, type ProductReview, type ProductReviewListAnswer } from '@seller-portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export interface ReviewFilters {
  rating: number | null;
  q: string;
  unrepliedOnly: boolean;
  page: number;
  size: number;
}

/** One key factory for the review queries; invalidate through it, never with literals. */
export const reviewKeys = {
  all: ['product-reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (filters: ReviewFilters) => [...reviewKeys.lists(), filters] as const,
};

export function reviewListQuery(client: ApiClient, filters: ReviewFilters) {
  const query: Record<string, string> = { page: String(filters.page), size: String(filters.size) };
  if (filters.rating) query.rating = String(filters.rating);
  if (filters.q) query.q = filters.q;
  if (filters.unrepliedOnly) query.replied = 'false';
  return queryOptions({
    queryKey: reviewKeys.list(filters),
    queryFn: ({ signal }) => client.get<ProductReviewListAnswer>(productPaths.reviews, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function replyToReview(client: ApiClient, reviewId: string, text: string): Promise<ProductReview> {
  return client.put<ProductReview>(productPaths.reviewReply(reviewId), { body: { text } });
}

/** §3 the chat review reminder quota, under seller chat's own key (so the chat page and this one share it). */
export function reviewReminderQuotaQuery(api: ChatApi, storeCode: string) {
  return queryOptions({
    queryKey: chatKeys.reviewReminderQuota(storeCode),
    queryFn: ({ signal }) => api.request<ChatReviewReminderQuota>('GET', chatPaths.reviewReminderQuota, { signal }),
  });
}
