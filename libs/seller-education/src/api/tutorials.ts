import type { ApiClient } from '@seller-portal/api-client';
import { educationApiPaths, type ContentLanguage, type TutorialArticleList, type TutorialList } from '@seller-portal/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

/** One key factory for the tutorials of the signed-in user and their steps. */
export const tutorialKeys = {
  all: ['tutorials'] as const,
  ofUser: (username: string) => [...tutorialKeys.all, 'user', username] as const,
  articles: (tutorialName: string, language: ContentLanguage) => [...tutorialKeys.all, 'articles', tutorialName, language] as const,
};

export function tutorialsQueryOptions(client: ApiClient, username: string) {
  return queryOptions({
    queryKey: tutorialKeys.ofUser(username),
    queryFn: ({ signal }) => client.get<TutorialList>(educationApiPaths.tutorials, { signal }),
    staleTime: Infinity,
  });
}

export function tutorialArticlesQueryOptions(client: ApiClient, tutorialName: string, language: ContentLanguage) {
  return queryOptions({
    queryKey: tutorialKeys.articles(tutorialName, language),
    queryFn: ({ signal }) => client.get<TutorialArticleList>(educationApiPaths.tutorialArticles, { signal, query: { tutorialName, language } }),
    staleTime: Infinity,
  });
}

/** §4.7 ABSENT → COMPLETED; the answer is the user's list, which replaces the cached one. */
export async function completeTutorial(client: ApiClient, queryClient: QueryClient, username: string, tutorialName: string): Promise<void> {
  const list = await client.put<TutorialList>(educationApiPaths.tutorialUpdate, { body: { name: tutorialName } });
  queryClient.setQueryData(tutorialKeys.ofUser(username), list);
}

/**
 * §4.2 step 5 loads the tutorials (startup retries a failure up to 3 times, §9): a fresh read each time the
 * session is routed, kept for the tour.
 */
export async function loadTutorials(queryClient: QueryClient, client: ApiClient, username: string): Promise<TutorialList> {
  const options = tutorialsQueryOptions(client, username);
  return queryClient.fetchQuery({ ...options, staleTime: 0, retry: false });
}
