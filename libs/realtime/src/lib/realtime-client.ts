import { realtimeCloseCodes, realtimePath, type RealtimeServerFrame } from '@seller-portal/contracts/core';

/**
 * `idle`: no socket (nothing subscribed yet, or closed by the page); `connecting`: the first socket is opening;
 * `open`: replayed and live; `reconnecting`: the socket dropped and a new one is on its way (the "reconnecting…"
 * hint); `unauthorized`: closed with 4401, the app's 401 handling decides.
 */
export type RealtimeState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'unauthorized';

/** A delivered event: `id` is set for stored events, null for ephemeral ones (typing). */
export interface RealtimeEvent<T = unknown> {
  id: string | null;
  type: string;
  payload: T;
}

/** What the client needs of a WebSocket: the browser's, or `ws` in Node. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export interface RealtimeClientOptions {
  /** The socket's URL without `after`; by default `/backend/realtime` on the page's own origin (ws: or wss:). */
  url?: string;
  /** By default the browser's WebSocket. */
  createSocket?: (url: string) => SocketLike;
  /** Runs when the server closes with 4401 (not signed in, session ended); the client stays down until `reconnect()`. */
  onUnauthorized?: () => void;
  /** Reconnect delays: doubling from `initialMs` up to `maxMs`, each with jitter (half fixed, half random). */
  backoff?: { initialMs: number; maxMs: number };
  /** Whether the page is hidden, and a call when it is shown again; by default the document's visibility. */
  visibility?: PageVisibility;
  /** After a 1012 (the server process is stopping), the reconnect waits a random time below this. */
  restartSpreadMs?: number;
  /** A ping after this long without a frame; the socket is given up when the next `silenceMs` bring nothing. */
  pingEveryMs?: number;
  silenceMs?: number;
  random?: () => number;
}

/** The page's visibility as the client needs it (the document's, or a test's). */
export interface PageVisibility {
  hidden(): boolean;
  /** Calls `listener` whenever the page is shown again; returns the unsubscribe. */
  onShown(listener: () => void): () => void;
}

export interface RealtimeClient {
  /** Calls `handler` with every event of `type`; opens the connection on the first subscription. Returns the unsubscribe. */
  subscribe<T = unknown>(type: string, handler: (event: RealtimeEvent<T>) => void): () => void;
  /**
   * Calls `listener` when the server answered `resync`: events were missed that it will not replay (the tab was
   * away too long, or read too slowly), so whatever the subscriber shows is loaded again. Returns the unsubscribe.
   */
  onResync(listener: () => void): () => void;
  readonly state: RealtimeState;
  /** For `useSyncExternalStore`: called on every change of `state`. */
  onStateChange(listener: () => void): () => void;
  /** The id of the last stored event this tab has seen: the next socket resumes after it. */
  readonly lastId: string | null;
  /** Connects again now (after the app signed in again, or the network came back). */
  reconnect(): void;
  /** Closes the socket; the next subscription (or `reconnect`) opens one again, resuming where this one stopped. */
  close(): void;
}

const defaultBackoff = { initialMs: 500, maxMs: 30_000 };
const defaultRestartSpreadMs = 1_000;
const socketOpen = 1;

const documentVisibility: PageVisibility = {
  hidden: () => globalThis.document?.visibilityState === 'hidden',
  onShown: (listener) => {
    const document = globalThis.document;
    if (!document) return () => undefined;
    const changed = () => {
      if (document.visibilityState === 'visible') listener();
    };
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  },
};

/**
 * The wait before reconnect attempt `attempt` (0 first): doubling from `initialMs` to at most `maxMs`, half of it
 * fixed and half random ("equal jitter"), so tabs that lost a restarted server do not all return at one instant.
 */
export function reconnectDelay(attempt: number, backoff: { initialMs: number; maxMs: number }, random: number): number {
  const ceiling = Math.min(backoff.maxMs, backoff.initialMs * 2 ** attempt);
  return ceiling / 2 + (random * ceiling) / 2;
}

/**
 * The wait before reconnecting after the server process said it is stopping (1012): anywhere below `spreadMs`
 * ("full jitter"), so the tabs it held come back at once but not at one instant, to the processes that stay.
 */
export function restartReconnectDelay(spreadMs: number, random: number): number {
  return random * spreadMs;
}

/**
 * One realtime connection (DESIGN.md "Realtime"): opened with the first subscription, resumed after the last
 * stored id seen whenever it drops (backoff with jitter, so a restarted server is not met by every tab at once),
 * events already seen dropped by id, and stopped by a 4401 close so the app's 401 handling runs. A `resync` tells
 * the `onResync` listeners to reload. Closed with 4429 (the session's newer tabs took the sockets), a hidden tab
 * waits until it is shown again and a shown one waits the longest backoff, so tabs do not take turns evicting each
 * other.
 */
