import { accountPaths } from '@seller-portal/contracts/accounts';
import { apiPaths } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { bodyLimitBytes } from '../src/app';
import { drivers } from './support/test-database';
import { demo, useTestServer } from './support/test-server';

describe.each(drivers)('bad input (%s)', (driver) => {
  const server = useTestServer(driver);

  it.each([
    ['malformed JSON', '{"username": "seller@demo.test", ', 'application/json', 400, 'BAD_REQUEST'],
    ['a JSON array', '[1, 2]', 'application/json', 400, 'BAD_REQUEST'],
    ['JSON nested 20,000 deep', `{"username":"a","password":${'['.repeat(20_000)}${']'.repeat(20_000)}}`, 'application/json', 400, 'BAD_REQUEST'],
    ['a wrong type for username', JSON.stringify({ username: 42, password: 'x' }), 'application/json', 400, 'BAD_REQUEST'],
    ['a wrong type for password', JSON.stringify({ username: 'a', password: { $ne: 1 } }), 'application/json', 400, 'BAD_REQUEST'],
    ['an over-long username', JSON.stringify({ username: 'a'.repeat(400), password: 'x' }), 'application/json', 400, 'BAD_REQUEST'],
    ['a text body', 'username=seller', 'text/plain', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a form body', 'username=seller&password=x', 'application/x-www-form-urlencoded', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    // Only the upload routes read multipart; on any other route the body is absent, so its fields are blank.
    [
      'a multipart body',
      '--b\r\nContent-Disposition: form-data; name="username"\r\n\r\nseller\r\n--b--\r\n',
      'multipart/form-data; boundary=b',
      400,
      'PMA400001',
    ],
  ])('answers %s on a JSON route with %i %s', async (_, body, contentType, status, code) => {
    const answer = await server.call('POST', apiPaths.signIn, { body, headers: { 'content-type': contentType } });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, value: null, errorCode: code });
    expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts|stack/i);
  });

  it('answers 413 PAYLOAD_TOO_LARGE for a body over 64 KiB', async () => {
    const body = JSON.stringify({ username: 'x', password: 'y'.repeat(bodyLimitBytes) });
    const answer = await server.call('POST', apiPaths.signIn, { body });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ success: false, status: 'PAYLOAD_TOO_LARGE', errorCode: 'PAYLOAD_TOO_LARGE' });
  });

  it.each([
    ['GET', '/backend/no/such/call'],
    ['POST', '/backend/no/such/call'],
    ['GET', '/backend'],
    // A known path with a method it does not have.
    ['GET', apiPaths.signIn],
  ])('answers %s %s with the 404 NOT_FOUND envelope', async (method, path) => {
    const answer = await server.call(method, `${path}?requestId=1700000000000`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      success: false,
      status: 'NOT_FOUND',
      value: null,
      errorCode: 'NOT_FOUND',
      errorMessage: 'Not found.',
      requestId: '1700000000000',
    });
  });

  it('treats a JSON content type without a body as no body (sign-out from a fetch wrapper)', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const answer = await server.call('POST', apiPaths.signOut, { cookie, headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(200);
  });

  describe('text no column can hold is bad input, never a 500', () => {
    const nul = 'a\u0000b';
    const surrogate = 'a\ud800b';
    it.each([
      ['sign-in', 'POST', apiPaths.signIn, { username: `seller${nul}@demo.test`, password: 'x' }],
      ['sign-in (surrogate)', 'POST', apiPaths.signIn, { username: `seller${surrogate}@demo.test`, password: 'x' }],
      [
        'registration',
        'POST',
        accountPaths.registration,
        { email: `x${nul}@demo.test`, fullName: 'A', storeName: 'Toko', phoneNumber: '0812345678', password: 'p', confirmPassword: 'p' },
      ],
      ['forgot password', 'PUT', accountPaths.forgotPassword, { email: `x${surrogate}@demo.test` }],
      ['an object key', 'POST', apiPaths.signIn, { username: 'x', password: 'y', [`k${nul}`]: 1 }],
    ])('%s', async (_name, method, path, body) => {
      const answer = await server.call(method, path, { body: JSON.stringify(body) });
      expect([answer.status, answer.body.errorCode]).toEqual([400, 'BAD_REQUEST']);
    });

    it.each([
      ['name availability', `${accountPaths.checkNameAvailability}?name=Toko%00Makmur`],
      ['user-store search', `${accountPaths.userStores}?keyword=a%00b`],
      ['the outbox', `${accountPaths.devOutboxJson}?to=a%00b`],
    ])('%s', async (_name, url) => {
      const cookie = await server.signIn(demo.amphibi.username, demo.amphibi.password);
      const answer = await server.call('GET', url, { cookie });
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('BAD_REQUEST');
    });
  });
});
