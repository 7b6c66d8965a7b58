import { realtimeCloseCodes, type RealtimeServerFrame } from '@seller-portal/contracts/core';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import {
  createRealtimeClient,
  reconnectDelay,
  restartReconnectDelay,
  type PageVisibility,
  type RealtimeClient,
  type RealtimeEvent,
  type SocketLike,
} from './realtime-client';

/**
 * A real WebSocket server speaking the socket's protocol (contracts `realtime.ts`): stored events with ids,
 * replay after `?after`, `ready`, pong. Each test steers it: drop a socket, close with a code, go silent.
 */
class ProtocolServer {
  readonly server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  readonly stored: { id: number; type: string; payload: unknown }[] = [];
  readonly sockets = new Set<WebSocket>();
  readonly connectedWith: (string | null)[] = [];
  /** Close each new socket with this code at once (4401, 4000…), while set. */
  refuseWith: number | null = null;
  /** New sockets answer nothing, pings included. */
  silent = false;
  /** A socket that resumes (`?after`) is answered `resync` instead of a replay, as from too far back. */
  resyncOnResume = false;

  constructor() {
    this.server.on('connection', (socket, request) => {
      const after = new URL(request.url ?? '/', 'http://x').searchParams.get('after');
      this.connectedWith.push(after);
      if (this.refuseWith !== null) return socket.close(this.refuseWith);
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      const silent = this.silent;
      socket.on('message', () => {
        if (!silent) this.send(socket, { t: 'pong' });
      });
      if (silent) return;
      if (after !== null && this.resyncOnResume) return this.send(socket, { t: 'resync', lastId: String(this.lastId) });
      const from = after === null ? this.lastId : Number(after);
      for (const event of this.stored.filter((e) => e.id > from))
        this.send(socket, { t: 'event', id: String(event.id), type: event.type, payload: event.payload });
      this.send(socket, { t: 'ready', lastId: String(this.lastId) });
    });
  }

  get url(): string {
    return `ws://127.0.0.1:${(this.server.address() as AddressInfo).port}/backend/realtime`;
  }

  get lastId(): number {
    return this.stored.at(-1)?.id ?? 0;
  }

  publish(type: string, payload: unknown): void {
    const event = { id: this.lastId + 1, type, payload };
    this.stored.push(event);
    for (const socket of this.sockets) this.send(socket, { t: 'event', id: String(event.id), type, payload });
  }

  /** Sends a frame to every socket as it is (an ephemeral event, a double). */
  broadcast(frame: RealtimeServerFrame): void {
    for (const socket of this.sockets) this.send(socket, frame);
  }