export function createRealtimeClient(options: RealtimeClientOptions = {}): RealtimeClient {
  const backoff = options.backoff ?? defaultBackoff;
  const restartSpreadMs = options.restartSpreadMs ?? defaultRestartSpreadMs;
  const random = options.random ?? Math.random;
  const pingEveryMs = options.pingEveryMs ?? 25_000;
  const silenceMs = options.silenceMs ?? 10_000;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const visibility = options.visibility ?? documentVisibility;
  const handlers = new Map<string, Set<(event: RealtimeEvent) => void>>();
  const stateListeners = new Set<() => void>();
  const resyncListeners = new Set<() => void>();

  let state: RealtimeState = 'idle';
  let socket: SocketLike | null = null;
  let lastId: number | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setTimeout> | null = null;
  let onlineListener: (() => void) | null = null;
  /** Set while a tab closed for too many sockets waits to be shown again (its unsubscribe). */
  let stopWaitingToBeShown: (() => void) | null = null;

  const setState = (next: RealtimeState) => {
    if (state === next) return;
    state = next;
    for (const listener of [...stateListeners]) listener();
  };

  const baseUrl = () => {
    if (options.url) return options.url;
    const { protocol, host } = globalThis.location;
    return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${realtimePath}`;
  };

  const clearTimers = () => {
    if (retryTimer) clearTimeout(retryTimer);
    if (pingTimer) clearTimeout(pingTimer);
    retryTimer = pingTimer = null;
    stopWaitingToBeShown?.();
    stopWaitingToBeShown = null;
  };

  /** Quiet for `pingEveryMs`: ping; quiet for `silenceMs` more: the connection is dead though no close came. */
  const armPing = (current: SocketLike) => {
    if (pingTimer) clearTimeout(pingTimer);
    pingTimer = setTimeout(() => {
      if (current.readyState === socketOpen) current.send(JSON.stringify({ t: 'ping' }));
      pingTimer = setTimeout(() => dropped(current), silenceMs);
    }, pingEveryMs);
  };

  const connect = () => {
    clearTimers();
    if (socket) {
      const previous = socket;
      socket = null;
      previous.onclose = null;
      previous.close();
    }
    const url = new URL(baseUrl(), globalThis.location?.href);
    if (lastId !== null) url.searchParams.set('after', String(lastId));
    const current = createSocket(url.toString());
    socket = current;
    current.onopen = () => armPing(current);
    current.onmessage = (message) => {
      if (socket !== current) return;
      armPing(current);
      if (typeof message.data === 'string') receive(message.data);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      clearTimers();
      if (event.code === realtimeCloseCodes.unauthorized) {
        setState('unauthorized');
        options.onUnauthorized?.();
        return;
      }
      if (event.code === realtimeCloseCodes.tooManySockets) return crowdedOut();
      // The session moved to another store or mode: at once, with no backoff, for the new audiences.
      if (event.code === realtimeCloseCodes.sessionChanged) {
        attempt = 0;
        return scheduleReconnect(0);
      }
      // The server process is stopping (a deploy): soon, spread out, to whichever process the proxy picks.
      if (event.code === realtimeCloseCodes.serviceRestart) {
        attempt = 0;
        return scheduleReconnect(restartReconnectDelay(restartSpreadMs, random()));
      }
      scheduleReconnect(null);
    };
    current.onerror = () => undefined;
  };

  const dropped = (current: SocketLike) => {
    if (socket !== current) return;
    socket = null;
    current.onclose = null;
    current.close();
    scheduleReconnect(null);
  };

  const scheduleReconnect = (delayMs: number | null) => {
    clearTimers();
    setState('reconnecting');
    const delay = delayMs ?? reconnectDelay(attempt, backoff, random());
    attempt += 1;
    retryTimer = setTimeout(connect, delay);
  };

  /**
   * The session's newer sockets took its share (or the address is full). Coming straight back would evict the
   * next oldest tab, which would come back in turn: a hidden tab returns when it is shown (the tab in front gets
   * the socket), one in front after the longest backoff.
   */
  const crowdedOut = () => {
    clearTimers();
    setState('reconnecting');
    if (visibility.hidden()) {
      stopWaitingToBeShown = visibility.onShown(() => connect());
      return;
    }
    const delay = reconnectDelay(attempt, { initialMs: backoff.maxMs, maxMs: backoff.maxMs }, random());
    attempt += 1;
    retryTimer = setTimeout(connect, delay);
  };

  const receive = (data: string) => {
    let frame: RealtimeServerFrame;
    try {
      frame = JSON.parse(data) as RealtimeServerFrame;
    } catch {
      return;
    }
    if (frame.t === 'ready' || frame.t === 'resync') {
      lastId = Number(frame.lastId);
      attempt = 0;
      setState('open');
      if (frame.t === 'resync') for (const listener of [...resyncListeners]) listener();
    } else if (frame.t === 'event') {
      if (frame.id !== undefined) {
        const id = Number(frame.id);
        // A stored event at or below the last id seen came before (a replay overlapping what arrived live).
        if (lastId !== null && id <= lastId) return;
        lastId = id;
      }
      const event: RealtimeEvent = { id: frame.id ?? null, type: frame.type, payload: frame.payload };
      for (const handler of [...(handlers.get(frame.type) ?? [])]) handler(event);
    }
  };

  const start = () => {
    if (state !== 'idle') return;
    setState('connecting');
    if (typeof globalThis.addEventListener === 'function') {
      // Back online: no reason to wait out the backoff.
      onlineListener = () => {
        if (state === 'reconnecting' && !stopWaitingToBeShown) connect();
      };
      globalThis.addEventListener('online', onlineListener);
    }
    connect();
  };

  return {
    subscribe<T>(type: string, handler: (event: RealtimeEvent<T>) => void) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      const untyped = handler as (event: RealtimeEvent) => void;
      set.add(untyped);
      start();
      return () => {
        set.delete(untyped);
      };
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    get state() {
      return state;
    },
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    get lastId() {
      return lastId === null ? null : String(lastId);
    },
    reconnect() {
      if (state === 'idle') return start();
      if (socket && state === 'open') return;
      attempt = 0;
      setState('reconnecting');
      connect();
    },
    close() {
      clearTimers();
      attempt = 0;
      if (onlineListener) globalThis.removeEventListener('online', onlineListener);
      onlineListener = null;
      const current = socket;
      socket = null;
      if (current) current.onclose = null;
      current?.close();
      setState('idle');
    },
  };
}
