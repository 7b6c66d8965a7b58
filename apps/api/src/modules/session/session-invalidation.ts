import type { Database } from '../../db/open-database';
import type { SessionCache } from './session-cache';

/** Every process LISTENs here; the payload is the id hash of a session that must no longer be served. */
export const sessionInvalidatedChannel = 'session_invalidated';

export interface InvalidationLog {
  warn(details: object, message: string): void;
}

/** Evicts sessions from this process's cache and, through NOTIFY, from every other process's. */
export class SessionInvalidation {
  private stopListening: (() => Promise<void>) | null = null;
  private readonly subscribers = new Set<(idHash: string) => void>();

  constructor(
    private readonly database: Database,
    private readonly cache: SessionCache,
    private readonly log: InvalidationLog,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      sessionInvalidatedChannel,
      (idHash) => {
        this.cache.evict(idHash);
        for (const subscriber of this.subscribers) subscriber(idHash);
      },
      () => this.cache.clear(),
    );
  }

  /**
   * Runs (after the cache eviction) for every session invalidated in any process, this one included: the
   * session ended, rotated or changed, so whoever holds it open (a realtime socket) looks again.
   */
  subscribe(subscriber: (idHash: string) => void): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  async invalidate(idHashes: readonly string[]): Promise<void> {
    for (const idHash of idHashes) this.cache.evict(idHash);
    for (const idHash of idHashes) {
      try {
        await this.database.notify(sessionInvalidatedChannel, idHash);
      } catch (error) {
        // Local eviction is done; other processes fall back to their short cache lifetime.
        this.log.warn({ err: error }, 'session invalidation could not be published');
      }
    }
  }

  async close(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = null;
    if (stop) await stop();
  }
}
