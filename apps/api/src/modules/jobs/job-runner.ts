import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../runtime';
import type { BackgroundJob } from '../server-module';
import type { JobLeases } from './job-leases';

/** A run that happened (with what the job answered), or why none did. */
export type JobOutcome = { ran: true; result: unknown } | { ran: false; reason: 'leased' | 'running' | 'stopped' };

export interface JobRunnerDeps {
  jobs: readonly BackgroundJob[];
  leases: JobLeases;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Told of every run and its length (the metrics). */
  onRun?: (job: BackgroundJob, outcome: 'done' | 'failed', seconds: number) => void;
}

/**
 * Runs the modules' jobs on their timers. A `lease` job runs only when this process takes its lease, renewed while
 * it runs; a run of a job still going in this process is never started twice. `stop()` starts nothing more and
 * `idle()` waits for the runs in flight (shutdown).
 */
export class JobRunner {
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Map<string, Promise<unknown>>();
  private stopped = false;

  constructor(private readonly deps: JobRunnerDeps) {}

  get jobs(): readonly BackgroundJob[] {
    return this.deps.jobs;
  }

  /** Runs in flight in this process. */
  get runningCount(): number {
    return this.running.size;
  }

  start(): void {
    for (const job of this.deps.jobs) {
      const timer = setInterval(() => {
        this.runNow(job.name).catch((error: unknown) => this.deps.log.warn({ err: error, job: job.name }, `background job "${job.name}" failed`));
      }, job.everyMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  /** Runs the job now, as its timer would (tests choose the moment); rejects with the run's error. */
  async runNow(name: string): Promise<JobOutcome> {
    const job = this.deps.jobs.find((candidate) => candidate.name === name);
    if (!job) throw new Error(`No background job is named "${name}"`);
    if (this.stopped) return { ran: false, reason: 'stopped' };
    if (this.running.has(name)) return { ran: false, reason: 'running' };
    const run = this.claimAndRun(job);
    this.running.set(name, run);
    try {
      return await run;
    } finally {
      this.running.delete(name);
    }
  }

  /** Starts no more runs. */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
  }

  /** Waits for the runs in flight (their failures were logged or handed to their callers). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  private async claimAndRun(job: BackgroundJob): Promise<JobOutcome> {
    const { leases, clock } = this.deps;
    const startedAt = clock.now();
    if (job.claim === 'lease' && !(await leases.claim(job.name, job.everyMs, startedAt))) return { ran: false, reason: 'leased' };
    const renewal = job.claim === 'lease' ? this.renewWhileRunning(job) : null;
    const started = performance.now();
    try {
      const result = await job.run(startedAt);
      this.deps.onRun?.(job, 'done', (performance.now() - started) / 1000);
      return { ran: true, result };
    } catch (error) {
      this.deps.onRun?.(job, 'failed', (performance.now() - started) / 1000);
      throw error;
    } finally {
      if (renewal) clearInterval(renewal);
      if (job.claim === 'lease') {
        await leases
          .release(job.name, clock.now())
          .catch((error: unknown) => this.deps.log.warn({ err: error, job: job.name }, 'a job lease was not released'));
      }
    }
  }

  /** A run longer than the lease keeps it; a process that died stops renewing and its lease runs out. */
  private renewWhileRunning(job: BackgroundJob): NodeJS.Timeout {
    const { leases, clock, log } = this.deps;
    const timer = setInterval(() => {
      leases.extend(job.name, clock.now()).then(
        (held) => {
          if (!held) log.warn({ job: job.name }, 'a running job lost its lease; another process may run it too');
        },
        (error: unknown) => log.warn({ err: error, job: job.name }, 'a job lease was not renewed'),
      );
    }, leases.leaseMs / 3);
    timer.unref();
    return timer;
  }
}
