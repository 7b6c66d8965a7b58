import { accountCookieNames, accountPaths } from '@seller-portal/contracts/accounts';
import { apiPaths } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { lockoutPolicy } from '../src/modules/auth/lockout';
import { drivers } from './support/test-database';
import { CookieJar, demo, useTestServer } from './support/test-server';

const minute = 60_000;

describe.each(drivers)('sign-in lockout (%s)', (driver) => {
  const server = useTestServer(driver);
  const attempt = async (username: string, password: string) =>
    (await server.call('POST', apiPaths.signIn, { body: { username, password } })).body.errorCode ?? 'OK';

  it('locks after 5 wrong passwords: the 6th attempt answers PE401005 even with the right password, until 15 minutes pass', async () => {
    const { username, password } = demo.seller;
    const wrong: (string | null)[] = [];
    for (let i = 0; i < lockoutPolicy.maxFailedAttempts; i++) wrong.push(await attempt(username, 'wrong'));
    expect(wrong).toEqual(['PE401007', 'PE401007', 'PE401007', 'PE401007', 'PE401007']);

    expect(await attempt(username, password)).toBe('PE401005');
    expect(await attempt(username, 'wrong')).toBe('PE401005');

    server.clock.advance(14 * minute);
    expect(await attempt(username, password)).toBe('PE401005');

    server.clock.advance(1 * minute);
    expect(await attempt(username, password)).toBe('OK');
  });

  it('counts only consecutive failures: a successful sign-in resets the counter', async () => {
    const { username, password } = demo.staff;
    for (let i = 0; i < 4; i++) expect(await attempt(username, 'wrong')).toBe('PE401007');
    expect(await attempt(username, password)).toBe('OK');
    for (let i = 0; i < 4; i++) expect(await attempt(username, 'wrong')).toBe('PE401007');
    expect(await attempt(username, password)).toBe('OK');
  });

  it('starts a fresh count after a lock has run out', async () => {
    const { username, password } = demo.internal;
    for (let i = 0; i < 5; i++) await attempt(username, 'wrong');
    expect(await attempt(username, password)).toBe('PE401005');
    server.clock.advance(15 * minute);
    expect(await attempt(username, 'wrong')).toBe('PE401007');
    expect(await attempt(username, password)).toBe('OK');
  });

  it('answers an unknown login exactly as a known one: the same codes, locks and lock times, so a lock tells nobody who exists', async () => {
    const sequence = async (username: string) => {
      const answers: string[] = [];
      for (let lock = 0; lock < lockoutPolicy.locksBeforePasswordChange; lock++) {
        for (let i = 0; i < lockoutPolicy.maxFailedAttempts; i++) answers.push(await attempt(username, 'wrong'));
        const locked = await server.call('POST', apiPaths.signIn, { body: { username, password: 'wrong' } });
        answers.push(`${locked.status} ${locked.body.errorCode} ${JSON.stringify(locked.body.value)}`);
        server.clock.advance(15 * minute);
      }
      return answers;
    };
    const known = await sequence(demo.amphibi.username);
    server.clock.advance(-45 * minute);
    const unknown = await sequence('ghost@demo.test');
    expect(unknown).toEqual(known);
    expect(known.slice(0, 6)).toEqual([...Array(5).fill('PE401007'), '401 PE401005 {"retryAfterSeconds":900}']);
    expect(known.at(-1)).toBe('401 PE401008 null');
  });
});

