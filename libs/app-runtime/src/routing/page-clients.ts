import type { ApiClient } from '@seller-portal/api-client';
import type { RouterContext, RouterContextProvider as Provider } from 'react-router-dom';
import { RouterContextProvider } from 'react-router-dom';
import type { QueryClientSource } from '../app/query-client-source';

/**
 * The page's clients, in the context every navigation hands its routes' loaders (React Router's `createContext` is
 * this object); null in a router that was not given them (a test's).
 */
export const pageClients: RouterContext<{ queries: QueryClientSource; client: ApiClient } | null> = { defaultValue: null };

/** The router's `getContext`: a navigation's loaders find the page's query client source and API client in it. */
export function pageClientsContext(queries: QueryClientSource, client: ApiClient): () => Provider {
  return () => new RouterContextProvider(new Map([[pageClients, { queries, client }]]));
}
