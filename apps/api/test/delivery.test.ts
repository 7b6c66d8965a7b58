import { accountPaths, type DevOutboxEntry } from '@seller-portal/contracts/accounts';
import { apiPaths } from '@seller-portal/contracts/core';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from './support/test-database';
import { CookieJar, demo, devOutboxUrl, startTestServer, testDevOutboxKey, useTestServer } from './support/test-server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in this process, on a random port of 127.0.0.1, keeping what it receives. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    closeTimeout: 200,
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  return { url: `smtp://127.0.0.1:${address.port}`, received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/**
 * A dead SMTP server: it takes each connection and hangs up at once. A port found free and closed again is no such
 * thing: another server of the run can take it meanwhile and then answer nothing, and the send waits out its timeouts.
 */
async function hangUpServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the dead SMTP server has no address');
  return { url: `smtp://127.0.0.1:${address.port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Quoted-printable soft line breaks and =XX escapes, as mail bodies come over SMTP. */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe.each(drivers)('mail through SMTP (%s)', (driver) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: Server;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(driver, { smtp: { url: smtp.url, from: 'Seller Portal <no-reply@portal.test>' } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('delivers the multi-factor code by SMTP and keeps it in the outbox as SENT', async () => {
    const step = await server.call('POST', apiPaths.signIn, { body: demo.mfa });
    const jar = new CookieJar().set(...step.setCookies);
    expect((await server.call('POST', accountPaths.multiFactorSendOtp, { body: {}, cookie: jar.header })).status).toBe(200);
    const [entry] = await server.outbox(demo.mfa.username);
    expect(entry.status).toBe('SENT');
    const mail = smtp.received.at(-1);
    expect(mail).toMatchObject({ from: 'no-reply@portal.test', to: [demo.mfa.username] });
    expect(mail?.raw).toContain('Subject: Kode verifikasi masuk Anda');
    expect(decodeQuotedPrintable(mail?.raw ?? '')).toContain(entry.code ?? 'no code');
  });

  it('mails the reset link as text and as a clickable HTML link', async () => {
    await server.call('PUT', accountPaths.forgotPassword, { body: { email: demo.staff.username } });
    const [entry] = await server.outbox(demo.staff.username);
    const body = decodeQuotedPrintable(smtp.received.at(-1)?.raw ?? '');
    expect(body).toContain(entry.links[0]);
    expect(body).toContain(`<a href="${entry.links[0]}">Atur ulang kata sandi</a>`);
  });
});

describe.each(drivers)('a dead SMTP server (%s)', (driver) => {
  let dead: Awaited<ReturnType<typeof hangUpServer>>;
  let server: Server;
  beforeAll(async () => {
    dead = await hangUpServer();
    server = await startTestServer(driver, { smtp: { url: dead.url, from: 'no-reply@portal.test' } });
  });
  afterAll(async () => {
    await server?.close();
    await dead?.close();
  });

  it('answers a code request with PMU502000, keeps the message as FAILED, and lets the user ask again at once', async () => {
    const step = await server.call('POST', apiPaths.signIn, { body: demo.mfa });
    const jar = new CookieJar().set(...step.setCookies);
    const answer = await server.call('POST', accountPaths.multiFactorSendOtp, { body: {}, cookie: jar.header });
    expect(answer.status).toBe(502);
    expect(answer.body.errorCode).toBe('PMU502000');
    expect((await server.outbox(demo.mfa.username))[0].status).toBe('FAILED');
    expect((await server.call('POST', accountPaths.multiFactorSendOtp, { body: {}, cookie: jar.header })).body.errorCode).toBe('PMU502000');
  });

  it('still answers forgot password the same (the failure is only logged)', async () => {
    const answer = await server.call('PUT', accountPaths.forgotPassword, { body: { email: demo.seller.username } });
    expect(answer.body.value).toEqual({ sent: true });
    expect((await server.outbox(demo.seller.username))[0].status).toBe('FAILED');
  });
});

describe.each(drivers)('the dev outbox page (%s)', (driver) => {
  const server = useTestServer(driver);

  it('lists what was sent newest first, as HTML with clickable links and as JSON', async () => {
    await server.call('PUT', accountPaths.forgotPassword, { body: { email: demo.seller.username } });
    // The mail is written after the answer: wait for it, or the two background sends race for the order.
    await server.app.accounts.passwords.drain();
    await server.call('PUT', accountPaths.forgotPassword, { body: { email: demo.staff.username } });
    const json = await server.outbox();
    expect(json.map((e: DevOutboxEntry) => e.recipient).slice(0, 2)).toEqual([demo.staff.username, demo.seller.username]);

    const response = await fetch(server.baseUrl + devOutboxUrl(accountPaths.devOutbox, { lang: 'en' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<h1>Outbox</h1>');
    expect(html.indexOf(demo.staff.username)).toBeLessThan(html.indexOf(demo.seller.username));
    expect(html).toContain(`<a href="${json[0].links[0]}">${json[0].links[0]}</a>`);
    expect(await (await fetch(server.baseUrl + devOutboxUrl(accountPaths.devOutbox))).text()).toContain('<h1>Kotak keluar</h1>');
  });

  it('escapes what people typed into messages', async () => {
    const cookie = await server.signIn(demo.internal.username, demo.internal.password);
    await server.call('POST', accountPaths.contactVerificationSend, { cookie, body: { type: 'EMAIL', value: 'x<script>@demo.test' } });
    const html = await (await fetch(server.baseUrl + devOutboxUrl(accountPaths.devOutbox))).text();
    expect(html).not.toContain('<script>');
  });
});

describe.each(drivers)('the dev outbox behind a proxy on this machine (TRUST_PROXY=127.0.0.1) (%s)', (driver) => {
  const server = useTestServer(driver, { trustProxy: '127.0.0.1' });
  const outboxJson = (query: Record<string, string> = {}) => `${server.baseUrl}${accountPaths.devOutboxJson}?${new URLSearchParams(query).toString()}`;

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.9' }],
    ['Forwarded', { forwarded: 'for=203.0.113.9;proto=https' }],
    ['X-Real-IP', { 'x-real-ip': '203.0.113.9' }],
    ['X-Forwarded-For naming this machine', { 'x-forwarded-for': '127.0.0.1' }],
  ])('refuses an internet client relayed by the proxy (%s), even with the key', async (_, headers) => {
    await server.call('PUT', accountPaths.forgotPassword, { body: { email: demo.seller.username } });
    await server.app.accounts.passwords.drain();
    for (const url of [server.baseUrl + devOutboxUrl(accountPaths.devOutboxJson), server.baseUrl + devOutboxUrl(accountPaths.devOutbox)]) {
      const answer = await fetch(url, { headers });
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('reset-password');
    }
    server.clock.advance(61_000);
  });

  it.each([
    ['no key', {}, {}],
    ['a wrong key', { key: 'not-the-outbox-key' }, {}],
    ['a wrong key of the same length', { key: testDevOutboxKey.replace(/.$/, '#') }, {}],
    ['a wrong key in the header', {}, { 'x-dev-outbox-key': 'not-the-outbox-key' }],
  ])('refuses a caller on this machine with %s', async (_, query, headers) => {
    expect((await fetch(outboxJson(query), { headers })).status).toBe(404);
  });

  it('answers a caller on this machine with the key, in the query or the header, and keeps it out of Referer', async () => {
    expect((await fetch(outboxJson({ key: testDevOutboxKey }))).status).toBe(200);
    expect((await fetch(outboxJson(), { headers: { 'x-dev-outbox-key': testDevOutboxKey } })).status).toBe(200);
    const page = await fetch(server.baseUrl + devOutboxUrl(accountPaths.devOutbox, { to: demo.seller.username }));
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    // Its own links (refresh, JSON) carry the key.
    expect(await page.text()).toContain(`href="${accountPaths.devOutboxJson}?key=${testDevOutboxKey}&amp;to=${encodeURIComponent(demo.seller.username)}"`);
  });
});

describe.each(drivers)('the dev outbox switched off, and tight limits on the code and forgot-password calls (%s)', (driver) => {
  const server = useTestServer(driver, { devOutbox: false, accountRateLimitPerMinute: 2 });

  it.each([accountPaths.devOutbox, accountPaths.devOutboxJson])('answers 404 on %s', async (path) => {
    expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(404);
  });

  it.each([
    ['forgot password', 'PUT', accountPaths.forgotPassword, { email: 'nobody@demo.test' }],
    ['multi-factor send-otp', 'POST', accountPaths.multiFactorSendOtp, {}],
    ['multi-factor verify', 'POST', accountPaths.multiFactorVerify, { code: '123456' }],
    ['registration otp send', 'POST', accountPaths.registrationOtpSend, {}],
  ])('answers 429 past the per-address limit on %s', async (_, method, path, body) => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await server.call(method, path, { body })).status);
    expect(statuses[2]).toBe(429);
    expect(statuses.slice(0, 2)).not.toContain(429);
  });
});
