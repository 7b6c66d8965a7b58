import { hostname } from 'node:os';
import type { Random } from '../../runtime';
import type { JobLeaseRepository } from './repository';

/** How long a run holds its job without renewing: a process that died mid-run frees it after this. */
export const defaultJobLeaseMs = 60_000;

/**
 * The leases of this process (`holder`: host, pid and a random part, so two servers in one process differ too).
 * Times are the injected clock's; processes sharing a database keep their clocks in step (NTP), as the sessions'
 * expiry already needs.
 */
export class JobLeases {
  readonly holder: string;

  constructor(
    private readonly repository: JobLeaseRepository,
    random: Random,
    readonly leaseMs: number = defaultJobLeaseMs,
  ) {
    this.holder = `${hostname()}:${process.pid}:${random.uuid().slice(0, 8)}`;
  }

  /**
   * Takes the job's run of this period: nobody holds it and its last run started a period ago (less a little, as
   * timers of different processes do not tick at one instant, and a timer may fire a moment early).
   */
  claim(name: string, everyMs: number, now: Date): Promise<boolean> {
    const slackMs = Math.min(1_000, everyMs / 10);
    return this.repository.claim({
      name,
      holder: this.holder,
      now,
      leasedUntil: new Date(now.getTime() + this.leaseMs),
      lastRunBefore: new Date(now.getTime() - everyMs + slackMs),
    });
  }

  extend(name: string, now: Date): Promise<boolean> {
    return this.repository.extend(name, this.holder, new Date(now.getTime() + this.leaseMs));
  }

  release(name: string, now: Date): Promise<void> {
    return this.repository.release(name, this.holder, now);
  }
}
