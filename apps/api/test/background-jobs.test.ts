import { type AuditEntry, type Page } from '@seller-portal/contracts/accounts';
import { type AccessibilityCode } from '@seller-portal/contracts/core';
import { manualNotificationPaths, type ManualNotification } from '@seller-portal/contracts/partner-notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultJobLeaseMs, JobLeases } from '../src/modules/jobs';
import { JobLeaseRepository } from '../src/modules/jobs/repository';
import { purgeEveryMs } from '../src/modules/server-module';
import { scheduledAheadMs, scheduleStoreNotification } from './support/scheduled-notifications';
import { drivers } from './support/test-database';
import { demo, startTestServer, TestClock } from './support/test-server';
import { createTestUser, newSession, type TestUser } from './support/test-users';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const sessionPurge = 'expired sessions';

/** Several server processes on one database (two servers over one database and one clock): each job's work is done once. */
describe.each(drivers)('background jobs across processes (%s)', (driver) => {
  let a: Server;
  let b: Server;
  const clock = new TestClock();

  beforeAll(async () => {
    a = await startTestServer(driver, { clock });
    b = await startTestServer(driver, { clock, database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('every job says how processes share it; sweeps and purges hold a lease', () => {
    const claims = Object.fromEntries(a.app.jobs.map((job) => [job.name, job.claim]));
    expect(claims).toMatchObject({
      'order auto-completion': 'lease',
      'abandoned order exports': 'lease',
      [sessionPurge]: 'lease',
      'scheduled manual notifications': 'own-rows',
      'scheduled broadcasts': 'own-rows',
      'bulk product processes': 'own-rows',
      'realtime heartbeat': 'per-process',
      'last-seen flush': 'per-process',
    });
  });

  it('a leased job triggered in two processes at the same moment runs in one, once per period', async () => {
    for (let n = 0; n < 3; n++) await a.signIn(demo.seller.username, demo.seller.password);
    // Past every session's absolute end: the purge has rows to remove.
    clock.advance(13 * 3_600_000);

    const outcomes = await Promise.all([a.app.jobRunner.runNow(sessionPurge), b.app.jobRunner.runNow(sessionPurge)]);
    const ran = outcomes.filter((outcome) => outcome.ran);
    expect(ran).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ran)).toEqual([{ ran: false, reason: 'leased' }]);
    expect(ran[0]).toMatchObject({ result: expect.any(Number) });
    expect((ran[0] as { result: number }).result).toBeGreaterThanOrEqual(3);

    // Within the period neither runs it again; a period later one of them does.
    clock.advance(purgeEveryMs / 2);
    expect(await Promise.all([a.app.jobRunner.runNow(sessionPurge), b.app.jobRunner.runNow(sessionPurge)])).toEqual([
      { ran: false, reason: 'leased' },
      { ran: false, reason: 'leased' },
    ]);
    clock.advance(purgeEveryMs / 2);
    const next = await Promise.all([b.app.jobRunner.runNow(sessionPurge), a.app.jobRunner.runNow(sessionPurge)]);
    expect(next.filter((outcome) => outcome.ran)).toHaveLength(1);
  });

  it('the lease of a process that vanished mid-run runs out, and another process takes the job', async () => {
    clock.advance(purgeEveryMs);
    const vanished = new JobLeases(new JobLeaseRepository(a.database.db), { uuid: () => 'vanished-process', bytes: () => Buffer.alloc(0) });
    expect(await vanished.claim(sessionPurge, purgeEveryMs, clock.now())).toBe(true);
    // Its run is long: it renews the lease past the next period, then dies.
    clock.advance(purgeEveryMs);
    expect(await vanished.extend(sessionPurge, clock.now())).toBe(true);
    expect(await b.app.jobRunner.runNow(sessionPurge)).toEqual({ ran: false, reason: 'leased' });

    clock.advance(defaultJobLeaseMs);
    expect(await b.app.jobRunner.runNow(sessionPurge)).toMatchObject({ ran: true });
  });

  it('a job that claims its own rows, run by two processes at the same moment, sends each scheduled notification once', async () => {
    const codes: AccessibilityCode[] = ['INTERNAL_NOTIFICATION_MANUAL-SEE', 'INTERNAL_NOTIFICATION_MANUAL-SAVE'];
    let editor: TestUser = await createTestUser(a, { mode: 'INTERNAL', codes });
    const { id } = await scheduleStoreNotification(a, editor.cookie, { id: 'Dua proses', en: 'Two processes' });
    clock.advance(scheduledAheadMs + 1_000);
    editor = await newSession(a, editor, 'INTERNAL');

    const job = 'scheduled manual notifications';
    const outcomes = await Promise.all([a.app.jobRunner.runNow(job), b.app.jobRunner.runNow(job)]);
    expect(outcomes.every((outcome) => outcome.ran)).toBe(true);
    const sent = await b.call<ManualNotification>('GET', manualNotificationPaths.byId(id), { cookie: editor.cookie });
    expect(sent.body.value).toMatchObject({ status: 'SENT', sending: false });
    const history = await b.call<Page<AuditEntry>>('GET', `${manualNotificationPaths.history}?identifier=${id}`, { cookie: editor.cookie });
    expect(history.body.value?.content.map((entry) => entry.action)).toEqual(['SEND', 'CREATE']);
  });

  it('a closing server starts no new run', async () => {
    const c = await startTestServer(driver, { clock, database: a.database });
    await c.close();
    expect(await c.app.jobRunner.runNow('realtime heartbeat')).toEqual({ ran: false, reason: 'stopped' });
  });
});
