import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../runtime';
import type { BackgroundJob } from '../server-module';
import type { JobLeases } from './job-leases';
import { JobRunner } from './job-runner';

/** A job whose run ends when the test says so. */
function heldJob(name: string): BackgroundJob & { release(): void; runs: number } {
  let release = () => undefined as void;
  const job = {
    name,
    everyMs: 60_000,
    claim: 'per-process' as const,
    runs: 0,
    run: () => {
      job.runs += 1;
      return new Promise<string>((resolve) => (release = () => resolve('done')));
    },
    release: () => release(),
  };
  return job;
}

const runnerOf = (jobs: BackgroundJob[]) =>
  new JobRunner({ jobs, leases: {} as JobLeases, clock: systemClock, log: { warn: () => undefined } as unknown as FastifyBaseLogger });

describe('the job runner', () => {
  it('never starts a job again while its run in this process goes on', async () => {
    const job = heldJob('held');
    const runner = runnerOf([job]);
    const first = runner.runNow('held');
    expect(await runner.runNow('held')).toEqual({ ran: false, reason: 'running' });
    expect(runner.runningCount).toBe(1);
    job.release();
    expect(await first).toEqual({ ran: true, result: 'done' });
    expect([job.runs, runner.runningCount]).toEqual([1, 0]);
  });

  it('once stopped, starts nothing and waits for the runs in flight', async () => {
    const job = heldJob('held');
    const runner = runnerOf([job]);
    const inFlight = runner.runNow('held');
    runner.stop();
    expect(await runner.runNow('held')).toEqual({ ran: false, reason: 'stopped' });

    let idle = false;
    const waiting = runner.idle().then(() => (idle = true));
    // The run has not ended: idle() has not resolved (one turn of the event loop lets a resolved promise settle).
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    job.release();
    await waiting;
    expect(await inFlight).toEqual({ ran: true, result: 'done' });
  });

  it('refuses a job nobody declared', async () => {
    await expect(runnerOf([]).runNow('missing')).rejects.toThrow('No background job is named "missing"');
  });
});
