import { accountPaths, type OtpChallenge } from '@seller-portal/contracts/accounts';
import { apiPaths, type Session } from '@seller-portal/contracts/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { drivers } from './support/test-database';
import { demo, useTestServer } from './support/test-server';

describe.each(drivers)('phone and email verification (%s)', (driver) => {
  const server = useTestServer(driver);
  const send = (cookie: string, body: object) => server.call<OtpChallenge>('POST', accountPaths.contactVerificationSend, { cookie, body });
  const verify = (cookie: string, body: object) => server.call<Session>('POST', accountPaths.contactVerificationVerify, { cookie, body });

  it.each([
    ['6 digits', '123456', 'PHONE_NUMBER_INVALID'],
    ['15 digits', '123456789012345', 'PHONE_NUMBER_INVALID'],
    ['letters', '0812-CALL-ME', 'PHONE_NUMBER_INVALID'],
    ['7 digits', '1234567', null],
    ['14 digits', '+62 812 3456 78901', null],
  ])('phone numbers (§5 7–14 digits): %s → %s', async (_, value, code) => {
    const cookie = await server.signIn(demo.staff.username, demo.staff.password);
    // Each row is a new number: past the resend cooldown of the row before.
    server.clock.advance(60_000);
    expect((await send(cookie, { type: 'PHONE', value, currentPassword: demo.staff.password })).body.errorCode).toBe(code);
  });

  it('verifies a new phone number with the code sent to it; every session of the user shows it', async () => {
    await server.database.db.update(users).set({ isPhoneNumberVerified: false }).where(eq(users.username, demo.seller.username));
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const other = await server.signIn(demo.seller.username, demo.seller.password);
    const sent = await send(cookie, { type: 'PHONE', value: '0857 7777 8888', currentPassword: demo.seller.password });
    expect(sent.body.value).toMatchObject({ channel: 'SMS', destination: '********8888' });
    const code = await server.latestCode('085777778888');

    expect((await verify(cookie, { type: 'PHONE', code: code === '000000' ? '000001' : '000000' })).body.errorCode).toBe('OTP_INVALID');
    const verified = await verify(cookie, { type: 'PHONE', code });
    expect(verified.body.value?.customFields.isPhoneNumberVerified).toBe(true);
    expect((await server.call<Session>('GET', apiPaths.session, { cookie: other })).body.value?.customFields.isPhoneNumberVerified).toBe(true);
    const [row] = await server.database.db.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.username, demo.seller.username));
    expect(row.phoneNumber).toBe('085777778888');
    const [notice] = await server.outbox(demo.seller.username);
    expect(notice).toMatchObject({ purpose: 'NOTICE_PHONE_CHANGED', subject: 'Nomor HP akun Seller Center Anda diubah' });
    expect(notice.text).toContain('********8888');
  });

  it('verifies a new email; the username that was the email follows it', async () => {
    const cookie = await server.signIn(demo.vendor.username, demo.vendor.password);
    await send(cookie, { type: 'EMAIL', value: 'Vina.Baru@Demo.test', currentPassword: demo.vendor.password });
    const code = await server.latestCode('vina.baru@demo.test');
    const verified = await verify(cookie, { type: 'EMAIL', code });
    expect(verified.body.value).toMatchObject({ username: 'vina.baru@demo.test', customFields: { isEmailVerified: true } });
    const signIn = await server.call('POST', apiPaths.signIn, { body: { username: 'vina.baru@demo.test', password: demo.vendor.password } });
    expect(signIn.body.value).toMatchObject({ next: 'SESSION' });
    // The old address is told, in case the change was not its owner's.
    const [notice] = await server.outbox(demo.vendor.username);
    expect(notice).toMatchObject({ purpose: 'NOTICE_EMAIL_CHANGED', subject: 'Email akun Seller Center Anda diubah' });
    expect(notice.text).toContain('vina.baru@demo.test');
  });

  it('refuses an email another account uses, and a second number within the resend cooldown', async () => {
    const cookie = await server.signIn(demo.internal.username, demo.internal.password);
    const currentPassword = demo.internal.password;
    expect((await send(cookie, { type: 'EMAIL', value: demo.seller.username, currentPassword })).body.errorCode).toBe('EMAIL_ALREADY_REGISTERED');
    expect((await send(cookie, { type: 'PHONE', value: '0811111111', currentPassword })).status).toBe(200);
    const second = await send(cookie, { type: 'PHONE', value: '0822222222', currentPassword });
    expect(second.body).toMatchObject({ errorCode: 'OTP_RESEND_COOLDOWN', value: { retryAfterSeconds: 60 } });
  });

  it('a session alone cannot move the account to another email or number: a change needs the current password, and wrong ones lock', async () => {
    const cookie = await server.signIn(demo.amphibi.username, demo.amphibi.password);
    const answers: string[] = [];
    for (const body of [
      { type: 'EMAIL', value: 'thief@evil.example' },
      { type: 'EMAIL', value: 'thief@evil.example', currentPassword: '' },
      { type: 'PHONE', value: '0899 1234 5678' },
      ...Array.from({ length: 5 }, () => ({ type: 'EMAIL', value: 'thief@evil.example', currentPassword: 'guess' })),
      { type: 'EMAIL', value: 'thief@evil.example', currentPassword: demo.amphibi.password },
    ]) {
      const answer = await send(cookie, body);
      answers.push(`${answer.status} ${answer.body.errorCode}`);
    }
    expect(answers).toEqual(['400 ERR_PMU400006', '400 ERR_PMU400006', '400 ERR_PMU400006', ...Array(5).fill('400 PE401007'), '400 PE401005']);
    expect(await server.outbox('thief@evil.example')).toEqual([]);
  });

  it("verifying the account's own contact needs no password", async () => {
    await server.database.db.update(users).set({ phoneNumber: '081200001111', isPhoneNumberVerified: false }).where(eq(users.username, demo.staff.username));
    const cookie = await server.signIn(demo.staff.username, demo.staff.password);
    server.clock.advance(60_000);
    expect((await send(cookie, { type: 'PHONE', value: '0812-0000-1111' })).status).toBe(200);
    expect((await send(cookie, { type: 'EMAIL', value: demo.staff.username })).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await send('', { type: 'PHONE', value: '1234567' })).status).toBe(401);
  });
});
