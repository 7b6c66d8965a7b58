import { chatEventTypes, chatPaths, type ChatMessageEvent } from '@seller-portal/contracts/chat';
import { apiPaths, type RealtimeServerFrame } from '@seller-portal/contracts/core';
import { trackingApiPaths } from '@seller-portal/contracts/tracking';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signCustomerToken } from '../src/modules/customer-tokens';
import { startNginx, upstreamHeader, type RunningNginx } from './support/nginx';
import { RealtimeTestClient } from './support/realtime-client';
import { freePort, startServerProcess, type ServerProcess } from './support/server-process';
import { createPostgresDatabase, drivers } from './support/test-database';
import { demo, sessionCookieOf } from './support/test-server';

const storeCode = 'DEMO-60001';
const secret = () => randomBytes(32).toString('base64url');

/**
 * README "Deployment", run as written on loopback: tools/deploy/nginx/seller-portal.conf (only its ports changed) in
 * front of two built server processes sharing one PostgreSQL, with the settings the README's table asks for. The
 * processes run in development mode only so that the demo accounts exist (production refuses them).
 */
describe.skipIf(!drivers.includes('postgres'))('the deployment: nginx in front of two server processes on one PostgreSQL', () => {
  let processes: [ServerProcess, ServerProcess];
  let nginx: RunningNginx;
  let database: pg.Client;
  let cookie: string;
  const customerTokenSecret = secret();
  const outboxKey = secret();
  const metricsToken = secret();
  const clients: (RealtimeTestClient | ResumingSocket)[] = [];

  beforeAll(async () => {
    const databaseUrl = await createPostgresDatabase();
    const nginxPort = await freePort();
    const env = {
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'development',
      PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
      TRUST_PROXY: '127.0.0.1',
      // The same on both processes: a chat token minted by one is checked by the other.
      CHAT_TOKEN_SECRET: secret(),
      CHAT_CUSTOMER_TOKEN_SECRET: customerTokenSecret,
      NOTIFICATION_EVENT_TRIGGER_TOKEN: secret(),
      ORDER_SERVICE_TOKEN: secret(),
      SIGN_IN_RATE_LIMIT: '5',
      // The SIGTERM test's buyer sends back to back for as long as it runs: the per-customer limit (60 a minute) would
      // refuse its messages for the rest of a window, whatever the processes do.
      CUSTOMER_CHAT_RATE_LIMIT: '100000',
      DEV_OUTBOX_KEY: outboxKey,
      METRICS_TOKEN: metricsToken,
    };
    processes = await Promise.all([startServerProcess(env, { built: true }), startServerProcess(env, { built: true })]);
    nginx = await startNginx(nginxPort, [portOf(processes[0]), portOf(processes[1])]);
    database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    cookie = await signIn();
  }, 180_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await nginx?.stop();
    await Promise.all(processes?.map((process) => process.stop()) ?? []);
    await database?.end();
  });

  const portOf = (process: ServerProcess) => Number(new URL(process.baseUrl).port);
  /** The process nginx passed a request to: the last address of $upstream_addr (earlier ones refused it). */
  const processOf = (upstream: string | string[] | null | undefined) => {
    const last = String(upstream ?? '')
      .split(',')
      .pop()
      ?.trim();
    const found = processes.find((process) => last === `127.0.0.1:${portOf(process)}`);
    if (!found) throw new Error(`no process answered at ${String(upstream)}`);
    return found;
  };
  const connect = (baseUrl: string, options: ConstructorParameters<typeof RealtimeTestClient>[1]) => {
    const client = new RealtimeTestClient(baseUrl, options);
    clients.push(client);
    return client;
  };
  const signIn = async (headers: Record<string, string> = {}) => {
    const response = await fetch(nginx.baseUrl + apiPaths.signIn, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(demo.seller),
    });
    const session = sessionCookieOf(response.headers.getSetCookie());
    if (response.status !== 200 || !session) throw new Error(`sign-in through nginx answered ${response.status}`);
    return session;
  };
  const customerToken = (customerId: string) => signCustomerToken(customerTokenSecret, { customerId, name: `Pelanggan ${customerId}` }, new Date());
  const sendAsCustomer = (baseUrl: string, token: string, clientMessageId: string, signal?: AbortSignal) =>
    fetch(baseUrl + chatPaths.customerMessages, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ storeCode, clientMessageId, kind: 'text', text: `Halo ${clientMessageId}` }),
      signal,
    });
  const heardMessages = (client: { events: { type: string; payload: unknown }[] }) =>
    client.events.filter((e) => e.type === chatEventTypes.message).map((e) => (e.payload as ChatMessageEvent).message.clientMessageId);

  it('a seller signs in through nginx and the session works on either process; the address is the one nginx saw', async () => {
    // A browser's request: its Origin is the public origin, and an address it claims is not believed.
    const cookie = await signIn({ origin: nginx.baseUrl, 'x-forwarded-for': '203.0.113.9' });

    for (const process of processes) expect((await fetch(process.baseUrl + apiPaths.session, { headers: { cookie } })).status).toBe(200);
    const answeredBy = new Set<ServerProcess>();
    for (let n = 0; n < 4; n++) {
      const response = await fetch(nginx.baseUrl + apiPaths.session, { headers: { cookie } });
      expect(response.status).toBe(200);
      answeredBy.add(processOf(response.headers.get(upstreamHeader)));
    }
    expect(answeredBy.size).toBe(2);

    // nginx's request id is the process's: the envelope's requestId and the answer's X-Request-Id; a client's own is replaced.
    const traced = await fetch(nginx.baseUrl + apiPaths.session, { headers: { cookie, 'x-request-id': 'chosen-by-the-client' } });
    const requestId = traced.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(((await traced.json()) as { requestId: string }).requestId).toBe(requestId);

    const event = await fetch(nginx.baseUrl + trackingApiPaths.datavisorEvent, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: nginx.baseUrl, cookie, 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ eventCode: 'SELLER_LOGIN' }),
    });
    expect(event.status).toBe(200);
    const { rows } = await database.query<{ ip: string }>("select ip from login_events where event_code = 'SELLER_LOGIN' order by created_at desc limit 1");
    expect(rows).toEqual([{ ip: '127.0.0.1' }]);
  });

  it('answers neither the outbox nor the metrics through nginx, which each process keeps to its own machine', async () => {
    // Each process answers them on its own port, with the outbox key and the scraper's token.
    const withSecrets = { 'x-dev-outbox-key': outboxKey, authorization: `Bearer ${metricsToken}` };
    for (const path of ['/dev/outbox.json', '/metrics'])
      expect({ path, status: (await fetch(processes[0].baseUrl + path, { headers: withSecrets })).status }).toEqual({ path, status: 200 });
    for (const path of ['/dev/outbox', '/dev/outbox.json', '/metrics'])
      expect({ path, status: (await fetch(nginx.baseUrl + path, { headers: withSecrets })).status }).toEqual({ path, status: 404 });
  });

  it("a socket held through nginx by one process hears a customer's message placed at the other process and one placed through nginx", async () => {
    const seller = connect(nginx.baseUrl, { cookie });
    await seller.ready();
    const holder = processOf(seller.handshake?.[upstreamHeader]);
    const other = processes.find((process) => process !== holder) as ServerProcess;
    const token = await customerToken('DEPLOY-1');

    expect((await sendAsCustomer(other.baseUrl, token, 'deploy-other-process')).status).toBe(200);
    await seller.until((c) => heardMessages(c).includes('deploy-other-process'), 'the message placed at the other process');
    expect((await sendAsCustomer(nginx.baseUrl, token, 'deploy-through-nginx')).status).toBe(200);
    await seller.until((c) => heardMessages(c).includes('deploy-through-nginx'), 'the message placed through nginx');
    expect(heardMessages(seller)).toEqual(['deploy-other-process', 'deploy-through-nginx']);
  });

  // The sign-in limit is counted in PostgreSQL: two processes share one budget, not one each.
  it('the sign-in limit holds across both processes', async () => {
    // The processes trust 127.0.0.1 as they trust nginx: one made-up client address, not shared with other tests.
    // A new unknown username each time, so the account lockout never answers in the limit's place.
    const attempt = (process: ServerProcess, n: number) =>
      fetch(process.baseUrl + apiPaths.signIn, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.23' },
        body: JSON.stringify({ username: `nobody-${n}@deploy.test`, password: 'Wrong#2026' }),
      }).then(async (response) => ({ status: response.status, code: ((await response.json()) as { errorCode?: string }).errorCode }));
    const answers = [];
    for (let n = 0; n < 6; n++) answers.push(await attempt(processes[n % 2], n));
    expect(answers).toEqual([...Array.from({ length: 5 }, () => ({ status: 401, code: 'PE401007' })), { status: 429, code: 'TOO_MANY_REQUESTS' }]);
  });

  it('stopping the process that holds the socket with SIGTERM loses no request and no message', async () => {
    const seller = new ResumingSocket(nginx.baseUrl, cookie);
    clients.push(seller);
    await vi.waitFor(() => expect(seller.ready).toBe(true), { timeout: 10_000 });
    const stopping = processOf(seller.upstreams[0]);
    const staying = processes.find((process) => process !== stopping) as ServerProcess;

    // Readers through nginx: every GET must be answered 200, whatever process it reached.
    const gets: { path: string; status: number }[] = [];
    let flowing = true;
    const reader = async (path: string, headers: Record<string, string>) => {
      while (flowing) {
        const status = await fetch(nginx.baseUrl + path, { headers, signal: AbortSignal.timeout(20_000) }).then(
          (response) => response.arrayBuffer().then(() => response.status),
          () => 0,
        );
        gets.push({ path, status });
      }
    };
    // The buyer app: a message not answered 200 is sent again with the same id, as the chat's clients do.
    const token = await customerToken('DEPLOY-2');
    const acknowledged: string[] = [];
    const sender = async () => {
      for (let n = 1; flowing; n++) {
        const id = `deploy-sigterm-${n}`;
        let status = 0;
        while (flowing && status !== 200) {
          status = await sendAsCustomer(nginx.baseUrl, token, id, AbortSignal.timeout(20_000)).then(
            (response) => response.status,
            () => 0,
          );
        }
        if (status === 200) acknowledged.push(id);
      }
    };
    const flows = [reader(apiPaths.session, { cookie }), reader(apiPaths.session, { cookie }), reader('/healthz', {}), sender()];

    try {
      await vi.waitFor(() => expect(gets.length >= 20 && acknowledged.length >= 3).toBe(true), { timeout: 20_000 });
      const exited = new Promise<number | null>((resolve) => stopping.child.once('exit', (code) => resolve(code)));
      stopping.child.kill('SIGTERM');
      // On its own and with 0: a process that had to be killed, or failed, did not drain.
      const outcome = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('still running after 30 s'), 30_000))]);
      expect(outcome, `the stopped process said: ${stopping.output()}`).toBe(0);
      const [getsAtExit, sentAtExit] = [gets.length, acknowledged.length];
      await vi.waitFor(() => expect(gets.length >= getsAtExit + 50 && acknowledged.length >= sentAtExit + 5).toBe(true), { timeout: 30_000 });
    } finally {
      flowing = false;
      await Promise.all(flows);
    }

    expect(gets.filter((get) => get.status !== 200)).toEqual([]);
    await vi.waitFor(() => expect(seller.messages.length).toBeGreaterThanOrEqual(acknowledged.length), { timeout: 15_000 });
    expect(seller.upstreams.length).toBeGreaterThanOrEqual(2);
    expect(processOf(seller.upstreams.at(-1))).toBe(staying);
    expect(seller.messages.filter((id) => id.startsWith('deploy-sigterm-'))).toEqual(acknowledged);
    expect(seller.repeatedIds).toEqual([]);
  }, 90_000);
});

