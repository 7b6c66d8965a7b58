import { apiPaths, type AccessibilityCode } from '@seller-portal/contracts/core';
import { manualNotificationPaths } from '@seller-portal/contracts/partner-notifications';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactingSerializers } from '../src/http/log-redaction';
import { scheduledAheadMs, scheduleStoreNotification } from './support/scheduled-notifications';
import { openTestDatabase, drivers } from './support/test-database';
import { startTestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const metricsToken = 'metrics-token-of-this-test-0123456789abcdef';

/** The server's JSON log lines, as an operator's log shipper reads them. */
function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { level: 'debug' as const, stream, serializers: redactingSerializers } };
}

/** One sample of the text format: `name{labels} value`. */
function sample(text: string, name: string, labels: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `) || (labels === '' && l.startsWith(`${name} `)));
  return line === undefined ? null : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe.each(drivers)('the operator view: metrics and request ids (%s)', (driver) => {
  let server: Server;
  const scrape = async (authorization?: string) =>
    fetch(`${server.baseUrl}/metrics`, { headers: authorization ? { authorization } : {} }).then(async (r) => ({
      status: r.status,
      type: r.headers.get('content-type'),
      challenge: r.headers.get('www-authenticate'),
      text: await r.text(),
    }));

  beforeAll(async () => {
    server = await startTestServer(driver, { metricsToken });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('/metrics answers only a scraper holding METRICS_TOKEN, and does not exist without one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', metricsToken, `Basic ${metricsToken}`]) {
      const refused = await scrape(authorization);
      expect([refused.status, refused.challenge, JSON.parse(refused.text).errorCode]).toEqual([401, 'Bearer realm="metrics"', 'UNAUTHORIZED']);
    }
    const without = await startTestServer(driver, { database: server.database });
    try {
      const answer = await fetch(`${without.baseUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
      expect(answer.status).toBe(404);
    } finally {
      await without.close();
    }
  });

  it('counts requests by route pattern (never the raw URL) and status, with latency, event-loop lag, sockets and the pool', async () => {
    for (const id of ['first-secret-id', 'second-secret-id']) {
      expect((await server.call('GET', manualNotificationPaths.byId(id))).status).toBe(401);
    }
    const { status, type, text } = await scrape(`Bearer ${metricsToken}`);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    const labels = `method="GET",route="${manualNotificationPaths.byIdPattern}",status_code="401"`;
    expect(sample(text, 'http_requests_total', labels)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(2);
    expect(text).toMatch(new RegExp(`http_request_duration_seconds_bucket\\{le="0\\.5",${labels.replace(/[/.]/g, '\\$&')}\\} 2`));
    expect(text).not.toContain('secret-id');
    expect(sample(text, 'nodejs_eventloop_lag_seconds', '')).not.toBeNull();
    expect(sample(text, 'realtime_sockets', '')).toBe(0);
    expect(sample(text, 'server_draining', '')).toBe(0);
    expect(sample(text, 'background_jobs_running', '')).not.toBeNull();
    // The pool of node-postgres; the embedded database has one connection and no pool to report.
    if (driver === 'postgres') expect(sample(text, 'db_pool_connections', 'state="total"')).toBeGreaterThan(0);
    else expect(text).not.toContain('db_pool_connections');
  });

  it('counts each answer once on a server that logs its requests (counted as each completes, beside its access line)', async () => {
    const { lines, logger } = logCapture();
    const logging = await startTestServer(driver, { database: server.database, logger, metricsToken });
    try {
      for (const id of ['a', 'b', 'c']) expect((await logging.call('GET', manualNotificationPaths.byId(id))).status).toBe(401);
      const text = await (await fetch(`${logging.baseUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
      const labels = `method="GET",route="${manualNotificationPaths.byIdPattern}",status_code="401"`;
      expect(sample(text, 'http_requests_total', labels)).toBe(3);
      expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(3);
      expect(sample(text, 'http_request_duration_seconds_bucket', `le="+Inf",${labels}`)).toBe(3);
      expect(lines.filter((line) => line.msg === 'request completed' && (line.res as { statusCode: number }).statusCode === 401)).toHaveLength(3);
    } finally {
      await logging.close();
    }
  });

  it('reads each job backlog when scraped: a scheduled notification coming due is one more', async () => {
    const backlog = async () => sample((await scrape(`Bearer ${metricsToken}`)).text, 'background_job_backlog', 'job="scheduled manual notifications"');
    const before = await backlog();
    expect(before).not.toBeNull();
    const codes: AccessibilityCode[] = ['INTERNAL_NOTIFICATION_MANUAL-SAVE'];
    const editor = await createTestUser(server, { mode: 'INTERNAL', codes });
    await scheduleStoreNotification(server, editor.cookie, { id: 'Antrean', en: 'Backlog' });
    expect(await backlog()).toBe(before);
    server.clock.advance(scheduledAheadMs + 1_000);
    expect(await backlog()).toBe((before ?? 0) + 1);
  });
});

describe.each(drivers)('request ids in the envelope, the answer and every log line (%s)', (driver) => {
  it("every log line of a request carries the id the client sees, the handler's error included", async () => {
    const { lines, logger } = logCapture();
    const database = await openTestDatabase(driver);
    const server = await startTestServer(driver, { database, logger });
    try {
      await database.close();
      const answer = await server.call('GET', `${apiPaths.config}?requestId=req-4242`);
      expect([answer.status, answer.body.requestId, answer.headers.get('x-request-id')]).toEqual([500, 'req-4242', 'req-4242']);
      const mine = lines.filter((line) => line.reqId === 'req-4242');
      expect(mine.map((line) => line.msg)).toEqual(['unexpected error', 'request completed']);
      expect(mine.find((line) => line.msg === 'unexpected error')).toMatchObject({ level: 50 });
      // The access log: one line per request, with what an operator reads it by.
      expect(mine.find((line) => line.msg === 'request completed')).toMatchObject({
        level: 30,
        req: { method: 'GET', url: `${apiPaths.config}?requestId=req-4242`, remoteAddress: '127.0.0.1' },
        res: { statusCode: 500 },
        responseTime: expect.any(Number),
      });
      // No line about this request lacks the id.
      expect(lines.filter((line) => JSON.stringify(line).includes('req-4242') && line.reqId !== 'req-4242')).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('takes X-Request-Id from a proxy TRUST_PROXY names, and from nobody else', async () => {
    const { lines, logger } = logCapture();
    const behindProxy = await startTestServer(driver, { trustProxy: '127.0.0.1', logger });
    const direct = await startTestServer(driver, { database: behindProxy.database });
    try {
      const proxied = await behindProxy.call('GET', apiPaths.config, { headers: { 'x-request-id': 'nginx-5c1d' } });
      expect([proxied.body.requestId, proxied.headers.get('x-request-id')]).toEqual(['nginx-5c1d', 'nginx-5c1d']);
      expect(lines.filter((line) => line.reqId === 'nginx-5c1d').map((line) => line.msg)).toEqual(['request completed']);

      const forged = await direct.call('GET', apiPaths.config, { headers: { 'x-request-id': 'forged-id' } });
      expect(forged.body.requestId).not.toBe('forged-id');
      expect(forged.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(forged.headers.get('x-request-id')).toBe(forged.body.requestId);
    } finally {
      await direct.close();
      await behindProxy.close();
    }
  });
});
