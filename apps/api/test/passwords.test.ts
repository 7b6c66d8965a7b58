import { accountPaths, type EmailTokenInfo, type PasswordChanged } from '@seller-portal/contracts/accounts';
import { apiPaths, type Session } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { drivers } from './support/test-database';
import { demo, sessionCookieOf, testPublicUrl, useTestServer, type TestServer } from './support/test-server';

const minute = 60_000;
const hour = 60 * minute;

async function mailedToken(server: TestServer, email: string): Promise<{ token: string; link: string }> {
  const [mail] = await server.outbox(email);
  const link = mail?.links[0];
  if (!link) throw new Error(`no link was mailed to ${email}`);
  return { token: new URL(link).searchParams.get('token') ?? '', link };
}

const forgot = (server: TestServer, email: string, headers: Record<string, string> = {}) =>
  server.call('PUT', accountPaths.forgotPassword, { body: { email }, headers });

const setWithToken = (server: TestServer, token: string, newPassword: string, confirmPassword = newPassword) =>
  server.call<PasswordChanged>('PUT', accountPaths.resetPassword, { body: { token, newPassword, confirmPassword } });

describe.each(drivers)('forgot, reset and create password (%s)', (driver) => {
  const server = useTestServer(driver);

  it('answers the same whether or not the email has an account, and mails only the account', async () => {
    const known = await forgot(server, demo.seller.username);
    const unknown = await forgot(server, 'nobody-here@demo.test');
    expect(known.status).toBe(200);
    expect({ ...known.body, requestId: null }).toEqual({ ...unknown.body, requestId: null });
    expect(known.body.value).toEqual({ sent: true });
    expect(await server.outbox('nobody-here@demo.test')).toEqual([]);
    const [mail] = await server.outbox(demo.seller.username);
    expect(mail).toMatchObject({ purpose: 'RESET_PASSWORD', subject: 'Atur ulang kata sandi Seller Center Anda' });
    expect(mail.links[0]).toMatch(new RegExp(`^${testPublicUrl}/reset-password/v2\\?token=[A-Za-z0-9_-]{43}$`));
  });

  it('writes the mail in English when the page is in English', async () => {
    await forgot(server, demo.staff.username, { cookie: 'Partners-Language=en' });
    const [mail] = await server.outbox(demo.staff.username);
    expect(mail.subject).toBe('Reset your Seller Center password');
  });

  it('resets with the mailed link: token info first, then the new password; every session of the user ends', async () => {
    const other = await server.signIn(demo.vendor.username, demo.vendor.password);
    await forgot(server, demo.vendor.username);
    const { token } = await mailedToken(server, demo.vendor.username);

    const info = await server.call<EmailTokenInfo>('POST', accountPaths.emailToken, { body: { token } });
    expect(info.body.value).toMatchObject({ email: demo.vendor.username, purpose: 'RESET_PASSWORD' });

    const done = await setWithToken(server, token, 'vendor passphrase 2026');
    expect(done.status).toBe(200);
    expect(done.body.value).toEqual({ username: demo.vendor.username, signedOutSessions: 1 });
    expect((await server.call('GET', apiPaths.session, { cookie: other })).status).toBe(401);
    expect((await setWithToken(server, token, 'vendor passphrase 2027')).body.errorCode).toBe('LINK_INVALID');
    expect(
      sessionCookieOf(
        (await server.call('POST', apiPaths.signIn, { body: { username: demo.vendor.username, password: 'vendor passphrase 2026' } })).setCookies,
      ),
    ).not.toBeNull();
    // The owner hears of the new password.
    const [notice] = await server.outbox(demo.vendor.username);
    expect(notice).toMatchObject({ purpose: 'NOTICE_PASSWORD_CHANGED', subject: 'Kata sandi akun Seller Center Anda diubah' });
  });

  it('lets only the latest link work and sends nothing new within a minute', async () => {
    await forgot(server, demo.amphibi.username);
    const first = await mailedToken(server, demo.amphibi.username);
    await forgot(server, demo.amphibi.username);
    expect(await server.outbox(demo.amphibi.username)).toHaveLength(1);
    server.clock.advance(minute);
    await forgot(server, demo.amphibi.username);
    const second = await mailedToken(server, demo.amphibi.username);
    expect(second.token).not.toBe(first.token);
    expect((await setWithToken(server, first.token, 'amphibi passphrase')).body.errorCode).toBe('LINK_INVALID');
  });

  it('answers PE401003 for a reset link older than an hour', async () => {
    await forgot(server, demo.internal.username);
    const { token } = await mailedToken(server, demo.internal.username);
    server.clock.advance(hour);
    for (const answer of [await server.call('POST', accountPaths.emailToken, { body: { token } }), await setWithToken(server, token, 'internal passphrase')]) {
      expect(answer.status).toBe(401);
      expect(answer.body.errorCode).toBe('PE401003');
    }
  });

  it('mails a create-password link to a user without a password; it creates one (PE401002 once a day old)', async () => {
    await forgot(server, demo.noPassword.username);
    const { token, link } = await mailedToken(server, demo.noPassword.username);
    expect(link).toMatch(/\/create-password\?token=/);
    const info = await server.call<EmailTokenInfo>('POST', accountPaths.emailToken, { body: { token } });
    expect(info.body.value?.purpose).toBe('CREATE_PASSWORD');
    expect((await setWithToken(server, token, 'my very first password')).status).toBe(200);
    const signedIn = await server.call('POST', apiPaths.signIn, { body: { username: demo.noPassword.username, password: 'my very first password' } });
    expect(signedIn.body.value).toMatchObject({ next: 'SESSION' });
    // A first password is no change: no notice.
    expect((await server.outbox(demo.noPassword.username)).map((message) => message.purpose)).toEqual(['CREATE_PASSWORD']);

    server.clock.advance(minute);
    await forgot(server, demo.noPassword.username);
    const reset = await mailedToken(server, demo.noPassword.username);
    expect(reset.link).toMatch(/\/reset-password\/v2\?token=/);
  });

  it.each([
    ['a blank token', '', 'x', 'x', 'ERR_PMU400007'],
    ['an unknown token', 'A'.repeat(43), 'long enough 1', 'long enough 1', 'LINK_INVALID'],
  ])('answers %s with %s', async (_, token, newPassword, confirmPassword, code) => {
    expect((await setWithToken(server, token, newPassword, confirmPassword)).body.errorCode).toBe(code);
  });

  it.each([
    ['a blank email', '', 'ERR_PMU400001'],
    ['spaces only', '   ', 'ERR_PMU400001'],
    ['not an email', 'seller-at-demo', 'ERR_PMU400002'],
  ])('answers forgot password with %s: %s', async (_, email, code) => {
    const answer = await forgot(server, email);
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(code);
  });
});

