/** A session's last request, not yet written to the database. */
export interface PendingLastSeen {
  idHash: string;
  lastSeenAt: Date;
  /** expires_at to write with it (idle end moved, capped at the absolute end). */
  expiresAt: Date;
}

export interface LastSeenWriter {
  touchMany(entries: readonly PendingLastSeen[]): Promise<void>;
}

/**
 * Keeps each session's latest request time in memory and writes them all in one statement every few seconds,
 * so the session call (the hottest of the portal) never waits for a write. Reads consult it too, so idle
 * expiry counts requests that are not written yet. Another process learns of them at the next flush: a session
 * used only elsewhere may be judged idle up to one flush interval early.
 */
export class LastSeenTracker {
  private pending = new Map<string, PendingLastSeen>();
  /** The batch being written: still consulted by `lastSeen` until the write is done. */
  private inFlight = new Map<string, PendingLastSeen>();
  private flushing: Promise<void> | null = null;

  constructor(private readonly writer: LastSeenWriter) {}

  get size(): number {
    return this.pending.size;
  }

  seen(entry: PendingLastSeen): void {
    const known = this.pending.get(entry.idHash);
    if (!known || known.lastSeenAt.getTime() < entry.lastSeenAt.getTime()) this.pending.set(entry.idHash, entry);
  }

  /** The latest request time known here but perhaps not in the database. */
  lastSeen(idHash: string): number | undefined {
    return (this.pending.get(idHash) ?? this.inFlight.get(idHash))?.lastSeenAt.getTime();
  }

  forget(idHash: string): void {
    this.pending.delete(idHash);
    this.inFlight.delete(idHash);
  }

  /** Writes what is pending; entries seen meanwhile wait for the next flush. */
  async flush(): Promise<void> {
    if (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    this.inFlight = this.pending;
    this.pending = new Map();
    const batch = [...this.inFlight.values()];
    this.flushing = this.writer.touchMany(batch).catch((error: unknown) => {
      // Put them back unless newer ones arrived, so the next flush tries again.
      for (const entry of batch) this.seen(entry);
      throw error;
    });
    try {
      await this.flushing;
    } finally {
      this.flushing = null;
      this.inFlight = new Map();
    }
  }
}
