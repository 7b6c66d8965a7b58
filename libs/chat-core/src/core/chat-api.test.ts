// @vitest-environment node
import { createApiClient } from '@seller-portal/api-client';
import { chatCalls, chatPaths, chatTokenHeader } from '@seller-portal/contracts/chat';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChatApi, tokenExpiry, type ChatCallFailure } from './chat-api';

/*
 * The chat calls' token handling over a real socket: a small HTTP peer hands out numbered chat tokens and answers
 * the chat paths as the server's §8 envelopes would.
 */
let server: Server;
let baseUrl: string;
let minted = 0;
/** The token each chat call carried, by path. */
const carried: { path: string; token: string | undefined }[] = [];
/** Tokens the peer treats as expired. */
const expired = new Set<string>();

const jwt = (n: number, expSeconds: number) =>
  `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify({ n, exp: expSeconds })).toString('base64url')}.sig`;
const envelope = (value: unknown) => ({ success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId: 'r' });
const failure = (status: string, errorCode: string) => ({ success: false, status, value: null, errorCode, errorMessage: errorCode, requestId: 'r' });

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === chatPaths.generateToken) {
      minted += 1;
      return send(200, envelope(jwt(minted, Math.floor(Date.now() / 1000) + 3600)));
    }
    const token = request.headers[chatTokenHeader.toLowerCase()] as string | undefined;
    carried.push({ path: url.pathname, token });
    if (token && expired.has(token)) return send(403, failure('FORBIDDEN', 'CHAT_TOKEN_EXPIRED'));
    if (url.pathname === chatPaths.templates) return send(200, envelope([]));
    if (url.pathname === chatPaths.config) return send(401, failure('UNAUTHORIZED', 'PE401001'));
    return send(500, failure('INTERNAL_SERVER_ERROR', 'PE500001'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  minted = 0;
  carried.length = 0;
  expired.clear();
});

function chatApi(now: () => number = Date.now) {
  const failures: ChatCallFailure[] = [];
  const api = createChatApi(createApiClient({ baseUrl }), { onFailure: (f) => failures.push(f), now });
  return { api, failures };
}

describe('§4.10 the chat token of the chat calls', () => {
  it('is fetched once and carried by every call', async () => {
    const { api, failures } = chatApi();
    await api.call(chatCalls.templates);
    await api.call(chatCalls.templates);
    expect(minted).toBe(1);
    expect(carried).toHaveLength(2);
    expect(tokenExpiry(carried[0].token ?? '')).toBeGreaterThan(Date.now());
    expect(carried[1].token).toBe(carried[0].token);
    expect(failures).toEqual([]);
  });

  it('a call that answers CHAT_TOKEN_EXPIRED is sent once more with a new token', async () => {
    const { api, failures } = chatApi();
    await api.call(chatCalls.templates);
    expired.add(carried[0].token ?? '');
    await expect(api.call(chatCalls.templates)).resolves.toEqual([]);
    expect(minted).toBe(2);
    expect(carried.map((c) => c.token)).toEqual([carried[0].token, carried[0].token, carried[2].token]);
    expect(carried[2].token).not.toBe(carried[0].token);
    expect(failures).toEqual([]);
  });

  it('is renewed before it expires, not sent stale', async () => {
    let now = Date.now();
    const { api } = chatApi(() => now);
    await api.call(chatCalls.templates);
    now += 3600_000;
    await api.call(chatCalls.templates);
    expect(minted).toBe(2);
    expect(carried[1].token).not.toBe(carried[0].token);
  });

  it('a failed call is reported as api-unreachable with its path, status and code, and still rejects', async () => {
    const { api, failures } = chatApi();
    await expect(api.call(chatCalls.rooms)).rejects.toMatchObject({ errorCode: 'PE500001' });
    await expect(api.call(chatCalls.config)).rejects.toMatchObject({ httpStatus: 401 });
    expect(failures).toEqual([
      { path: chatPaths.rooms, httpStatus: 500, errorCode: 'PE500001' },
      { path: chatPaths.config, httpStatus: 401, errorCode: 'PE401001' },
    ]);
    // Neither is retried: only a rejected chat token is.
    expect(carried.map((c) => c.path)).toEqual([chatPaths.rooms, chatPaths.config]);
  });
});
