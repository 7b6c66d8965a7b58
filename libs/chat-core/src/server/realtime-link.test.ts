import { describe, expect, it } from 'vitest';
import { linkRealtime, type RealtimeClientLike } from './realtime-link';

/** The tab's realtime client as far as the link asks it: a state the test sets, and `resync` frames it sends. */
function fakeClient() {
  const stateListeners = new Set<() => void>();
  const resyncListeners = new Set<() => void>();
  let state: RealtimeClientLike['state'] = 'connecting';
  const client: RealtimeClientLike = {
    subscribe: () => () => undefined,
    get state() {
      return state;
    },
    onStateChange: (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onResync: (listener) => {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
  };
  return {
    client,
    moveTo(next: RealtimeClientLike['state']) {
      state = next;
      for (const listener of [...stateListeners]) listener();
    },
    resync() {
      for (const listener of [...resyncListeners]) listener();
    },
  };
}

describe('the realtime link of the server adapter', () => {
  it('signals a reconnect when the socket is back after a drop, and when the server answered resync, never on the first open', () => {
    const fake = fakeClient();
    const link = linkRealtime(fake.client);
    let reconnects = 0;
    link.onReconnect(() => (reconnects += 1));

    fake.moveTo('open');
    expect(reconnects).toBe(0);
    fake.moveTo('reconnecting');
    expect(link.state.getSnapshot()).toBe('offline');
    fake.moveTo('open');
    expect(reconnects).toBe(1);
    // Missed events the server will not replay: the port reloads what is open, as after a drop.
    fake.resync();
    expect(reconnects).toBe(2);
    expect(link.state.getSnapshot()).toBe('online');
  });
});
