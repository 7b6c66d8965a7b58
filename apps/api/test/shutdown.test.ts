import { apiPaths, realtimeCloseCodes } from '@seller-portal/contracts/core';
import { execFileSync } from 'node:child_process';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RealtimeTestClient } from './support/realtime-client';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { createPostgresDatabase, drivers } from './support/test-database';
import { demo, sessionCookieOf, startTestServer } from './support/test-server';

interface SlowAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A request the server has begun (it answered `Expect: 100-continue`, so it has read the headers) whose body is
 * still on its way: in flight until `finish()` sends the rest.
 */
function slowRequest(baseUrl: string, path: string, body: unknown) {
  const text = JSON.stringify(body);
  const url = new URL(path, baseUrl);
  let finish = () => undefined as void;
  let answer!: Promise<SlowAnswer>;
  const begun = new Promise<void>((resolveBegun, rejectBegun) => {
    answer = new Promise<SlowAnswer>((resolveAnswer, rejectAnswer) => {
      const outgoing = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), expect: '100-continue' },
        },
        (response) => {
          let received = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (received += chunk));
          response.on('end', () => resolveAnswer({ status: response.statusCode ?? 0, headers: response.headers, body: received }));
        },
      );
      outgoing.on('error', (error) => {
        rejectBegun(error);
        rejectAnswer(error);
      });
      outgoing.on('continue', () => {
        outgoing.write(text.slice(0, 10));
        finish = () => void outgoing.end(text.slice(10));
        resolveBegun();
      });
      outgoing.flushHeaders();
    });
  });
  return { begun, answer, finish: () => finish() };
}

/** Resolves once the port refuses new connections (the server stopped accepting). */
async function refusesConnections(port: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolveTry) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolveTry(false);
      });
      socket.once('error', () => resolveTry(true));
    });
    if (refused) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(baseUrl + apiPaths.signIn, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demo.seller),
  });
  const cookie = sessionCookieOf(response.headers.getSetCookie());
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

describe.each(drivers)('readiness and liveness (%s)', (driver) => {
  // A server of its own for each test: draining and closing are for good.
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeEach(async () => {
    server = await startTestServer(driver);
  });
  afterEach(async () => {
    await server.close();
  });

  it('/readyz answers 200 while the process takes traffic and 503 while it drains; /healthz stays 200 (alive)', async () => {
    const ready = await server.call('GET', '/readyz');
    expect([ready.status, ready.body, ready.headers.get('cache-control')]).toEqual([200, { status: 'ready' }, 'no-store']);

    server.app.readiness.beginDrain(server.clock.now());
    const draining = await server.call('GET', '/readyz');
    expect([draining.status, draining.body]).toEqual([503, { status: 'draining' }]);
    const alive = await server.call('GET', '/healthz');
    expect([alive.status, alive.body]).toEqual([200, { status: 'ok' }]);
  });

  it('closing answers the request in flight; the next request on its connection gets 503 SERVICE_UNAVAILABLE and Connection: close', async () => {
    const socket = new RealtimeTestClient(server.baseUrl, { cookie: await server.signIn(demo.seller.username, demo.seller.password) });
    await socket.ready();
    const connection = rawConnection(Number(new URL(server.baseUrl).port));
    const body = JSON.stringify(demo.seller);
    connection.write(
      `POST ${apiPaths.signIn} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await connection.sees('100 Continue');

    const closing = server.close();
    // The socket's 1012 says closing has begun.
    expect(await socket.closedWith()).toBe(realtimeCloseCodes.serviceRestart);
    connection.write(`${body}GET ${apiPaths.config}?requestId=after-close HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await connection.ended();
    await closing;

    const [inFlight, next] = connection
      .received()
      .split(/(?=HTTP\/1\.1 (?!100))/)
      .filter((part) => !part.startsWith('HTTP/1.1 100'));
    expect(inFlight).toMatch(/^HTTP\/1\.1 200 /);
    expect(inFlight).toContain('"success":true');
    expect(next).toMatch(/^HTTP\/1\.1 503 /);
    expect(next.toLowerCase()).toContain('connection: close');
    const envelope = JSON.parse(next.slice(next.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(envelope).toMatchObject({ success: false, errorCode: 'SERVICE_UNAVAILABLE', requestId: 'after-close' });
  });

  it('closing tells every realtime socket the process is stopping (1012), so its client reconnects elsewhere', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const socket = new RealtimeTestClient(server.baseUrl, { cookie });
    await socket.ready();
    await server.close();
    expect(await socket.closedWith()).toBe(realtimeCloseCodes.serviceRestart);
  });
});

/** A raw HTTP/1.1 connection: what was received so far, and a wait for a text in it or for its end. */
function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((check) => check());
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
    wake();
  });
  socket.on('close', () => {
    ended = true;
    wake();
  });
  const until = (condition: () => boolean) =>
    new Promise<void>((resolveWait) => {
      const check = () => {
        if (!condition()) return;
        waiters.delete(check);
        resolveWait();
      };
      waiters.add(check);
      check();
    });
  return {
    write: (text: string) => socket.write(text),
    received: () => received,
    sees: (text: string) => until(() => received.includes(text)),
    ended: () => until(() => ended),
  };
}

/** What an operator's SIGTERM does to the built server (`dist/main.mjs`) on PostgreSQL: a drain, then exit 0. */
describe.skipIf(!drivers.includes('postgres'))('SIGTERM drains the built server', () => {
  let server: ServerProcess;

  beforeAll(async () => {
    execFileSync(process.execPath, [resolve(import.meta.dirname, '../scripts/build.mjs')], { stdio: 'ignore' });
    server = await startServerProcess({ DATABASE_URL: await createPostgresDatabase(), SIGN_IN_RATE_LIMIT: '1000' }, { built: true });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('answers every request in flight, closes sockets with 1012, stops accepting and exits 0', async () => {
    const cookie = await signIn(server.baseUrl);
    const socket = new RealtimeTestClient(server.baseUrl, { cookie });
    await socket.ready();
    const inFlight = Array.from({ length: 5 }, () => slowRequest(server.baseUrl, apiPaths.signIn, demo.seller));
    await Promise.all(inFlight.map((slow) => slow.begun));

    const exited = new Promise<number | null>((resolveExit) => server.child.once('exit', (code) => resolveExit(code)));
    server.child.kill('SIGTERM');

    expect(await socket.closedWith()).toBe(realtimeCloseCodes.serviceRestart);
    await refusesConnections(Number(new URL(server.baseUrl).port));
    for (const slow of inFlight) slow.finish();
    const answers = await Promise.all(inFlight.map((slow) => slow.answer));
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ success: true });
    }
    expect(await exited).toBe(0);
  });
});
