import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';

/**
 * The server-state cache of a page load. An app whose first page draws without it (the portal's /sign-in) creates it
 * after the first paint; `current` is null until then, and `load()` brings it whenever something needs it sooner.
 */
export interface QueryClientSource {
  /** The client once it exists. */
  readonly current: QueryClient | null;
  /** The client, its code loaded first if need be; the same promise every time. */
  load(): Promise<QueryClient>;
  /** The client once something has loaded it, without asking for its code. */
  whenLoaded(): Promise<QueryClient>;
  /** Called once when the client comes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A source that loads the client's code once, on the first `load()`. */
export function createQueryClientSource(create: () => Promise<QueryClient>): QueryClientSource {
  let current: QueryClient | null = null;
  let loading: Promise<QueryClient> | null = null;
  const listeners = new Set<() => void>();
  return {
    get current() {
      return current;
    },
    load() {
      loading ??= create().then((client) => {
        current = client;
        for (const listener of listeners) listener();
        return client;
      });
      return loading;
    },
    whenLoaded() {
      if (current) return Promise.resolve(current);
      return new Promise((resolve) => {
        const stop = this.subscribe(() => {
          stop();
          if (current) resolve(current);
        });
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A source over a client that is there already (or, outside any, one that says so when asked). */
export function fixedQueryClientSource(client: QueryClient | undefined): QueryClientSource {
  const loaded = client ? Promise.resolve(client) : null;
  return {
    current: client ?? null,
    load: () => loaded ?? Promise.reject(new Error('No QueryClient set, use QueryClientProvider to set one')),
    whenLoaded: () => loaded ?? new Promise<QueryClient>(() => undefined),
    subscribe: () => () => undefined,
  };
}

/** Renders its children once the page has its query client; nothing before (their code needs it). */
export function WithQueryClient({ children }: { children: ReactNode }) {
  return useContext(QueryClientContext) ? <>{children}</> : null;
}