  dropAll(code?: number): void {
    for (const socket of this.sockets) {
      if (code === undefined) socket.terminate();
      else socket.close(code);
    }
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.terminate();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private send(socket: WebSocket, frame: RealtimeServerFrame): void {
    socket.send(JSON.stringify(frame));
  }
}

async function eventually(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('the realtime client', () => {
  let server: ProtocolServer;
  let client: RealtimeClient;
  let unauthorized = 0;
  const states: string[] = [];

  beforeEach(async () => {
    server = new ProtocolServer();
    await new Promise((resolve) => server.server.once('listening', resolve));
    unauthorized = 0;
    states.length = 0;
    client = createRealtimeClient({
      url: server.url,
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      onUnauthorized: () => (unauthorized += 1),
      backoff: { initialMs: 10, maxMs: 40 },
      pingEveryMs: 60_000,
    });
    client.onStateChange(() => states.push(client.state));
  });

  afterEach(async () => {
    client.close();
    await server.close();
  });

  const collect = (type: string) => {
    const events: RealtimeEvent[] = [];
    const unsubscribe = client.subscribe(type, (event) => events.push(event));
    return { events, unsubscribe };
  };

  it('opens no socket before the first subscription, then delivers each type to its subscribers until they unsubscribe', async () => {
    await new Promise((r) => setTimeout(r, 30));
    expect(server.connectedWith).toEqual([]);
    expect(client.state).toBe('idle');

    const messages = collect('chat.message');
    const typing = collect('chat.typing');
    await eventually(() => client.state === 'open', 'the connection');
    expect(server.connectedWith).toEqual([null]);

    server.publish('chat.message', { text: 'Halo' });
    server.broadcast({ t: 'event', type: 'chat.typing', payload: { roomId: 'C1' } });
    await eventually(() => messages.events.length === 1 && typing.events.length === 1, 'both events');
    expect(messages.events).toEqual([{ id: '1', type: 'chat.message', payload: { text: 'Halo' } }]);
    expect(typing.events).toEqual([{ id: null, type: 'chat.typing', payload: { roomId: 'C1' } }]);

    messages.unsubscribe();
    server.publish('chat.message', { text: 'lagi' });
    server.publish('chat.typing', { roomId: 'C2' });
    await eventually(() => typing.events.length === 2, 'the second typing event');
    expect(messages.events).toHaveLength(1);
    expect(states).toEqual(['connecting', 'open']);
  });

  it('reconnects after a drop, resumes after the last id seen, and drops an event it has seen', async () => {
    const messages = collect('chat.message');
    await eventually(() => client.state === 'open', 'the connection');
    server.publish('chat.message', { n: 1 });
    server.publish('chat.message', { n: 2 });
    await eventually(() => messages.events.length === 2, 'two events');

    server.dropAll();
    await eventually(() => client.state === 'reconnecting', 'the reconnecting state');
    server.publish('chat.message', { n: 3 });
    await eventually(() => client.state === 'open', 'the connection again');
    expect(server.connectedWith).toEqual([null, '2']);
    // The same stored event once more (a replay that overlapped a live delivery): not delivered twice.
    server.broadcast({ t: 'event', id: '3', type: 'chat.message', payload: { n: 3 } });
    server.publish('chat.message', { n: 4 });
    await eventually(() => messages.events.length >= 4, 'four events');
    expect(messages.events.map((e) => e.payload)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
    expect(client.lastId).toBe('4');
    expect(states).toEqual(['connecting', 'open', 'reconnecting', 'open']);
  });

  it('stops on 4401 and tells the app, until asked to reconnect', async () => {
    collect('chat.message');
    await eventually(() => client.state === 'open', 'the connection');
    server.dropAll(realtimeCloseCodes.unauthorized);
    await eventually(() => client.state === 'unauthorized', 'the unauthorized state');
    expect(unauthorized).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(server.connectedWith).toHaveLength(1);

    client.reconnect();
    await eventually(() => client.state === 'open', 'the connection after signing in again');
    expect(server.connectedWith).toHaveLength(2);
  });

  it('reconnects at once when the session changed (4000)', async () => {
    collect('chat.message');
    await eventually(() => client.state === 'open', 'the connection');
    server.dropAll(realtimeCloseCodes.sessionChanged);
    await eventually(() => server.connectedWith.length === 2 && client.state === 'open', 'the new connection');
    expect(unauthorized).toBe(0);
  });

  it('reconnects soon when the server process is stopping (1012), resuming after the last id seen', async () => {
    client.close();
    client = createRealtimeClient({
      url: server.url,
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      // A backoff far longer than the test: only the restart's own short wait can bring the socket back.
      backoff: { initialMs: 600_000, maxMs: 600_000 },
      restartSpreadMs: 20,
      pingEveryMs: 60_000,
    });
    const messages = collect('chat.message');
    await eventually(() => client.state === 'open', 'the connection');
    server.publish('chat.message', { n: 1 });
    await eventually(() => messages.events.length === 1, 'the first event');

    server.dropAll(realtimeCloseCodes.serviceRestart);
    await eventually(() => server.connectedWith.length === 2 && client.state === 'open', 'the connection to the process that stays');
    expect(server.connectedWith).toEqual([null, '1']);
    expect(unauthorized).toBe(0);
  });

  it.each([
    ['a restart reconnect may go at once', 0, 0],
    ['…or at any moment below the spread', 0.5, 500],
  ])('%s', (_, random, expected) => {
    expect(restartReconnectDelay(1_000, random)).toBe(expected);
  });

  it('keeps trying while the server refuses, and opens once it accepts', async () => {
    server.refuseWith = realtimeCloseCodes.goingAway;
    collect('chat.message');
    await eventually(() => server.connectedWith.length >= 4, 'several attempts');
    expect(client.state).toBe('reconnecting');
    server.refuseWith = null;
    await eventually(() => client.state === 'open', 'the connection');
  });

  it('gives up a socket that stays silent after a ping, and connects again', async () => {
    client.close();
    client = createRealtimeClient({
      url: server.url,
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      backoff: { initialMs: 10, maxMs: 40 },
      pingEveryMs: 30,
      silenceMs: 30,
    });
    server.silent = true;
    client.subscribe('chat.message', () => undefined);
    await eventually(() => server.connectedWith.length === 1, 'the first socket');
    server.silent = false;
    await eventually(() => client.state === 'open', 'the second socket');
    expect(server.connectedWith).toHaveLength(2);
  });

  it('tells the resync listeners when a resume is answered resync, and goes on live from its position', async () => {
    const messages = collect('chat.message');
    let resyncs = 0;
    client.onResync(() => (resyncs += 1));
    await eventually(() => client.state === 'open', 'the connection');
    server.publish('chat.message', { n: 1 });
    await eventually(() => messages.events.length === 1, 'the first event');

    server.dropAll();
    await eventually(() => client.state === 'reconnecting', 'the reconnecting state');
    for (let n = 2; n <= 5; n++) server.publish('chat.message', { n });
    server.resyncOnResume = true;
    await eventually(() => resyncs === 1, 'the resync');
    expect(client.state).toBe('open');
    expect(client.lastId).toBe('5');
    // Nothing missed was replayed; the subscriber reloads instead. Live events come as before.
    expect(messages.events).toHaveLength(1);
    server.publish('chat.message', { n: 6 });
    await eventually(() => messages.events.length === 2, 'the next event');
    expect(messages.events[1].payload).toEqual({ n: 6 });
    expect(server.connectedWith).toEqual([null, '1']);
  });

  it('tells the resync listeners when a live socket fell behind, and keeps the socket', async () => {
    collect('chat.message');
    let resyncs = 0;
    const stop = client.onResync(() => (resyncs += 1));
    await eventually(() => client.state === 'open', 'the connection');
    server.broadcast({ t: 'resync', lastId: '42' });
    await eventually(() => resyncs === 1, 'the resync');
    expect(client.lastId).toBe('42');
    stop();
    server.broadcast({ t: 'resync', lastId: '43' });
    await eventually(() => client.lastId === '43', 'the second resync');
    expect(resyncs).toBe(1);
    expect(server.connectedWith).toHaveLength(1);
  });

  it.each([
    ['the first retry waits between half and all of the initial delay', 0, 0, 250],
    ['…at most all of it', 0, 1, 500],
    ['each attempt doubles the ceiling', 3, 0.5, 3000],
    ['the ceiling stops at the maximum', 10, 1, 30_000],
    ['…and so does its fixed half', 10, 0, 15_000],
  ])('backoff: %s', (_, attempt, random, expected) => {
    expect(reconnectDelay(attempt, { initialMs: 500, maxMs: 30_000 }, random)).toBe(expected);
  });
});

/** A socket the test opens and closes by hand, for what the client schedules (fake timers, no network). */
class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(): void {
    return undefined;
  }
  close(): void {
    this.readyState = 3;
  }
  /** The server accepts and says the socket is live. */
  accept(): void {
    this.readyState = 1;
    this.onopen?.({});
    this.onmessage?.({ data: JSON.stringify({ t: 'ready', lastId: '0' }) });
  }
  closeWith(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

describe('the realtime client closed for too many sockets (4429)', () => {
  const backoff = { initialMs: 100, maxMs: 8000 };
  let sockets: FakeSocket[];
  let hidden: boolean;
  let shown: Set<() => void>;
  let client: RealtimeClient;
  const visibility: PageVisibility = {
    hidden: () => hidden,
    onShown: (listener) => {
      shown.add(listener);
      return () => shown.delete(listener);
    },
  };

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    hidden = false;
    shown = new Set();
    client = createRealtimeClient({
      url: 'ws://portal.test/backend/realtime',
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      backoff,
      visibility,
      // The shortest delay each time: the longest wait the client could pick is longer still.
      random: () => 0,
      pingEveryMs: 60_000,
    });
    client.subscribe('chat.message', () => undefined);
    sockets[0].accept();
  });

  afterEach(() => {
    client.close();
    vi.useRealTimers();
  });

  it('a tab in front waits at least half the longest backoff before it tries again, however often it is refused', () => {
    for (let refusal = 0; refusal < 3; refusal++) {
      sockets.at(-1)?.closeWith(realtimeCloseCodes.tooManySockets);
      expect(client.state).toBe('reconnecting');
      const before = sockets.length;
      vi.advanceTimersByTime(backoff.maxMs / 2 - 1);
      expect(sockets).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(before + 1);
    }
    sockets.at(-1)?.accept();
    expect(client.state).toBe('open');
  });

  it('…whereas a server going away is met again after the short backoff', () => {
    sockets[0].closeWith(realtimeCloseCodes.goingAway);
    vi.advanceTimersByTime(backoff.initialMs / 2);
    expect(sockets).toHaveLength(2);
  });

  it('a hidden tab stays down until it is shown, then connects at once', () => {
    hidden = true;
    sockets[0].closeWith(realtimeCloseCodes.tooManySockets);
    vi.advanceTimersByTime(10 * backoff.maxMs);
    expect(sockets).toHaveLength(1);
    expect(client.state).toBe('reconnecting');

    hidden = false;
    for (const listener of [...shown]) listener();
    expect(sockets).toHaveLength(2);
    sockets[1].accept();
    expect(client.state).toBe('open');
    // Shown again later: nothing more happens, the tab is connected.
    for (const listener of [...shown]) listener();
    expect(sockets).toHaveLength(2);
  });
});
