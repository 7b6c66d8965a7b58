import { migrationsApplied } from '../../db/migrate';
import type { Database } from '../../db/open-database';

/** A database that does not answer within this long counts as down. */
export const pingTimeoutMs = 2_000;

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export type ReadinessState = 'ready' | 'draining' | 'database-unavailable' | 'migrations-pending';

/**
 * Whether this process should be sent traffic (`/readyz`), as opposed to whether it lives (`/healthz`): the database
 * answers, it carries every migration of this build, and the process is not draining for shutdown.
 */
export class Readiness {
  private drainingSince: Date | null = null;
  private migrated = false;

  constructor(private readonly database: Database) {}

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  /** Shutdown began: a load balancer polling `/readyz` stops sending new requests; those sent still get answers. */
  beginDrain(now: Date): void {
    this.drainingSince ??= now;
  }

  async state(): Promise<ReadinessState> {
    if (this.draining) return 'draining';
    try {
      await withTimeout(this.database.ping(), pingTimeoutMs);
    } catch {
      return 'database-unavailable';
    }
    // Once applied, migrations stay applied: asked until the answer is yes.
    this.migrated ||= await withTimeout(migrationsApplied(this.database), pingTimeoutMs).catch(() => false);
    if (!this.migrated) return 'migrations-pending';
    return this.draining ? 'draining' : 'ready';
  }
}
