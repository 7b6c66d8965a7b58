import { realtimeCloseCodes, realtimeCloseReasons, realtimeLimits, type RealtimeErrorCode, type RealtimeServerFrame } from '@seller-portal/contracts/core';
import type { RawData, WebSocket } from 'ws';

/** Who is at the other end of a socket: what it hears, and until when (epoch ms; null: until it closes). */
export interface RealtimePrincipal {
  audiences: readonly string[];
  endsAt: number | null;
  /** Set for a portal session: the socket closes when that session ends or changes. */
  sessionIdHash?: string;
}

/** A stored event ready to send: its id and the frame, serialized once for every socket that hears it. */
export interface OutgoingEvent {
  id: number;
  frame: string;
}

/**
 * A socket with this much unsent is too slow to follow: it is sent nothing more (its buffer stops growing) until
 * what it holds is written out, then a `resync` and live events again.
 */
export const maxBufferedBytes = 1024 * 1024;

/** Live events held back while a replay runs; a replay slower than this many arrivals ends in a `resync`. */
const maxPendingEvents = 1000;

/**
 * One open socket and the little it needs (a few numbers and the principal): the highest stored id it was sent,
 * the live events held back while its replay runs, its heartbeat and its frame budget.
 */
export class RealtimeConnection {
  /** The highest stored event id sent; live events at or below it were replayed already. */
  lastId = 0;
  /** Live events that arrive while the replay runs; null once live. */
  pending: OutgoingEvent[] | null = [];
  /** Cleared by each heartbeat, set again by the pong; still clear at the next heartbeat: the peer is gone. */
  alive = true;
  /** Its row in `realtime_sockets` is written: it counts against the caps (and a missing row means it was evicted). */
  admitted = false;
  /** Fell `maxBufferedBytes` behind: frames are dropped until the buffer is written out, then a `resync`. */
  behind = false;
  /** Resolves when the socket closes (a replay waiting for the buffer to drain stops waiting). */
  readonly closed: Promise<void>;
  private tokens: number = realtimeLimits.frameBurst;
  private tokensAt: number;

  constructor(
    readonly id: string,
    readonly socket: WebSocket,
    public principal: RealtimePrincipal,
    now: number,
    /** The highest id the process has forwarded: where a `resync` puts the socket. */
    private readonly position: () => number,
  ) {
    this.tokensAt = now;
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  /** Still replaying: live events are held back. */
  get replaying(): boolean {
    return this.pending !== null;
  }

  /** A stored event: held back during the replay, sent once live unless the replay sent it already. */
  deliver(event: OutgoingEvent): void {
    if (!this.pending) return this.sendStored(event);
    this.pending.push(event);
    // A replay that cannot keep up with what arrives meanwhile would hold without end.
    if (this.pending.length > maxPendingEvents) this.resync();
  }

  /** Sends a stored event unless sent already; `onWritten` runs once it is written out (or dropped). */
  sendStored(event: OutgoingEvent, onWritten?: () => void): void {
    if (event.id <= this.lastId || this.behind) return onWritten?.();
    this.lastId = event.id;
    this.sendRaw(event.frame, onWritten);
  }

  /**
   * Sends a stored event and resolves once it (and all before it) is written out to the peer's connection, or the
   * socket closed: the replay reads its next rows only then.
   */
  sendStoredAndDrain(event: OutgoingEvent): Promise<void> {
    return Promise.race([new Promise<void>((resolve) => this.sendStored(event, resolve)), this.closed]);
  }

  /** Ends the replay: what arrived meanwhile and was not replayed goes out, in id order. */
  goLive(): void {
    const held = this.pending ?? [];
    this.pending = null;
    for (const event of held) this.sendStored(event);
  }

  /**
   * What the socket missed cannot be sent (a replay from too far back, a replay or a reader too slow): the client
   * reloads its state, and the socket is live from what the process has forwarded.
   */
  resync(): void {
    this.pending = null;
    this.lastId = Math.max(this.lastId, this.position());
    this.send({ t: 'resync', lastId: String(this.lastId) });
  }

  send(frame: RealtimeServerFrame): void {
    this.sendRaw(JSON.stringify(frame));
  }

  sendRaw(frame: string, onWritten?: () => void): void {
    if (!this.open || this.behind) return onWritten?.();
    if (this.socket.bufferedAmount + frame.length <= maxBufferedBytes) return this.socket.send(frame, onWritten);
    // This frame still goes; nothing after it until it is written out. Then the socket hears a `resync`.
    this.behind = true;
    this.pending = null;
    this.socket.send(frame, () => {
      onWritten?.();
      this.behind = false;
      if (this.open) this.resync();
    });
  }

  /** Closed to make way for a newer socket of its holder (or found without its row: another process evicted it). */
  closeTooManySockets(): void {
    this.socket.close(realtimeCloseCodes.tooManySockets, realtimeCloseReasons.tooManySockets);
  }

  fail(code: RealtimeErrorCode, closeCode?: number): void {
    this.send({ t: 'error', code });
    if (closeCode !== undefined) this.socket.close(closeCode);
  }

  /**
   * A frame from the client: a ping is answered; anything else is an error frame. A flood (over the frame
   * budget) or an oversized frame closes the socket.
   */
  receive(data: RawData, isBinary: boolean, now: number): void {
    if (!this.take(now)) return this.fail('TOO_MANY_REQUESTS', realtimeCloseCodes.flood);
    if (byteLength(data) > realtimeLimits.maxClientFrameBytes) return this.fail('PAYLOAD_TOO_LARGE', realtimeCloseCodes.tooLarge);
    if (!isBinary && isPing(data.toString())) return this.send({ t: 'pong' });
    this.fail('BAD_REQUEST');
  }

  /** Token bucket: `frameBurst` at once, `framesPerSecond` on average. */
  private take(now: number): boolean {
    const refill = ((now - this.tokensAt) / 1000) * realtimeLimits.framesPerSecond;
    this.tokens = Math.min(realtimeLimits.frameBurst, this.tokens + Math.max(0, refill));
    this.tokensAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  return data.byteLength;
}

function isPing(text: string): boolean {
  try {
    const frame: unknown = JSON.parse(text);
    return typeof frame === 'object' && frame !== null && (frame as { t?: unknown }).t === 'ping';
  } catch {
    return false;
  }
}