describe.each(drivers)('known browsers are not locked out by failures from elsewhere (%s)', (driver) => {
  const server = useTestServer(driver);
  const attempt = async (username: string, password: string, jar?: CookieJar) => {
    const answer = await server.call('POST', apiPaths.signIn, { body: { username, password }, cookie: jar?.header });
    jar?.set(...answer.setCookies);
    return answer.body.errorCode ?? 'OK';
  };
  const lockFromElsewhere = async (username: string, lockCode = 'PE401005') => {
    for (let i = 0; i < lockoutPolicy.maxFailedAttempts; i++) expect(await attempt(username, 'wrong')).toBe('PE401007');
    expect(await attempt(username, 'wrong')).toBe(lockCode);
  };

  it('a browser that signed in before still signs in while others locked the account, even until a password change', async () => {
    const { username, password } = demo.seller;
    const owner = new CookieJar();
    expect(await attempt(username, password, owner)).toBe('OK');
    expect(owner.get(accountCookieNames.knownDevice)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await lockFromElsewhere(username);
    expect(await attempt(username, password)).toBe('PE401005');
    expect(await attempt(username, password, owner)).toBe('OK');
    // Two more locks: locked until the password changes, for everyone but the owner's browser.
    for (const lockCode of ['PE401005', 'PE401008']) {
      server.clock.advance(15 * minute);
      await lockFromElsewhere(username, lockCode);
    }
    expect(await attempt(username, password)).toBe('PE401008');
    expect(await attempt(username, password, owner)).toBe('OK');

    const [notice] = await server.outbox(username);
    expect(notice).toMatchObject({ purpose: 'NOTICE_ACCOUNT_LOCKED', subject: 'Masuk ke akun Seller Center Anda dikunci' });
  });

  it('the known browser has its own count: 5 wrong passwords lock only it, for 15 minutes', async () => {
    const { username, password } = demo.staff;
    const owner = new CookieJar();
    expect(await attempt(username, password, owner)).toBe('OK');
    for (let i = 0; i < 5; i++) expect(await attempt(username, 'wrong', owner)).toBe('PE401007');
    expect(await attempt(username, password, owner)).toBe('PE401005');
    expect(await attempt(username, password)).toBe('OK');
    server.clock.advance(15 * minute);
    expect(await attempt(username, password, owner)).toBe('OK');
  });

  it("another user's known-browser cookie, or a made-up one, counts as an unknown browser", async () => {
    const other = new CookieJar();
    expect(await attempt(demo.amphibi.username, demo.amphibi.password, other)).toBe('OK');
    const forged = new CookieJar();
    forged.set(`${accountCookieNames.knownDevice}=${'A'.repeat(43)}`);
    const { username, password } = demo.vendor;
    await lockFromElsewhere(username);
    expect(await attempt(username, password, other)).toBe('PE401005');
    expect(await attempt(username, password, forged)).toBe('PE401005');
  });

  it('a new password forgets the known browsers: the old cookie no longer passes a lock', async () => {
    const { username, password } = demo.internal;
    const owner = new CookieJar();
    expect(await attempt(username, password, owner)).toBe('OK');
    const session = owner.header;
    const changed = await server.call('PUT', accountPaths.changePassword, {
      body: { currentPassword: password, newPassword: 'Fresh#Pass2026', confirmPassword: 'Fresh#Pass2026' },
      cookie: session,
    });
    expect(changed.status).toBe(200);
    await lockFromElsewhere(username);
    expect(await attempt(username, 'Fresh#Pass2026', owner)).toBe('PE401005');
  });

  it('wrong current passwords in change-password count too: the 5th locks sign-in from unknown browsers and the change itself', async () => {
    const session = await server.signIn(demo.amphibi.username, demo.amphibi.password);
    const change = (currentPassword: string) =>
      server.call('PUT', accountPaths.changePassword, {
        body: { currentPassword, newPassword: 'Another#Pass2026', confirmPassword: 'Another#Pass2026' },
        cookie: session,
      });
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await change('wrong');
      answers.push(`${answer.status} ${answer.body.errorCode}`);
    }
    expect(answers).toEqual(Array(5).fill('400 PE401007'));
    const locked = await change(demo.amphibi.password);
    expect([locked.status, locked.body.errorCode]).toEqual([400, 'PE401005']);
    expect(await attempt(demo.amphibi.username, demo.amphibi.password)).toBe('PE401005');
  });
});
