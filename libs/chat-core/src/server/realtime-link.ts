import type { ConnectionState, Unsubscribe } from '../port/model';
import type { Observable } from '../port/port';

/**
 * What the server adapter needs of the tab's realtime connection (`@seller-portal/realtime`): events by type,
 * the connection's state, and a signal when it came back after a drop (the replay after `?after` covers stored
 * events; the adapter also resends its outbox).
 */
export interface RealtimeLink {
  readonly state: Observable<ConnectionState>;
  subscribe(type: string, handler: (payload: unknown) => void): Unsubscribe;
  onReconnect(listener: () => void): Unsubscribe;
}
