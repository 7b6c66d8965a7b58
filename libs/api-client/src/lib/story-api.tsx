import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactElement } from 'react';
import { createApiClient, type ApiClient } from './client';
import { ApiClientProvider } from './context';

/** What the server answers a call of the story: its value, put in the §3 envelope. */
export type StoryAnswer = (request: { path: string; method: string }) => unknown;

const storyOrigin = 'http://storybook.test';

/** A client whose every call is answered at once, as the server would, with the value `answer` gives for it. */
export function storyApiClient(answer: StoryAnswer): ApiClient {
  return createApiClient({
    baseUrl: storyOrigin,
    fetch: async (input, init) => {
      const path = new URL(input instanceof Request ? input.url : String(input), storyOrigin).pathname;
      const value = answer({ path, method: init?.method ?? 'GET' });
      const envelope = { success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId: 'story' };
      return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
    },
  });
}

/**
 * A story decorator: the page under a query cache of its own (nothing kept between stories, no retry) and a client
 * answering with `answer`.
 *
 * ```tsx
 * const meta = { component: CategoryTreePage, decorators: [withStoryApi(() => tree)] } satisfies Meta<typeof CategoryTreePage>;
 * ```
 */
export function withStoryApi(answer: StoryAnswer): (Story: ComponentType) => ReactElement {
  const client = storyApiClient(answer);
  return function StoryApi(Story) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <Story />
        </ApiClientProvider>
      </QueryClientProvider>
    );
  };
}
