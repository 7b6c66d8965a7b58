import { realtimePath, type RealtimeServerFrame } from '@seller-portal/contracts/core';
import type { IncomingHttpHeaders } from 'node:http';
import WebSocket from 'ws';

/** A socket to the realtime path that records every frame and how it closed, for tests to wait on. */
export class RealtimeTestClient {
  readonly frames: RealtimeServerFrame[] = [];
  closed: { code: number; reason: string } | null = null;
  /** Set when the handshake itself was refused (a status instead of a socket). */
  refused: number | null = null;
  /** The headers of the handshake's 101 answer, once it came. */
  handshake: IncomingHttpHeaders | null = null;
  readonly socket: WebSocket;
  private readonly waiters = new Set<() => void>();

  constructor(
    baseUrl: string,
    options: {
      cookie?: string;
      after?: string;
      origin?: string;
      query?: Record<string, string>;
      /** The client's own address (any of 127.0.0.0/8): a test of the per-address cap keeps to an address of its own. */
      localAddress?: string;
      /** Stops reading as soon as the socket opens (the peer's buffer fills): `resume()` reads again. */
      paused?: boolean;
    } = {},
  ) {
    const url = new URL(realtimePath, baseUrl.replace(/^http/, 'ws'));
    if (options.after !== undefined) url.searchParams.set('after', options.after);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    this.socket = new WebSocket(url, {
      headers,
      ...(options.origin ? { origin: options.origin } : {}),
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    });
    if (options.paused) this.socket.once('open', () => this.pause());
    this.socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as RealtimeServerFrame);
      this.wake();
    });
    this.socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
    this.socket.on('upgrade', (response) => (this.handshake = response.headers));
    this.socket.on('unexpected-response', (_request, response) => {
      this.refused = response.statusCode ?? 0;
      this.socket.terminate();
    });
    this.socket.on('error', () => this.wake());
  }

  /** Event frames (stored and ephemeral) in arrival order. */
  get events(): Extract<RealtimeServerFrame, { t: 'event' }>[] {
    return this.frames.filter((f): f is Extract<RealtimeServerFrame, { t: 'event' }> => f.t === 'event');
  }

  get eventIds(): string[] {
    return this.events.flatMap((e) => (e.id ? [e.id] : []));
  }

  /** Resolves once `condition` holds (checked at every frame and close), or fails after `timeoutMs`. */
  until(condition: (client: this) => boolean, what: string, timeoutMs = 10_000): Promise<void> {
    if (condition(this)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`timed out waiting for ${what}; frames: ${JSON.stringify(this.frames.slice(-5))}, closed: ${JSON.stringify(this.closed)}`));
      }, timeoutMs);
      const check = () => {
        if (!condition(this)) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      this.waiters.add(check);
    });
  }

  ready(): Promise<void> {
    return this.until((c) => c.frames.some((f) => f.t === 'ready'), 'the ready frame');
  }

  /** The `ready` or `resync` frame: the socket is live. */
  live(): Promise<void> {
    return this.until((c) => c.frames.some((f) => f.t === 'ready' || f.t === 'resync'), 'the ready or resync frame');
  }

  /** Stops reading from the connection, as a peer that cannot keep up (ws answers no pings meanwhile either). */
  pause(): void {
    (this.socket as unknown as { _socket: { pause(): void } })._socket.pause();
  }

  resume(): void {
    (this.socket as unknown as { _socket: { resume(): void } })._socket.resume();
  }

  closedWith(): Promise<number> {
    return this.until((c) => c.closed !== null, 'the socket to close').then(() => this.closed?.code ?? 0);
  }

  send(data: string | Buffer): void {
    this.socket.send(data);
  }

  close(): Promise<void> {
    if (this.closed || this.refused !== null) return Promise.resolve();
    this.socket.close();
    return this.until((c) => c.closed !== null, 'the socket to close').catch(() => undefined);
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}
