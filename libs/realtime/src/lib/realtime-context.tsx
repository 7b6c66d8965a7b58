import { useApiClient } from '@seller-portal/api-client';
import { apiPaths } from '@seller-portal/contracts/core';
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createRealtimeClient, type RealtimeClient, type RealtimeEvent, type RealtimeState } from './realtime-client';

const RealtimeContext = createContext<RealtimeClient | null>(null);

/**
 * One realtime connection for everything below (mount it once per tab, around the signed-in pages). The socket
 * opens with the first subscription. A 4401 close asks for the session through the app's API client, so the
 * app's own 401 handling runs (sign-in with redirectUri); if the session is fine after all (its cookie
 * rotated), the socket connects again.
 */
export function RealtimeProvider({ children, client }: { children: ReactNode; client?: RealtimeClient }) {
  const api = useApiClient();
  const [owned] = useState(() => {
    if (client) return null;
    const created: RealtimeClient = createRealtimeClient({
      onUnauthorized: () => {
        api.get(apiPaths.session).then(
          () => created.reconnect(),
          () => undefined,
        );
      },
    });
    return created;
  });
  const value = client ?? owned;
  // Closed when the signed-in pages go; subscribers mounted again (React's development double mount) reopen it.
  useEffect(() => () => owned?.close(), [owned]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

export function useRealtimeClient(): RealtimeClient {
  const client = useContext(RealtimeContext);
  if (!client) throw new Error('useRealtimeClient needs a RealtimeProvider above it');
  return client;
}

/** Calls `handler` with every event of `type` while the component is mounted (the latest handler, without resubscribing). */
export function useRealtimeEvent<T = unknown>(type: string, handler: (event: RealtimeEvent<T>) => void): void {
  const client = useRealtimeClient();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => client.subscribe<T>(type, (event) => latest.current(event)), [client, type]);
}

/**
 * Calls `handler` when the server answered `resync` (events were missed that it will not replay): reload what the
 * component shows from the API, as after a page load.
 */
export function useRealtimeResync(handler: () => void): void {
  const client = useRealtimeClient();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => client.onResync(() => latest.current()), [client]);
}

/** The connection's state, for a "reconnecting…" hint. */
export function useRealtimeState(): RealtimeState {
  const client = useRealtimeClient();
  return useSyncExternalStore(
    (listener) => client.onStateChange(listener),
    () => client.state,
  );
}