describe.each(drivers)('create-password link expiry (%s)', (driver) => {
  const server = useTestServer(driver);

  it('answers PE401002 for a create-password link older than 24 hours', async () => {
    await forgot(server, demo.noPassword.username);
    const { token } = await mailedToken(server, demo.noPassword.username);
    server.clock.advance(24 * hour);
    const answer = await setWithToken(server, token, 'my very first password');
    expect(answer.status).toBe(401);
    expect(answer.body.errorCode).toBe('PE401002');
  });
});

describe.each(drivers)('change password with a session (%s)', (driver) => {
  const server = useTestServer(driver);
  const change = (cookie: string, body: object) => server.call<PasswordChanged>('PUT', accountPaths.changePassword, { cookie, body });

  it.each([
    ['a blank current password', { newPassword: 'kt9#vbqz-1', confirmPassword: 'kt9#vbqz-1' }, 400, 'ERR_PMU400006'],
    ['a blank new password', { currentPassword: demo.staff.password, confirmPassword: 'x' }, 400, 'ERR_PMU400003'],
    ['a blank confirmation', { currentPassword: demo.staff.password, newPassword: 'kt9#vbqz-1' }, 400, 'ERR_PMU400003'],
    ['7 characters', { currentPassword: demo.staff.password, newPassword: 'kt9#vbq', confirmPassword: 'kt9#vbq' }, 400, 'ERR_PMU400004'],
    ['129 characters', { currentPassword: demo.staff.password, newPassword: 'k'.repeat(129), confirmPassword: 'k'.repeat(129) }, 400, 'ERR_PMU400004'],
    ['a common password', { currentPassword: demo.staff.password, newPassword: 'iloveyou123', confirmPassword: 'iloveyou123' }, 400, 'ERR_PMU400004'],
    ['a mismatch', { currentPassword: demo.staff.password, newPassword: 'kt9#vbqz-1', confirmPassword: 'kt9#vbqz-2' }, 400, 'ERR_PMU400005'],
    ["the account's email", { currentPassword: demo.staff.password, newPassword: 'Staff@Demo.test', confirmPassword: 'Staff@Demo.test' }, 400, 'ERR_PMU400004'],
    ['one repeated character', { currentPassword: demo.staff.password, newPassword: 'zzzzzzzzzz', confirmPassword: 'zzzzzzzzzz' }, 400, 'ERR_PMU400004'],
    ['a keyboard row', { currentPassword: demo.staff.password, newPassword: 'asdfghjkl', confirmPassword: 'asdfghjkl' }, 400, 'ERR_PMU400004'],
    [
      'a wrong current password (400, not a lost session)',
      { currentPassword: 'nope', newPassword: 'kt9#vbqz-1', confirmPassword: 'kt9#vbqz-1' },
      400,
      'PE401007',
    ],
    [
      'the current password again',
      { currentPassword: demo.staff.password, newPassword: demo.staff.password, confirmPassword: demo.staff.password },
      400,
      'PE400031',
    ],
  ])('answers %s with %s', async (_, body, status, code) => {
    const cookie = await server.signIn(demo.staff.username, demo.staff.password);
    const answer = await change(cookie, body);
    expect(answer.status).toBe(status);
    expect(answer.body.errorCode).toBe(code);
  });

  it('refuses the 5 latest passwords (PE500014) and accepts the 6th back; signs out every other session', async () => {
    const passwords = [demo.seller.password, 'second passphrase', 'third passphrase', 'fourth passphrase', 'fifth passphrase'];
    let cookie = await server.signIn(demo.seller.username, passwords[0]);
    const elsewhere = await server.signIn(demo.seller.username, passwords[0]);
    for (let i = 1; i < passwords.length; i++) {
      const answer = await change(cookie, { currentPassword: passwords[i - 1], newPassword: passwords[i], confirmPassword: passwords[i] });
      expect(answer.status).toBe(200);
      if (i === 1) expect(answer.body.value?.signedOutSessions).toBe(1);
    }
    // The caller's own session stays.
    expect((await server.call<Session>('GET', apiPaths.session, { cookie })).status).toBe(200);
    expect((await server.call('GET', apiPaths.session, { cookie: elsewhere })).status).toBe(401);

    const current = passwords[4];
    for (const old of passwords.slice(0, 4)) {
      expect((await change(cookie, { currentPassword: current, newPassword: old, confirmPassword: old })).body.errorCode).toBe('PE500014');
    }
    expect((await change(cookie, { currentPassword: current, newPassword: 'sixth passphrase', confirmPassword: 'sixth passphrase' })).status).toBe(200);
    // Now the first one has left the 5 latest.
    const back = await change(cookie, { currentPassword: 'sixth passphrase', newPassword: passwords[0], confirmPassword: passwords[0] });
    expect(back.status).toBe(200);
    cookie = await server.signIn(demo.seller.username, passwords[0]);
    expect(cookie).toMatch(/^sp_session=/);
  });

  it('sets the canary flag and every session of the user shows it (§4.6)', async () => {
    const cookie = await server.signIn(demo.amphibi.username, demo.amphibi.password);
    const other = await server.signIn(demo.amphibi.username, demo.amphibi.password);
    expect((await server.call<Session>('GET', apiPaths.session, { cookie: other })).body.value?.customFields.canaryFlag).toBe(false);
    const answer = await server.call('PUT', accountPaths.canaryFlag, { cookie, body: { canaryFlag: true } });
    expect(answer.body.value).toEqual({ canaryFlag: true });
    expect((await server.call<Session>('GET', apiPaths.session, { cookie: other })).body.value?.customFields.canaryFlag).toBe(true);
  });
});
