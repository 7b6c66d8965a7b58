import { realtimeCloseCodes, realtimeLimits, type RealtimeErrorCode, type RealtimeServerFrame } from '@seller-portal/contracts';
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

/** A socket that has this much unsent is too slow to follow; it is dropped and resumes when it reconnects. */
const maxBufferedBytes = 1024 * 1024;

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
  private tokens: number = realtimeLimits.frameBurst;
  private tokensAt: number;

  constructor(
    readonly socket: WebSocket,
    public principal: RealtimePrincipal,
    now: number,
  ) {
    this.tokensAt = now;
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  /** A stored event: held back during the replay, sent once live unless the replay sent it already. */
  deliver(event: OutgoingEvent): void {
    if (this.pending) this.pending.push(event);
    else this.sendStored(event);
  }

  sendStored(event: OutgoingEvent): void {
    if (event.id <= this.lastId) return;
    this.lastId = event.id;
    this.sendRaw(event.frame);
  }

  /** Ends the replay: what arrived meanwhile and was not replayed goes out, in id order. */
  goLive(): void {
    const held = this.pending ?? [];
    this.pending = null;
    for (const event of held) this.sendStored(event);
  }

  send(frame: RealtimeServerFrame): void {
    this.sendRaw(JSON.stringify(frame));
  }

  sendRaw(frame: string): void {
    if (!this.open) return;
    if (this.socket.bufferedAmount > maxBufferedBytes) {
      this.socket.terminate();
      return;
    }
    this.socket.send(frame);
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
