import { queryKeysFactory, type ApiClient } from '@seller-portal/api-client';
import {
  learningCalls,
  learningPagesCalls,
  type LearningArticleFilter,
  type LearningReadingProgress,
  type LearningSearchRequest,
  type LearningVideoFilter,
} from '@seller-portal/contracts/education';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** The learning queries' keys: lists, an article, categories, search, the reader's progress. */
export const learningKeys = queryKeysFactory('learning');

// Published content changes rarely: a page visited again within minutes is shown from the cache.
const contentStale = 5 * 60_000;

export function articlesQuery(client: ApiClient, filter: LearningArticleFilter) {
  return queryOptions({
    queryKey: learningKeys.one('articles', filter),
    queryFn: ({ signal }) => client.call(learningCalls.articlesV2, { body: filter, signal }),
    staleTime: contentStale,
    placeholderData: keepPreviousData,
  });
}

export function videosQuery(client: ApiClient, filter: LearningVideoFilter) {
  return queryOptions({
    queryKey: learningKeys.one('videos', filter),
    queryFn: ({ signal }) => client.call(learningCalls.videosV2, { body: filter, signal }),
    staleTime: contentStale,
    placeholderData: keepPreviousData,
  });
}

export function articleQuery(client: ApiClient, slug: string, language: 'id' | 'en') {
  return queryOptions({
    queryKey: learningKeys.one('article', { slug, language }),
    queryFn: ({ signal }) => client.call(learningCalls.article, { params: { slug }, query: { language }, signal }),
    staleTime: contentStale,
    retry: false,
  });
}

export function categoriesQuery(client: ApiClient, language: 'id' | 'en') {
  return queryOptions({
    queryKey: learningKeys.one('categories', language),
    queryFn: ({ signal }) => client.call(learningCalls.categories, { query: { language }, signal }),
    staleTime: contentStale,
  });
}

export function searchQuery(client: ApiClient, request: LearningSearchRequest) {
  return queryOptions({
    queryKey: learningKeys.one('search', request),
    queryFn: ({ signal }) => client.call(learningPagesCalls.search, { body: request, signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The signed-in seller's reading progress, by article slug. */
export function readingProgressQuery(client: ApiClient, userId: string) {
  return queryOptions({
    queryKey: learningKeys.one('progress', userId),
    queryFn: async ({ signal }) => {
      const entries = await client.call(learningPagesCalls.readingProgress, { signal });
      return new Map(entries.map((entry) => [entry.slug, entry] as const));
    },
  });
}

export function saveReadingProgress(client: ApiClient, slug: string, percent: number): Promise<LearningReadingProgress> {
  return client.call(learningPagesCalls.updateReadingProgress, { body: { slug, percent } });
}
