import { accountPaths } from '@seller-portal/contracts/accounts';
import { apiPaths, expiredPasswordErrorValueSchema, type Session } from '@seller-portal/contracts/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores, users } from '../src/db/schema';
import { lockoutPolicy } from '../src/modules/auth/lockout';
import { drivers } from './support/test-database';
import { demo, sessionCookieOf, useTestServer } from './support/test-server';

const minute = 60_000;
const hour = 60 * minute;

describe.each(drivers)('password sign-in answers (%s)', (driver) => {
  const server = useTestServer(driver);
  const signIn = (body: { username: string; password: string }) => server.call('POST', apiPaths.signIn, { body });

  it.each([
    ['a user without a password yet', demo.noPassword, 401, 'PE401011'],
    ['a deactivated user (right password)', demo.deactivated, 401, 'PE401015'],
    ['the owner of a deactivated store', demo.closed, 403, 'PE500006'],
    ['a deactivated user with a wrong password (nothing told)', { ...demo.deactivated, password: 'wrong-one' }, 401, 'PE401007'],
  ])('answers %s with %s', async (_, body, status, code) => {
    const answer = await signIn(body);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, errorCode: code });
    expect(sessionCookieOf(answer.setCookies)).toBeNull();
  });

  it('answers PE401004 with a change token for an expired password; the change ends in a normal sign-in', async () => {
    const expired = await signIn(demo.expired);
    expect(expired.status).toBe(401);
    expect(expired.body.errorCode).toBe('PE401004');
    const value = expiredPasswordErrorValueSchema.parse(expired.body.value);
    expect(value).toMatchObject({ expiresInSeconds: 900, username: demo.expired.username });
    expect(sessionCookieOf(expired.setCookies)).toBeNull();

    const body = { token: value.changeToken, newPassword: 'a fresh passphrase 2026', confirmPassword: 'a fresh passphrase 2026' };
    const same = await server.call('PUT', accountPaths.expiredPassword, {
      body: { ...body, newPassword: demo.expired.password, confirmPassword: demo.expired.password },
    });
    expect(same.body.errorCode).toBe('PE400031');
    const changed = await server.call('PUT', accountPaths.expiredPassword, { body });
    expect(changed.status).toBe(200);
    expect(changed.body.value).toMatchObject({ username: demo.expired.username });
    // Single use.
    expect((await server.call('PUT', accountPaths.expiredPassword, { body })).body.errorCode).toBe('PE401013');

    expect((await signIn(demo.expired)).body.errorCode).toBe('PE401007');
    const fresh = await signIn({ username: demo.expired.username, password: body.newPassword });
    expect(fresh.body.value).toEqual({ username: demo.expired.username, next: 'SESSION' });
  });

  it('lets the change token of PE401004 expire after 15 minutes (PE401013)', async () => {
    await server.database.db
      .update(users)
      .set({ passwordChangedAt: new Date(server.clock.now().getTime() - 400 * 24 * hour) })
      .where(eq(users.username, demo.staff.username));
    const expired = await signIn(demo.staff);
    const { changeToken } = expiredPasswordErrorValueSchema.parse(expired.body.value);
    server.clock.advance(15 * minute);
    const late = await server.call('PUT', accountPaths.expiredPassword, {
      body: { token: changeToken, newPassword: 'another passphrase', confirmPassword: 'another passphrase' },
    });
    expect(late.status).toBe(401);
    expect(late.body.errorCode).toBe('PE401013');
  });

  it('signs a store member in again when the store is active again', async () => {
    await server.database.db.update(stores).set({ status: 'ACTIVE' }).where(eq(stores.code, 'DEMO-60002'));
    const answer = await signIn(demo.closed);
    expect(answer.body.value).toEqual({ username: demo.closed.username, next: 'SESSION' });
    const session = await server.call<Session>('GET', apiPaths.session, { cookie: sessionCookieOf(answer.setCookies) ?? '' });
    expect(session.body.value?.mode).toMatchObject({ type: 'STORE', code: 'DEMO-60002' });
  });

  it('ends the sessions of a user who is deactivated after signing in', async () => {
    const cookie = await server.signIn(demo.vendor.username, demo.vendor.password);
    await server.database.db.update(users).set({ status: 'DEACTIVATED' }).where(eq(users.username, demo.vendor.username));
    await server.call('POST', accountPaths.sessionRefresh, { cookie });
    expect((await server.call('GET', apiPaths.session, { cookie })).status).toBe(401);
  });
});

describe.each(drivers)('repeated lockouts (%s)', (driver) => {
  const server = useTestServer(driver);
  const attempt = async (password: string) => (await server.call('POST', apiPaths.signIn, { body: { username: demo.internal.username, password } })).body;

  async function lockOnce() {
    for (let i = 0; i < lockoutPolicy.maxFailedAttempts; i++) expect((await attempt('wrong')).errorCode).toBe('PE401007');
  }

  it('tells how long a temporary lock lasts', async () => {
    await lockOnce();
    server.clock.advance(5 * minute);
    expect(await attempt(demo.internal.password)).toMatchObject({ errorCode: 'PE401005', value: { retryAfterSeconds: 600 } });
    server.clock.advance(10 * minute);
    expect((await attempt(demo.internal.password)).errorCode).toBeNull();
  });

  it('locks until the password changes at the 3rd lock within 24 hours (PE401008), lifted by a reset', async () => {
    server.clock.advance(25 * hour);
    await lockOnce();
    server.clock.advance(15 * minute);
    await lockOnce();
    server.clock.advance(15 * minute);
    await lockOnce();
    expect((await attempt(demo.internal.password)).errorCode).toBe('PE401008');
    server.clock.advance(2 * 24 * hour);
    expect((await attempt(demo.internal.password)).errorCode).toBe('PE401008');

    expect((await server.call('PUT', accountPaths.forgotPassword, { body: { email: demo.internal.username } })).status).toBe(200);
    const [mail] = await server.outbox(demo.internal.username);
    const token = new URL(mail.links[0]).searchParams.get('token');
    const reset = await server.call('PUT', accountPaths.resetPassword, {
      body: { token, newPassword: 'unlocked at last 2026', confirmPassword: 'unlocked at last 2026' },
    });
    expect(reset.status).toBe(200);
    expect((await attempt('unlocked at last 2026')).errorCode).toBeNull();
  });
});
