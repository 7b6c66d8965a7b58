import type { LoaderFunction, RouterContextProvider } from 'react-router-dom';
import type { FeatureStartupDeps } from './feature-modules';
import { pageClients } from './page-clients';

/**
 * A route's loader that starts the page's first queries (`prefetch`, given the page's query client and API client)
 * when the navigation begins: beside the page's chunks and, on a first load, before the page is drawn, so its first
 * render finds their answers in the cache rather than asking once it has committed. It holds nothing up (it answers
 * at once), and what it starts is the queries' own (a failure is the page's to show, as if the page had asked). A router
 * without the page's clients (a test's) prefetches nothing: the page asks as it draws.
 */
export function prefetchingLoader(prefetch: (deps: FeatureStartupDeps) => Promise<unknown>): LoaderFunction {
  return ({ context }) => {
    const clients = (context as RouterContextProvider).get(pageClients);
    if (!clients) return null;
    const { queries, client } = clients;
    void queries
      .load()
      .then((queryClient) => prefetch({ queryClient, client }))
      .catch(() => undefined);
    return null;
  };
}
