// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineCall } from '@seller-portal/contracts/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { createApiClient } from './client';

interface Seen {
  method: string;
  url: URL;
  contentType: string | undefined;
  body: string;
}

/** A real HTTP peer on 127.0.0.1 answering envelopes, so the client runs over a real socket. */
let server: Server;
let baseUrl: string;
const seen: Seen[] = [];

async function readAll(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    seen.push({ method: request.method ?? '', url, contentType: request.headers['content-type'], body: await readAll(request) });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    switch (url.pathname) {
      case '/backend/ok':
        return send(200, { success: true, status: 'OK', value: { hello: 'world' }, errorCode: null, errorMessage: null, requestId: 'r1' });
      case '/backend/things/a%2Fb/rename':
        return send(200, {
          success: true,
          status: 'OK',
          value: { name: JSON.parse(await lastBody()).name },
          errorCode: null,
          errorMessage: null,
          requestId: 'r4',
        });
      case '/backend/content':
        return send(200, { success: true, status: 'OK', content: [1, 2] });
      case '/backend/main/session':
      case '/backend/gw/partners-engine/authentication/sign-in':
        return send(401, { success: false, status: 'UNAUTHORIZED', value: null, errorCode: 'PE401007', errorMessage: 'wrong', requestId: 'r2' });
      case '/backend/soft-failure':
        return send(200, { success: false, status: 'BAD_REQUEST', value: null, errorCode: 'PMA400001', errorMessage: 'blank', requestId: 'r3' });
      default:
        response.writeHead(502, { 'content-type': 'text/html' });
        response.end('<html>bad gateway</html>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function lastBody(): Promise<string> {
  return seen[seen.length - 1].body;
}

function lastSeen(): Seen {
  return seen[seen.length - 1];
}

describe('createApiClient against a real HTTP server', () => {
  it('sends the standard query, drops empty values and resolves to the envelope value', async () => {
    const client = createApiClient({ baseUrl, now: () => 42 });
    const value = await client.get<{ hello: string }>('/backend/ok', { query: { keyword: '', page: 0, tags: [] } });
    expect(value).toEqual({ hello: 'world' });
    expect(Object.fromEntries(lastSeen().url.searchParams)).toEqual({
      storeId: '10001',
      channelId: 'Web',
      clientId: 'partners-main-ui',
      requestId: '42',
      page: '0',
    });
  });

  it('sends a JSON body', async () => {
    const client = createApiClient({ baseUrl });
    await client.post('/backend/ok', { body: { username: 'u' } });
    expect(lastSeen()).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"username":"u"}' });
  });

  it('leaves the standard query out when asked (§7 multi-factor calls)', async () => {
    const client = createApiClient({ baseUrl });
    await client.put('/backend/ok', { standardQuery: false });
    expect(lastSeen().url.search).toBe('');
  });

  it('returns the whole body from requestBody', async () => {
    const client = createApiClient({ baseUrl });
    await expect(client.requestBody('GET', '/backend/content')).resolves.toMatchObject({ content: [1, 2] });
  });

  it('treats a 200 answer without success as an error carrying the envelope', async () => {
    const client = createApiClient({ baseUrl });
    const error = await client.get('/backend/soft-failure').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ httpStatus: 200, errorCode: 'PMA400001', errorMessage: 'blank', requestId: 'r3' });
  });

  it('names a non-JSON failure after its status', async () => {
    const client = createApiClient({ baseUrl });
    await expect(client.get('/backend/unknown')).rejects.toMatchObject({ httpStatus: 502, errorCode: 'HTTP_502', body: null });
  });

  it('calls on401 for a non-public call, and still rejects', async () => {
    const calls: string[] = [];
    const client = createApiClient({ baseUrl, on401: (_error, path) => calls.push(path) });
    await expect(client.get('/backend/main/session')).rejects.toMatchObject({ httpStatus: 401, errorCode: 'PE401007' });
    expect(calls).toEqual(['/backend/main/session']);
  });

  it('does not call on401 for a public call or when the caller ignores 401', async () => {
    const calls: string[] = [];
    const client = createApiClient({ baseUrl, on401: (_error, path) => calls.push(path) });
    await expect(client.post('/backend/gw/partners-engine/authentication/sign-in', { body: {} })).rejects.toBeInstanceOf(ApiError);
    await expect(client.get('/backend/main/session', { ignore401: true })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);
  });

  it('turns a network failure into errorCode NETWORK', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const client = createApiClient({ baseUrl: `http://127.0.0.1:${port}` });
    await expect(client.get('/backend/ok')).rejects.toMatchObject({ httpStatus: 0, errorCode: 'NETWORK' });
  });

  it.each([
    ['sends a change again when the page says so', [true], 1, 'resolves'],
    ['rejects as before when the page declines', [false], 1, 'rejects'],
    ['asks again after a second drop', [true, false], 2, 'rejects'],
  ] as const)('a change without an answer: %s', async (_name, answers, asked, outcome) => {
    const questions: string[] = [];
    const replies = [...answers];
    let sent = 0;
    // The first send drops (no answer at all), the later ones reach the real peer unless the page is asked again.
    const dropping: typeof fetch = (input, init) => {
      sent += 1;
      return sent === 1 || (answers.length > 1 && sent === 2) ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
    };
    const client = createApiClient({ baseUrl, fetch: dropping });
    client.askOnNoAnswer((method, path) => {
      questions.push(`${method} ${path}`);
      return Promise.resolve(replies.shift() ?? false);
    });
    const result = client.post('/backend/ok', { body: { a: 1 } });
    if (outcome === 'resolves') await expect(result).resolves.toBeDefined();
    else await expect(result).rejects.toMatchObject({ errorCode: 'NETWORK' });
    expect(questions).toEqual(Array(asked).fill('POST /backend/ok'));
  });

  it('never asks about a query: the query client retries those', async () => {
    let asked = 0;
    const client = createApiClient({ baseUrl, fetch: () => Promise.reject(new TypeError('fetch failed')) });
    client.askOnNoAnswer(() => Promise.resolve(++asked > 0));
    await expect(client.get('/backend/ok')).rejects.toMatchObject({ errorCode: 'NETWORK' });
    expect(asked).toBe(0);
    // Without a handler (the shell gone) a change fails at once.
    client.askOnNoAnswer(null);
    await expect(client.post('/backend/ok')).rejects.toMatchObject({ errorCode: 'NETWORK' });
    expect(asked).toBe(0);
  });

  it('lets an abort through as an abort, not as a network error', async () => {
    const client = createApiClient({ baseUrl });
    const controller = new AbortController();
    controller.abort();
    const error = await client.get('/backend/ok', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('client.call of a declared call', () => {
  const rename = defineCall({
    method: 'PUT',
    path: '/backend/things/:thingId/rename',
    summary: 'Renames a thing.',
    access: { modes: ['STORE'] },
    query: z.object({ dryRun: z.enum(['yes', 'no']).optional() }),
    body: z.object({ name: z.string() }).strict(),
    answer: z.object({ name: z.string() }),
    errors: [],
  });
  const listed = defineCall({
    method: 'GET',
    path: '/backend/content',
    summary: 'A §7 list.',
    access: { public: true },
    answer: z.array(z.number()),
    answerIn: 'content',
    errors: [],
  });

  it("sends the declaration's method to its path with the parameters encoded, the query and the body, and answers the value", async () => {
    const client = createApiClient({ baseUrl, now: () => 7 });
    const answer = await client.call(rename, { params: { thingId: 'a/b' }, query: { dryRun: 'no' }, body: { name: 'new' } });
    expect(answer).toEqual({ name: 'new' });
    expect(lastSeen()).toMatchObject({ method: 'PUT', body: '{"name":"new"}' });
    expect(lastSeen().url.pathname).toBe('/backend/things/a%2Fb/rename');
    expect(lastSeen().url.searchParams.get('dryRun')).toBe('no');
  });

  it('answers the content of a §7 call that answers in content', async () => {
    await expect(createApiClient({ baseUrl }).call(listed)).resolves.toEqual([1, 2]);
  });
});