/** The web client's realtime socket: when it drops, it connects again through nginx and resumes after the last id. */
class ResumingSocket {
  lastId: string | null = null;
  ready = false;
  /** The process each connection reached ($upstream_addr), in order. */
  readonly upstreams: string[] = [];
  /** The chat messages heard, by their clientMessageId. */
  readonly messages: string[] = [];
  /** Event ids heard a second time (a replay must start after the last one). */
  readonly repeatedIds: string[] = [];
  private client: RealtimeTestClient | null = null;
  private stopped = false;

  constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
  ) {
    this.connect();
  }

  private connect(): void {
    this.ready = false;
    const client = new RealtimeTestClient(this.baseUrl, { cookie: this.cookie, ...(this.lastId ? { after: this.lastId } : {}) });
    this.client = client;
    client.socket.on('upgrade', (response) => this.upstreams.push(String(response.headers[upstreamHeader])));
    client.socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as RealtimeServerFrame;
      if (frame.t === 'ready') {
        this.ready = true;
        this.lastId = frame.lastId;
      } else if (frame.t === 'event' && frame.id) {
        if (this.lastId !== null && Number(frame.id) <= Number(this.lastId)) this.repeatedIds.push(frame.id);
        this.lastId = frame.id;
        if (frame.type === chatEventTypes.message) this.messages.push((frame.payload as ChatMessageEvent).message.clientMessageId);
      }
    });
    client.socket.on('close', () => {
      // Back at once: nginx hands the handshake to a process that is up.
      if (!this.stopped) setTimeout(() => this.connect(), 50);
    });
  }

  close(): Promise<void> {
    this.stopped = true;
    return this.client?.close() ?? Promise.resolve();
  }
}
