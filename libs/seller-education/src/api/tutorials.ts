import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { educationCalls, type ContentLanguage, type TutorialList } from '@seller-portal/contracts/education';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** The tutorial queries' keys: `user` (a user's tutorials) and `articles` (a tutorial's steps in a language). */
export const tutorialKeys = queryKeysFactory('tutorials');

export function tutorialsQueryOptions(client: ApiClient, username: string) {
  return queryOptions({
    queryKey: tutorialKeys.one('user', username),
    queryFn: ({ signal }) => client.call(educationCalls.tutorials, { signal }),
    staleTime: Infinity,
  });
}

export function tutorialArticlesQueryOptions(client: ApiClient, tutorialName: string, language: ContentLanguage) {
  return queryOptions({
    queryKey: tutorialKeys.one('articles', { tutorialName, language }),
    queryFn: ({ signal }) => client.call(educationCalls.tutorialArticles, { signal, query: { tutorialName, language } }),
    staleTime: Infinity,
  });
}

/** §4.7 ABSENT → COMPLETED; the answer is the user's list, which replaces the cached one. */
export function useCompleteTutorial(username: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tutorialName: string) => client.call(educationCalls.completeTutorial, { body: { name: tutorialName } }),
    onSuccess: (list) => queryClient.setQueryData(tutorialKeys.one('user', username), list),
  });
}

/**
 * §4.2 step 5 loads the tutorials (startup retries a failure up to 3 times, §9): a fresh read each time the
 * session is routed, kept for the tour.
 */
export async function loadTutorials(queryClient: QueryClient, client: ApiClient, username: string): Promise<TutorialList> {
  const options = tutorialsQueryOptions(client, username);
  return queryClient.fetchQuery({ ...options, staleTime: 0, retry: false });
}
