import { accountPaths, type EndSessionsResult, type PasswordChanged } from '@seller-portal/contracts/accounts';
import { apiPaths } from '@seller-portal/contracts/core';
import { notificationPaths } from '@seller-portal/contracts/notifications';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { endedSessions, sessions as sessionRows } from '../src/modules/session/schema';
import { sessionPolicies } from '../src/modules/session/session-lifetime';
import { drivers } from './support/test-database';
import { demo, useTestServer, type TestServer } from './support/test-server';

const minute = 60_000;

/** What a browser holding `cookie` is told by the calls a signed-in page makes. */
async function refusals(server: TestServer, cookie: string) {
  const answers = await Promise.all([
    server.call('GET', apiPaths.session, { cookie }),
    server.call('GET', notificationPaths.preferences, { cookie }),
    server.call('POST', accountPaths.sessionRefresh, { cookie }),
  ]);
  return answers.map((answer) => `${answer.status} ${answer.body.errorCode}`);
}

async function resetWithMailedLink(server: TestServer, email: string, newPassword: string) {
  await server.call('PUT', accountPaths.forgotPassword, { body: { email } });
  await server.app.accounts.passwords.drain();
  const [mail] = await server.outbox(email);
  const token = new URL(mail.links[0]).searchParams.get('token') ?? '';
  const done = await server.call<PasswordChanged>('PUT', accountPaths.resetPassword, { body: { token, newPassword, confirmPassword: newPassword } });
  expect(done.status).toBe(200);
}

describe.each(drivers)('a session ended by another step says why (%s)', (driver) => {
  const server = useTestServer(driver);
  afterEach(async () => {
    await server.database.db.delete(sessionRows);
    await server.database.db.delete(endedSessions);
  });

  it('answers a session ended by a password reset elsewhere with SESSION_ENDED_PASSWORD_CHANGED on every call, not as expired', async () => {
    const laptop = await server.signIn(demo.vendor.username, demo.vendor.password);
    const phone = await server.signIn(demo.vendor.username, demo.vendor.password);
    await resetWithMailedLink(server, demo.vendor.username, 'vendor passphrase 2031');

    const expected = '401 SESSION_ENDED_PASSWORD_CHANGED';
    expect(await refusals(server, laptop)).toEqual([expected, expected, expected]);
    expect(await refusals(server, phone)).toEqual([expected, expected, expected]);
    // A browser that never signed in, and a made-up cookie, are plainly signed out.
    expect(await refusals(server, '')).toEqual(Array(3).fill('401 PE403002'));
    expect(await refusals(server, `sp_session=${'A'.repeat(43)}`)).toEqual(Array(3).fill('401 PE403002'));
  });

  it('answers the other devices of a signed-in password change with the reason, and keeps the device that changed it', async () => {
    const here = await server.signIn(demo.staff.username, demo.staff.password);
    const elsewhere = await server.signIn(demo.staff.username, demo.staff.password);
    const changed = await server.call('PUT', accountPaths.changePassword, {
      cookie: here,
      body: { currentPassword: demo.staff.password, newPassword: 'staff passphrase 2031', confirmPassword: 'staff passphrase 2031' },
    });
    expect(changed.status).toBe(200);

    expect((await server.call('GET', apiPaths.session, { cookie: here })).status).toBe(200);
    const refused = await server.call('GET', apiPaths.session, { cookie: elsewhere });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'SESSION_ENDED_PASSWORD_CHANGED', value: null });
  });

  it('answers a device signed out from another one with SESSION_ENDED_ELSEWHERE, one device or all of them', async () => {
    const here = await server.signIn(demo.seller.username, demo.seller.password);
    const [one, two, three] = [
      await server.signIn(demo.seller.username, demo.seller.password),
      await server.signIn(demo.seller.username, demo.seller.password),
      await server.signIn(demo.seller.username, demo.seller.password),
    ];
    const listed = await server.call<{ id: string; current: boolean; startedAt: number }[]>('GET', accountPaths.activeSessions, { cookie: here });
    const others = (listed.body.value ?? []).filter((s) => !s.current);
    const ended = await server.call<EndSessionsResult>('POST', accountPaths.endSessions, {
      cookie: here,
      body: { id: others[0].id, password: demo.seller.password },
    });
    expect(ended.body.value).toEqual({ ended: 1 });
    const stillIn = (await Promise.all([one, two, three].map(async (cookie) => (await server.call('GET', apiPaths.session, { cookie })).status))).filter(
      (status) => status === 200,
    );
    expect(stillIn).toHaveLength(2);

    await server.call('POST', accountPaths.endSessions, { cookie: here, body: { others: true, password: demo.seller.password } });
    for (const cookie of [one, two, three]) expect((await server.call('GET', apiPaths.session, { cookie })).body.errorCode).toBe('SESSION_ENDED_ELSEWHERE');
    expect((await server.call('GET', apiPaths.session, { cookie: here })).status).toBe(200);
  });

  it("keeps a seller's own sign-out and a session that ran out as PE403002", async () => {
    const signedOut = await server.signIn(demo.seller.username, demo.seller.password);
    await server.call('POST', apiPaths.signOut, { cookie: signedOut });
    expect((await server.call('GET', apiPaths.session, { cookie: signedOut })).body.errorCode).toBe('PE403002');

    const idle = await server.signIn(demo.seller.username, demo.seller.password);
    server.clock.advance(sessionPolicies.STORE.idleMs + minute);
    expect((await server.call('GET', apiPaths.session, { cookie: idle })).body.errorCode).toBe('PE403002');
  });

  it('remembers the reason until the session could have lived at the latest, then forgets it (and the purge removes it)', async () => {
    const elsewhere = await server.signIn(demo.announcement.username, demo.announcement.password);
    const [row] = await server.database.db.select().from(sessionRows);
    await resetWithMailedLink(server, demo.announcement.username, 'announcement passphrase 2032');

    const [ended] = await server.database.db.select().from(endedSessions).where(eq(endedSessions.idHash, row.idHash));
    expect(ended).toMatchObject({ reason: 'PASSWORD_CHANGED', userId: row.userId });
    expect(ended.expiresAt.getTime()).toBe(row.createdAt.getTime() + sessionPolicies.STORE.absoluteMs);

    // Hours later (past the idle limit, before the absolute one) the reason still stands.
    server.clock.advance(sessionPolicies.STORE.absoluteMs - 2 * minute);
    expect((await server.call('GET', apiPaths.session, { cookie: elsewhere })).body.errorCode).toBe('SESSION_ENDED_PASSWORD_CHANGED');
    server.clock.advance(3 * minute);
    expect((await server.call('GET', apiPaths.session, { cookie: elsewhere })).body.errorCode).toBe('PE403002');
    await server.app.accounts.sessions.purgeExpired();
    expect(await server.database.db.select().from(endedSessions)).toEqual([]);
  });
});
