import { describe, expect, it } from 'vitest';
import { jsonString } from './json-text';
import { redactedError, redactedUrl, redactingSerializers, requestLogJson } from './log-redaction';

describe('access log URLs', () => {
  it.each([
    ['no query', '/backend/main/session', '/backend/main/session'],
    ['a harmless query', '/dev/outbox?to=a%40b.c&limit=5', '/dev/outbox?to=a%40b.c&limit=5'],
    ['a reset token', '/reset-password/v2?token=abc123&lang=en', '/reset-password/v2?token=[redacted]&lang=en'],
    ['the app hand-off token, any case', '/?authToken=xyz&redirectUri=%2Forders', '/?authToken=[redacted]&redirectUri=%2Forders'],
    ['a CAS ticket', '/sso/cas?domain=demo.test&ticket=ST-1-abc', '/sso/cas?domain=demo.test&ticket=[redacted]'],
    ['a code', '/x?code=123456', '/x?code=[redacted]'],
    ['an encoded name', '/x?auth%54oken=secret', '/x?auth%54oken=[redacted]'],
    ['a name without a value', '/x?token', '/x?token'],
    [
      "a buyer app's customer token on the realtime socket",
      '/backend/realtime?after=5&customerToken=eyJ.abc.def',
      '/backend/realtime?after=5&customerToken=[redacted]',
    ],
    ['a chat token on the realtime socket', '/backend/realtime?chatToken=eyJ.abc.def', '/backend/realtime?chatToken=[redacted]'],
    ['the dev outbox key', '/dev/outbox.json?key=s3cret&to=a%40b.c', '/dev/outbox.json?key=[redacted]&to=a%40b.c'],
  ])('%s', (_name, url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});

describe("the access log's request", () => {
  const socket = { remotePort: 51234 };
  it.each([
    ['a plain call', { method: 'GET', url: '/backend/main/session', host: '127.0.0.1:4710', ip: '127.0.0.1', socket }],
    ['a secret in the query', { method: 'GET', url: '/reset-password/v2?token=abc"def&lang=en', host: 'seller.test', ip: '::1', socket }],
    ['text JSON escapes', { method: 'GET', url: '/x?q=\\a"b\u0001c\u00e9\ud800', host: 'se"ller\\.test', ip: '10.0.0.1', socket }],
    ['no socket any more', { method: 'POST', url: '/backend/x', host: '', ip: undefined, socket: undefined }],
    ['no port', { method: 'GET', url: '/', host: 'h', ip: '10.0.0.2', socket: {} }],
  ])('%s is the JSON of its serialized fields', (_name, request) => {
    expect(requestLogJson(request)).toBe(JSON.stringify(redactingSerializers?.req?.(request as never)));
  });

  it.each(['4193c572-f9cd-4f40-b579-c0f44a5b3195', '1700000000000', 'a"b', 'a\\b', '\u0000', 'é', '\udc00', ''])('writes %j as JSON.stringify does', (text) => {
    expect(jsonString(text)).toBe(JSON.stringify(text));
  });
});

describe('logged database errors', () => {
  it('keep what failed but not the values of the statement, in the error and its cause', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      detail: 'Key (email)=(rina@demo.test) already exists.',
    });
    const error = Object.assign(
      new Error('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: rina@demo.test,$argon2id$v=19$abc'),
      {
        query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
        params: ['rina@demo.test', '$argon2id$v=19$abc'],
        cause,
      },
    );
    const logged = JSON.stringify(redactedError(error));
    expect(logged).not.toContain('rina@demo.test');
    expect(logged).not.toContain('argon2id');
    expect(logged).toContain('insert into');
    expect(logged).toContain('users_email_unique');
    expect(logged).toContain('23505');
  });

  it('leaves other values alone', () => {
    expect(redactedError('text')).toBe('text');
    expect(redactedError(null)).toBe(null);
  });
});
