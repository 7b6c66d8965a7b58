import { accountCookieNames, accountPaths, otpPolicy, type OtpChallenge } from '@seller-portal/contracts/accounts';
import { apiPaths, cookieNames, type Session } from '@seller-portal/contracts/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpChallenges } from '../src/modules/otp/schema';
import { users } from '../src/db/schema';
import { drivers } from './support/test-database';
import { CookieJar, demo, sessionCookieOf, useTestServer, type TestServer } from './support/test-server';

const second = 1000;
const mfaEmail = demo.mfa.username;

/** Password step of the multi-factor user: the jar then holds the pending sign-in cookie, no session. */
async function passwordStep(server: TestServer, jar = new CookieJar()) {
  const answer = await server.call('POST', apiPaths.signIn, { body: demo.mfa, cookie: jar.header });
  expect(answer.body.value).toEqual({ username: mfaEmail, next: 'MULTI_FACTOR' });
  jar.set(...answer.setCookies);
  expect(jar.get(accountCookieNames.pendingSignIn)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(jar.get(cookieNames.session)).toBeUndefined();
  return jar;
}

async function sendCode(server: TestServer, jar: CookieJar, body: object = {}) {
  return server.call<OtpChallenge>('POST', accountPaths.multiFactorSendOtp, { body, cookie: jar.header });
}

async function verify(server: TestServer, jar: CookieJar, code: string, trustDevice = false) {
  const answer = await server.call('POST', accountPaths.multiFactorVerify, { body: { code, trustDevice }, cookie: jar.header });
  jar.set(...answer.setCookies);
  return answer;
}

const wrongCodeOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(drivers)('multi-factor sign-in (%s)', (driver) => {
  const server = useTestServer(driver);

  it('mfa@demo.test: password, code from the outbox, then a session with a new id', async () => {
    const jar = await passwordStep(server);
    const sent = await sendCode(server, jar);
    expect(sent.status).toBe(200);
    expect(sent.body.value).toEqual({
      channel: 'EMAIL',
      destination: 'm***a@demo.test',
      channels: [
        { channel: 'EMAIL', destination: 'm***a@demo.test' },
        { channel: 'SMS', destination: '********7890' },
      ],
      codeLength: 6,
      expiresInSeconds: otpPolicy.codeLifetimeSeconds,
      resendAfterSeconds: otpPolicy.resendCooldownSeconds,
      attemptsLeft: otpPolicy.maxAttemptsPerCode,
    });
    const [mail] = await server.outbox(mfaEmail);
    expect(mail).toMatchObject({ channel: 'EMAIL', purpose: 'MFA', subject: 'Kode verifikasi masuk Anda' });
    expect(mail.text).toContain(mail.code);

    const verified = await verify(server, jar, mail.code ?? '');
    expect(verified.status).toBe(200);
    expect(verified.body.value).toEqual({ username: mfaEmail, next: 'SESSION' });
    const session = sessionCookieOf(verified.setCookies);
    expect(session).toMatch(/^sp_session=/);
    expect(jar.get(accountCookieNames.pendingSignIn)).toBeUndefined();
    const current = await server.call<Session>('GET', apiPaths.session, { cookie: jar.header });
    expect(current.body.value?.username).toBe(mfaEmail);
  });

  it('stores the code only as a hash', async () => {
    const jar = await passwordStep(server);
    await sendCode(server, jar);
    const code = await server.latestCode(mfaEmail);
    const rows = await server.database.db.select().from(otpChallenges).where(eq(otpChallenges.purpose, 'MFA'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(code);
  });

  it('sends by SMS to the verified phone number when asked', async () => {
    const jar = await passwordStep(server);
    const sent = await sendCode(server, jar, { channel: 'SMS' });
    expect(sent.body.value).toMatchObject({ channel: 'SMS', destination: '********7890' });
    const [sms] = await server.outbox('081234567890');
    expect(sms).toMatchObject({ channel: 'SMS', purpose: 'MFA', status: 'OUTBOX' });
    expect((await verify(server, jar, sms.code ?? '')).status).toBe(200);
  });

  it('counts wrong codes down, then answers the max-limit modal at the 5th, even for the right code after', async () => {
    const jar = await passwordStep(server);
    await sendCode(server, jar);
    const code = await server.latestCode(mfaEmail);
    const answers: [string | null, unknown][] = [];
    for (let i = 0; i < otpPolicy.maxAttemptsPerCode; i++) {
      const answer = await verify(server, jar, wrongCodeOf(code));
      answers.push([answer.body.errorCode, answer.body.value]);
    }
    expect(answers).toEqual([
      ['OTP_INVALID', { attemptsLeft: 4 }],
      ['OTP_INVALID', { attemptsLeft: 3 }],
      ['OTP_INVALID', { attemptsLeft: 2 }],
      ['OTP_INVALID', { attemptsLeft: 1 }],
      ['OTP_MAX_ATTEMPTS', { attemptsLeft: 0 }],
    ]);
    const right = await verify(server, jar, code);
    expect(right.status).toBe(429);
    expect(right.body.errorCode).toBe('OTP_MAX_ATTEMPTS');
    expect(sessionCookieOf(right.setCookies)).toBeNull();
  });

  it('refuses a resend within 60 seconds, saying how long to wait; the new code replaces the old', async () => {
    const jar = await passwordStep(server);
    await sendCode(server, jar);
    const first = await server.latestCode(mfaEmail);
    server.clock.advance(20 * second);
    const early = await sendCode(server, jar);
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ errorCode: 'OTP_RESEND_COOLDOWN', value: { retryAfterSeconds: 40 } });

    server.clock.advance(40 * second);
    expect((await sendCode(server, jar)).status).toBe(200);
    const second_ = await server.latestCode(mfaEmail);
    if (second_ !== first) expect((await verify(server, jar, first)).body.errorCode).toBe('OTP_INVALID');
    expect((await verify(server, jar, second_)).status).toBe(200);
  });

  it('allows at most 5 codes for one sign-in', async () => {
    const jar = await passwordStep(server);
    const statuses: (string | null)[] = [];
    for (let i = 0; i < otpPolicy.maxCodesPerChallenge + 1; i++) {
      statuses.push((await sendCode(server, jar)).body.errorCode);
      server.clock.advance(otpPolicy.resendCooldownSeconds * second);
    }
    expect(statuses).toEqual([null, null, null, null, null, 'OTP_MAX_ATTEMPTS']);
  });

  it('answers OTP_EXPIRED for a code older than 5 minutes', async () => {
    const jar = await passwordStep(server);
    await sendCode(server, jar);
    const code = await server.latestCode(mfaEmail);
    server.clock.advance(otpPolicy.codeLifetimeSeconds * second);
    const answer = await verify(server, jar, code);
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('OTP_EXPIRED');
  });

  it('answers the session-expired modal when the pending sign-in timed out, or never existed', async () => {
    const jar = await passwordStep(server);
    await sendCode(server, jar);
    const code = await server.latestCode(mfaEmail);
    server.clock.advance(otpPolicy.pendingSignInSeconds * second);
    for (const answer of [await verify(server, jar, code), await sendCode(server, jar)]) {
      expect(answer.status).toBe(410);
      expect(answer.body).toMatchObject({ success: false, status: 'GONE', errorCode: 'OTP_SESSION_EXPIRED' });
    }
    expect((await sendCode(server, new CookieJar())).body.errorCode).toBe('OTP_SESSION_EXPIRED');
    expect((await verify(server, new CookieJar(), '123456')).body.errorCode).toBe('OTP_SESSION_EXPIRED');
  });

  it('uses a code once: the same pending sign-in cannot make a second session', async () => {
    const jar = await passwordStep(server);
    const pending = jar.get(accountCookieNames.pendingSignIn) ?? '';
    await sendCode(server, jar);
    const code = await server.latestCode(mfaEmail);
    expect((await verify(server, jar, code)).status).toBe(200);
    const replay = new CookieJar(`${accountCookieNames.pendingSignIn}=${pending}`);
    expect((await verify(server, replay, code)).body.errorCode).toBe('OTP_SESSION_EXPIRED');
  });

  it.each([
    ['a blank code', '', 'PMA400003'],
    ['letters', 'abcdef', 'OTP_INVALID'],
  ])('answers %s with %s', async (_, code, errorCode) => {
    const jar = await passwordStep(server);
    await sendCode(server, jar);
    expect((await verify(server, jar, code)).body.errorCode).toBe(errorCode);
  });

  it('"Trust this device" sets the device-verification cookie for 86 400 s and skips the step on that device only', async () => {
    const jar = await passwordStep(server);
    await sendCode(server, jar);
    const verified = await verify(server, jar, await server.latestCode(mfaEmail), true);
    const deviceLine = verified.setCookies.find((c) => c.startsWith(`${cookieNames.deviceVerificationToken}=`));
    expect(deviceLine).toMatch(/Max-Age=86400/);
    expect(deviceLine).toContain('HttpOnly');

    const again = await server.call('POST', apiPaths.signIn, { body: demo.mfa, cookie: jar.header });
    expect(again.body.value).toEqual({ username: mfaEmail, next: 'SESSION' });
    expect(sessionCookieOf(again.setCookies)).not.toBeNull();

    // Another browser still gets the step; and the trust ends after a day.
    await passwordStep(server);
    server.clock.advance(86_400 * second);
    const dayLater = await server.call('POST', apiPaths.signIn, { body: demo.mfa, cookie: jar.header });
    expect(dayLater.body.value).toEqual({ username: mfaEmail, next: 'MULTI_FACTOR' });
  });

  it('does not let a device trusted by one user skip the step of another', async () => {
    const jar = await passwordStep(server);
    await sendCode(server, jar);
    await verify(server, jar, await server.latestCode(mfaEmail), true);
    const device = jar.get(cookieNames.deviceVerificationToken);
    await server.database.db.update(users).set({ mfaRequired: true }).where(eq(users.username, demo.staff.username));
    const other = await server.call('POST', apiPaths.signIn, { body: demo.staff, cookie: `${cookieNames.deviceVerificationToken}=${device}` });
    expect(other.body.value).toEqual({ username: demo.staff.username, next: 'MULTI_FACTOR' });
  });
});

describe.each(drivers)('multi-factor codes cannot be guessed across sign-ins (%s)', (driver) => {
  const server = useTestServer(driver);

  it('counts wrong codes per user across new sign-ins: the 10th locks the step for 15 minutes and mails the owner', async () => {
    const answers: string[] = [];
    // Each password sign-in opens a new step with 5 fresh tries; the count goes on across them.
    for (let signIn = 0; signIn < 2; signIn++) {
      const jar = await passwordStep(server);
      await sendCode(server, jar);
      const code = await server.latestCode(mfaEmail);
      for (let i = 0; i < 5; i++) answers.push(String((await verify(server, jar, wrongCodeOf(code))).body.errorCode));
      server.clock.advance(61 * second);
    }
    expect(answers).toEqual([
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_MAX_ATTEMPTS',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_MAX_ATTEMPTS',
    ]);
    const [notice] = await server.outbox(mfaEmail);
    expect(notice).toMatchObject({ purpose: 'NOTICE_MFA_LOCKED', subject: 'Kode verifikasi akun Seller Center Anda dikunci' });
    expect(notice.text).toContain('15 menit');

    // Locked: a new sign-in with the right password is refused until the lock runs out.
    const locked = await server.call('POST', apiPaths.signIn, { body: demo.mfa });
    expect([locked.status, locked.body.errorCode]).toEqual([401, 'PE401005']);
    expect(locked.body.value).toEqual({ retryAfterSeconds: 15 * 60 - 61 });

    server.clock.advance(15 * 60 * second);
    const jar = await passwordStep(server);
    await sendCode(server, jar);
    const verified = await verify(server, jar, await server.latestCode(mfaEmail));
    expect(verified.body.value).toEqual({ username: mfaEmail, next: 'SESSION' });
  });

  it('a right code starts the count again', async () => {
    server.clock.advance(16 * 60 * second);
    for (let round = 0; round < 3; round++) {
      const jar = await passwordStep(server);
      await sendCode(server, jar);
      const code = await server.latestCode(mfaEmail);
      for (let i = 0; i < 4; i++) expect((await verify(server, jar, wrongCodeOf(code))).body.errorCode).toBe('OTP_INVALID');
      expect((await verify(server, jar, code)).body.value).toEqual({ username: mfaEmail, next: 'SESSION' });
      server.clock.advance(61 * second);
    }
  });
});

describe.each(drivers)('SMS codes to one number are limited per hour and per day (%s)', (driver) => {
  const server = useTestServer(driver);
  const smsCode = async () => {
    const jar = await passwordStep(server);
    const answer = await sendCode(server, jar, { channel: 'SMS' });
    return `${answer.status} ${answer.body.errorCode ?? 'SENT'} ${JSON.stringify(answer.body.errorCode ? answer.body.value : null)}`;
  };

  it('new sign-ins do not reset the count: the 6th SMS within an hour and the 11th within a day wait, email still works', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) answers.push(await smsCode());
    expect(answers).toEqual([...Array(5).fill('200 SENT null'), `429 OTP_DESTINATION_LIMIT {"retryAfterSeconds":3600}`]);
    const jar = await passwordStep(server);
    expect((await sendCode(server, jar, { channel: 'EMAIL' })).status).toBe(200);

    server.clock.advance(60 * 60 * second);
    for (let i = 0; i < 5; i++) expect(await smsCode()).toBe('200 SENT null');
    expect(await smsCode()).toBe(`429 OTP_DESTINATION_LIMIT {"retryAfterSeconds":${23 * 60 * 60}}`);
    const sms = (await server.outbox()).filter((message) => message.channel === 'SMS');
    expect(sms).toHaveLength(10);
  });
});
