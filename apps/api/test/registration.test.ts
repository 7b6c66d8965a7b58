import { accountCookieNames, accountPaths, type NameAvailability, type RegistrationOpened } from '@seller-portal/contracts/accounts';
import { apiPaths, storeAccessibilityCodes, type Session } from '@seller-portal/contracts/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { drivers } from './support/test-database';
import { CookieJar, demo, sessionCookieOf, useTestServer, type TestServer } from './support/test-server';

const form = {
  email: 'new.seller@demo.test',
  fullName: 'Rudi Penjual Baru',
  storeName: 'Toko Rudi Jaya',
  phoneNumber: '0813-1111-2222',
  password: 'jualan laris 2026',
  confirmPassword: 'jualan laris 2026',
};

async function register(server: TestServer, body: object, jar = new CookieJar()) {
  const answer = await server.call<RegistrationOpened>('POST', accountPaths.registration, { body, cookie: jar.header });
  jar.set(...answer.setCookies);
  return { answer, jar };
}

describe.each(drivers)('seller registration (%s)', (driver) => {
  const server = useTestServer(driver);

  it.each([
    ['a free name', 'Toko Baru Sekali', true],
    ['a taken name in another case', 'toko demo SEJAHTERA', false],
  ])('checks name availability: %s', async (_, name, available) => {
    const answer = await server.call<NameAvailability>('GET', `${accountPaths.checkNameAvailability}?name=${encodeURIComponent(name)}`);
    expect(answer.body.value).toMatchObject({ available });
  });

  it('refuses a store name that is too short to check', async () => {
    expect((await server.call('GET', `${accountPaths.checkNameAvailability}?name=ab`)).body.errorCode).toBe('STORE_NAME_INVALID');
  });

  it.each([
    ['a blank email', { email: '' }, 'ERR_PMU400001'],
    ['an invalid email', { email: 'rudi' }, 'ERR_PMU400002'],
    ['a blank name', { fullName: ' ' }, 'FULL_NAME_INVALID'],
    ['a 2-character store name', { storeName: 'ab' }, 'STORE_NAME_INVALID'],
    ['a 6-digit phone number', { phoneNumber: '123456' }, 'PHONE_NUMBER_INVALID'],
    ['a 15-digit phone number', { phoneNumber: '123456789012345' }, 'PHONE_NUMBER_INVALID'],
    ['a blank password', { password: '' }, 'ERR_PMU400003'],
    ['a common password', { password: 'password1', confirmPassword: 'password1' }, 'ERR_PMU400004'],
    ['a mismatching confirmation', { confirmPassword: 'something else' }, 'ERR_PMU400005'],
    ['the email as the password', { password: 'new.seller@demo.test', confirmPassword: 'new.seller@demo.test' }, 'ERR_PMU400004'],
    ['a run of the alphabet', { password: 'abcdefghi', confirmPassword: 'abcdefghi' }, 'ERR_PMU400004'],
    ['a taken store name', { storeName: 'Toko Demo Sejahtera' }, 'STORE_NAME_TAKEN'],
  ])('refuses %s with %s', async (_, change, code) => {
    const { answer } = await register(server, { ...form, ...change });
    expect(answer.body.errorCode).toBe(code);
    expect(answer.setCookies).toEqual([]);
  });

  it('registers: form, code by email, verified → a signed-in owner of a store in onboarding V2', async () => {
    const { answer, jar } = await register(server, form);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({
      email: form.email,
      storeName: form.storeName,
      // The code goes to the email only: registering proves the email.
      channels: [{ channel: 'EMAIL', destination: 'n***r@demo.test' }],
      expiresInSeconds: 1800,
    });
    expect(jar.get(accountCookieNames.registration)).toBeDefined();
    // Nothing exists before the code.
    expect(await server.database.db.select().from(users).where(eq(users.email, form.email))).toEqual([]);

    const sent = await server.call('POST', accountPaths.registrationOtpSend, { body: { channel: 'EMAIL' }, cookie: jar.header });
    expect(sent.body.value).toMatchObject({ channel: 'EMAIL', destination: 'n***r@demo.test' });
    const [mail] = await server.outbox(form.email);
    expect(mail.purpose).toBe('REGISTRATION');

    const verified = await server.call('POST', accountPaths.registrationOtpVerify, { body: { code: mail.code }, cookie: jar.header });
    expect(verified.status).toBe(200);
    expect(verified.body.value).toEqual({ username: form.email, next: 'SESSION' });
    jar.set(...verified.setCookies);
    expect(jar.get(accountCookieNames.registration)).toBeUndefined();

    const session = (await server.call<Session>('GET', apiPaths.session, { cookie: jar.header })).body.value as Session;
    expect(session.mode).toMatchObject({ type: 'STORE', code: expect.stringMatching(/^SP-[A-Z2-9]{8}$/) });
    expect(session.customFields).toMatchObject({
      onboardingFlow: 'V2',
      onboardingStatus: 'ONBOARD',
      postliveStatus: null,
      isOwner: true,
      needVerification: false,
      isEmailVerified: true,
      isPhoneNumberVerified: false,
      storeName: form.storeName,
      displayName: form.fullName,
    });
    expect(session.accessibilities.map((a) => a.code).sort()).toEqual([...storeAccessibilityCodes].sort());

    // The account signs in with its password, and the name is taken now.
    const signIn = await server.call('POST', apiPaths.signIn, { body: { username: form.email, password: form.password } });
    expect(signIn.body.value).toMatchObject({ next: 'SESSION' });
    expect((await register(server, { ...form, email: 'other@demo.test' })).answer.body.errorCode).toBe('STORE_NAME_TAKEN');
  });

  it('resends after the cooldown; a code by SMS is refused: only the email proves a registration', async () => {
    const { jar } = await register(server, { ...form, email: 'sms.seller@demo.test', storeName: 'Toko SMS' });
    expect((await server.call('POST', accountPaths.registrationOtpSend, { body: { channel: 'SMS' }, cookie: jar.header })).body.errorCode).toBe('BAD_REQUEST');
    await server.call('POST', accountPaths.registrationOtpSend, { body: {}, cookie: jar.header });
    const early = await server.call('POST', accountPaths.registrationOtpResend, { cookie: jar.header });
    expect(early.body).toMatchObject({ errorCode: 'OTP_RESEND_COOLDOWN', value: { retryAfterSeconds: 60 } });
    server.clock.advance(60_000);
    const resent = await server.call('POST', accountPaths.registrationOtpResend, { cookie: jar.header });
    expect(resent.body.value).toMatchObject({ channel: 'EMAIL' });
    expect(await server.outbox('081311112222')).toEqual([]);
    const code = await server.latestCode('sms.seller@demo.test');
    const verified = await server.call('POST', accountPaths.registrationOtpVerify, { body: { code }, cookie: jar.header });
    jar.set(...verified.setCookies);
    const session = (await server.call<Session>('GET', apiPaths.session, { cookie: jar.header })).body.value as Session;
    expect(session.customFields).toMatchObject({ isPhoneNumberVerified: false, isEmailVerified: true });
  });

  it('an email that has an account goes through the same answers, but its owner gets a notice instead of a code and nothing can be verified', async () => {
    const fresh = await register(server, { ...form, email: 'someone.new@demo.test', storeName: 'Toko Pembanding' });
    const taken = await register(server, { ...form, email: demo.staff.username, storeName: 'Toko Penyerobot' });
    expect(taken.answer.status).toBe(fresh.answer.status);
    expect(taken.answer.body.value).toEqual({
      ...fresh.answer.body.value,
      email: demo.staff.username,
      storeName: 'Toko Penyerobot',
      channels: [{ channel: 'EMAIL', destination: 's***f@demo.test' }],
    });
    expect(taken.jar.get(accountCookieNames.registration)).toBeDefined();

    const sentFresh = await server.call('POST', accountPaths.registrationOtpSend, { body: {}, cookie: fresh.jar.header });
    const sentTaken = await server.call('POST', accountPaths.registrationOtpSend, { body: {}, cookie: taken.jar.header });
    expect(sentTaken.status).toBe(sentFresh.status);
    expect({ ...(sentTaken.body.value as object), destination: null, channels: null }).toEqual({
      ...(sentFresh.body.value as object),
      destination: null,
      channels: null,
    });

    const [notice] = await server.outbox(demo.staff.username);
    expect(notice).toMatchObject({ purpose: 'NOTICE_ALREADY_REGISTERED', code: null, subject: 'Seseorang mencoba mendaftar dengan email Anda' });
    // No code left the server, so none verifies; the account is as it was.
    const guesses = await Promise.all(
      ['000000', '123456', '999999'].map((code) => server.call('POST', accountPaths.registrationOtpVerify, { body: { code }, cookie: taken.jar.header })),
    );
    expect(guesses.map((g) => g.body.errorCode)).toEqual(['OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID']);
    expect((await server.call('POST', apiPaths.signIn, { body: demo.staff })).body.value).toMatchObject({ next: 'SESSION' });
  });

  it('answers the session-expired modal without an open registration, and after 30 minutes', async () => {
    expect((await server.call('POST', accountPaths.registrationOtpSend, { body: {} })).body.errorCode).toBe('OTP_SESSION_EXPIRED');
    const { jar } = await register(server, { ...form, email: 'slow.seller@demo.test', storeName: 'Toko Lambat' });
    server.clock.advance(30 * 60_000);
    const late = await server.call('POST', accountPaths.registrationOtpSend, { body: {}, cookie: jar.header });
    expect(late.status).toBe(410);
    expect(late.body.errorCode).toBe('OTP_SESSION_EXPIRED');
  });

  it('refuses the code when the email was registered meanwhile', async () => {
    const { jar } = await register(server, { ...form, email: 'race@demo.test', storeName: 'Toko Balapan' });
    const other = await register(server, { ...form, email: 'race@demo.test', storeName: 'Toko Balapan Dua' });
    await server.call('POST', accountPaths.registrationOtpSend, { body: {}, cookie: other.jar.header });
    const otherCode = await server.latestCode('race@demo.test');
    expect((await server.call('POST', accountPaths.registrationOtpVerify, { body: { code: otherCode }, cookie: other.jar.header })).status).toBe(200);

    server.clock.advance(60_000);
    await server.call('POST', accountPaths.registrationOtpSend, { body: {}, cookie: jar.header });
    const code = await server.latestCode('race@demo.test');
    const answer = await server.call('POST', accountPaths.registrationOtpVerify, { body: { code }, cookie: jar.header });
    expect(answer.body.errorCode).toBe('EMAIL_ALREADY_REGISTERED');
  });

  it('§4.2 needVerification: a signed-in user with it verifies by code, and the session shows it cleared', async () => {
    await server.database.db.update(users).set({ needVerification: true }).where(eq(users.username, demo.staff.username));
    const cookie = await server.signIn(demo.staff.username, demo.staff.password);
    expect((await server.call<Session>('GET', apiPaths.session, { cookie })).body.value?.customFields.needVerification).toBe(true);

    const sent = await server.call('POST', accountPaths.registrationOtpSend, { body: {}, cookie });
    expect(sent.body.value).toMatchObject({ channel: 'EMAIL' });
    const code = await server.latestCode(demo.staff.username);
    const verified = await server.call('POST', accountPaths.registrationOtpVerify, { body: { code }, cookie });
    expect(verified.body.value).toEqual({ username: demo.staff.username, next: 'SESSION' });
    expect(sessionCookieOf(verified.setCookies)).toBeNull();
    expect((await server.call<Session>('GET', apiPaths.session, { cookie })).body.value?.customFields.needVerification).toBe(false);

    // Without needVerification there is nothing to verify.
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    expect((await server.call('POST', accountPaths.registrationOtpSend, { body: {}, cookie: seller })).body.errorCode).toBe('PE403001');
  });
});
