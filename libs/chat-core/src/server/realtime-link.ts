import { emitter, observable } from '../core/observable';
import type { ConnectionState, Unsubscribe } from '../port/model';
import type { Observable } from '../port/port';

/**
 * What the server adapter needs of the tab's realtime connection: events by type, the connection's state, and a
 * signal when it came back after a drop (the replay after `?after` covers stored events; the port also resends
 * its outbox and reloads what is open) or the server answered `resync` (events were missed that it will not
 * replay: the same reload covers them).
 */
export interface RealtimeLink {
  readonly state: Observable<ConnectionState>;
  subscribe(type: string, handler: (payload: unknown) => void): Unsubscribe;
  onReconnect(listener: () => void): Unsubscribe;
}

/** The shape of `@seller-portal/realtime`'s client this module relies on. */
export interface RealtimeClientLike {
  subscribe(type: string, handler: (event: { payload: unknown }) => void): () => void;
  readonly state: 'idle' | 'connecting' | 'open' | 'reconnecting' | 'unauthorized';
  onStateChange(listener: () => void): () => void;
  onResync(listener: () => void): () => void;
}

function connectionOf(state: RealtimeClientLike['state']): ConnectionState {
  if (state === 'open') return 'online';
  return state === 'idle' || state === 'connecting' ? 'connecting' : 'offline';
}

/** The tab's realtime client as the server adapter's link: `open` after `reconnecting` is a reconnect, and so is a `resync`. */
export function linkRealtime(client: RealtimeClientLike): RealtimeLink {
  const state = observable<ConnectionState>(connectionOf(client.state));
  const reconnects = emitter<void>();
  client.onResync(() => reconnects.emit());
  client.onStateChange(() => {
    const next = connectionOf(client.state);
    const back = next === 'online' && state.getSnapshot() === 'offline';
    state.set(next);
    if (back) reconnects.emit();
  });
  return {
    state,
    subscribe: (type, handler) => client.subscribe(type, (event) => handler(event.payload)),
    onReconnect: (listener) => reconnects.subscribe(listener),
  };
}
