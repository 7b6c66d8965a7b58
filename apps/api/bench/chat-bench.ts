/**
 * `npm run bench:chat`: measures, never asserts. N seller sockets on one server process, customer messages at a
 * steady rate through the chat's customer send call; prints delivery latency (p50/p99), messages lost, and the
 * server's memory per socket, for the README's performance section.
 *
 *   npm run bench:chat -- [--sockets 1000] [--stores 250] [--rate 200] [--seconds 20] [--postgres] [--kill]
 *
 * `--postgres` runs on a throw-away PostgreSQL server instead of the embedded database. `--kill` kills the server
 * with SIGKILL halfway, starts it again on the same database, and checks that every message the server had
 * acknowledged (answered 200) still reaches every socket of its store (the sockets reconnect and resume).
 * `--cpu-prof <folder>` writes the server's CPU profile there when it stops (`node --cpu-prof`), to see what a message
 * costs.
 * `--node-option <flag>` (repeatable) starts the measured server with that option of node's (`--liftoff-only`, to
 * weigh PGlite's WebAssembly without its optimizing tier).
 * `BENCH_PORT` sets the server's port (its inspector takes the next one); free ports are picked otherwise. The server
 * gets the environment `npm start` gives it (`tools/scripts/server-env.mjs`: the C library's memory settings).
 * `--publisher direct` (PostgreSQL only) writes the events straight into the database instead of calling the server.
 */
import { chatPaths } from '@seller-portal/contracts/chat';
import { apiPaths, realtimePath, storeAccessibilityCodes } from '@seller-portal/contracts/core';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { composeApp } from '../src/app';
import { prepareDatabase, seedDemo } from '../src/module-data';
import { openDatabase, type Database } from '../src/db/open-database';
import { memberships, membershipAccessibilities, stores, userModes, users } from '../src/db/schema';
import { devChatCustomerTokenSecret, signCustomerToken } from '../src/modules/customer-tokens';
import { RealtimeRepository } from '../src/modules/realtime/repository';
import { freePort, type ServerProcess } from '../test/support/server-process';
import { buildOption, buildServer, startBuiltServer } from './built-server';
import { startBenchPostgres } from './bench-postgres';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    stores: { type: 'string', default: '250' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '20' },
    postgres: { type: 'boolean', default: false },
    kill: { type: 'boolean', default: false },
    publisher: { type: 'string', default: 'customer' },
    'cpu-prof': { type: 'string' },
    'node-option': { type: 'string', multiple: true },
    ...buildOption,
  },
  allowNegative: true,
});
const socketCount = Number(args.sockets);
const storeCount = Math.min(Number(args.stores), socketCount);
const rate = Number(args.rate);
const seconds = Number(args.seconds);
/** The secret the buyer app's tokens are signed with: the server's development default, unless set for both. */
const customerTokenSecret = process.env.CHAT_CUSTOMER_TOKEN_SECRET ?? devChatCustomerTokenSecret;

interface Sent {
  store: number;
  startedAt: number;
  acknowledged: boolean;
  /** Sockets that received it. */
  received: number;
}

const sent = new Map<string, Sent>();
const latencies: number[] = [];
/** From the start of each send to its answer: the part of the delivery latency spent before the fan-out. */
const answered: number[] = [];
let doubles = 0;
/** Answers other than 200, by status and start of body (printed under the table). */
const refusals = new Map<string, number>();

/** One seller's socket: resumes after the last id it saw whenever it drops, as the web client does. */
class BenchSocket {
  lastId: string | null = null;
  ready = false;
  private socket: WebSocket | null = null;
  stopped = false;

  constructor(
    private readonly baseUrl: () => string,
    private readonly cookie: string,
    readonly store: number,
  ) {}

  connect(): Promise<void> {
    return new Promise((resolveReady) => {
      const url = new URL(realtimePath, this.baseUrl().replace(/^http/, 'ws'));
      if (this.lastId) url.searchParams.set('after', this.lastId);
      const socket = new WebSocket(url, { headers: { cookie: this.cookie } });
      this.socket = socket;
      this.ready = false;
      socket.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as { t: string; id?: string; lastId?: string; payload?: { message?: { clientMessageId?: string } } };
        // `resync` (a resume from too far back) stands for `ready`: the bench has no state to reload.
        if (frame.t === 'ready' || frame.t === 'resync') {
          this.ready = true;
          this.lastId = frame.lastId ?? this.lastId;
          resolveReady();
        } else if (frame.t === 'event' && frame.id) {
          if (this.lastId !== null && Number(frame.id) <= Number(this.lastId)) {
            doubles += 1;
            return;
          }
          this.lastId = frame.id;
          const key = frame.payload?.message?.clientMessageId;
          const message = key ? sent.get(key) : undefined;
          if (!message) return;
          message.received += 1;
          latencies.push(performance.now() - message.startedAt);
        }
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        if (this.socket !== socket || this.stopped) return;
        resolveReady();
        // Back after 200 ms to 1 s, like the web client's jittered backoff.
        setTimeout(() => void this.connect(), 200 + Math.random() * 800);
      });
    });
  }

  close(): void {
    this.stopped = true;
    this.socket?.terminate();
  }
}

async function main(): Promise<void> {
  buildServer(args.build);

  const cleanups: (() => void | Promise<void>)[] = [];
  try {
    const target = await prepareTarget(cleanups);
    const cookies = await prepareSellers(target.open);
    // BENCH_PORT (as `npm run bench` reads it) puts the server there and its inspector on the next port; free ports otherwise.
    const benchPort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : null;
    const port = benchPort ?? (await freePort());
    // The first server process is inspectable, so its memory is read after a full garbage collection.
    const inspectPort = benchPort ? benchPort + 1 : await freePort();
    let server = await startServer(target.env, port, [
      `--inspect=127.0.0.1:${inspectPort}`,
      ...(args['node-option'] ?? []),
      ...(args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : []),
    ]);
    cleanups.push(() => server.stop());
    const baseUrl = `http://127.0.0.1:${port}`;

    await warmUp(baseUrl);
    const inspector = await Inspector.open(inspectPort);
    const memoryBefore = await settledMemory(inspector, server.child.pid);
    const sockets = cookies.map(({ cookie, store }) => new BenchSocket(() => baseUrl, cookie, store));
    for (let i = 0; i < sockets.length; i += 100) await Promise.all(sockets.slice(i, i + 100).map((s) => s.connect()));
    await new Promise((r) => setTimeout(r, 2000));
    const memoryAfter = await settledMemory(inspector, server.child.pid);
    inspector.close();
    cleanups.push(() => sockets.forEach((s) => s.close()));

    const publish = await publisher(baseUrl, target, cleanups);
    const total = rate * seconds;
    const loadBefore = loadavg()[0];
    const cpuBefore = cpuMs(server.child.pid);
    const started = performance.now();
    let killedAt: number | null = null;
    let backAfterMs: number | null = null;
    let refusedWhileDown = 0;
    const inFlight = new Set<Promise<void>>();
    for (let seq = 0; seq < total; seq++) {
      const due = started + (seq * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (args.kill && killedAt === null && seq === Math.floor(total / 2)) {
        const killed = (killedAt = performance.now());
        const { child } = server;
        child.kill('SIGKILL');
        // Restarted in the background while the sending goes on (and fails until it is back).
        void (async () => {
          await new Promise((r) => child.once('exit', r));
          server = await startServer(target.env, port);
          backAfterMs = performance.now() - killed;
        })();
      }
      const key = `bench-${seq}`;
      const message: Sent = { store: seq % storeCount, startedAt: performance.now(), acknowledged: false, received: 0 };
      sent.set(key, message);
      const sending = publish(key, message.store, seq).then(
        (ok) => {
          answered.push(performance.now() - message.startedAt);
          message.acknowledged = ok;
          if (!ok) refusedWhileDown += 1;
        },
        (error: unknown) => {
          refusedWhileDown += 1;
          const reason = `failed: ${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)}`;
          refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
        },
      );
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    }
    await Promise.all(inFlight);
    const sendSeconds = (performance.now() - started) / 1000;
    // The server's own CPU time while sending (of the process running now: after a kill -9, the new one's).
    const serverCpuMs = args.kill ? NaN : cpuMs(server.child.pid) - cpuBefore;
    const loadAfter = loadavg()[0];

    const perStore = new Map<number, number>();
    for (const socket of sockets) perStore.set(socket.store, (perStore.get(socket.store) ?? 0) + 1);
    const expectedOf = (m: Sent) => perStore.get(m.store) ?? 0;
    const acknowledged = [...sent.values()].filter((m) => m.acknowledged);
    const drainUntil = performance.now() + 15_000;
    while (performance.now() < drainUntil && acknowledged.some((m) => m.received < expectedOf(m))) await new Promise((r) => setTimeout(r, 100));
    const lostDeliveries = acknowledged.reduce((n, m) => n + Math.max(0, expectedOf(m) - m.received), 0);
    const lostMessages = acknowledged.filter((m) => m.received < expectedOf(m)).length;

    const percentile = (p: number, values = latencies) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
    };
    const database = args.postgres ? 'PostgreSQL' : 'embedded (PGlite)';
    const rows: [string, string, string][] = [
      ['sockets (sellers) / stores', `${socketCount} / ${storeCount}`, ''],
      ['messages sent (acknowledged)', `${total} in ${sendSeconds.toFixed(1)} s (${acknowledged.length})`, `${rate}/s`],
      ['deliveries received', `${latencies.length}`, ''],
      ['delivery latency p50 / p99', `${percentile(50).toFixed(1)} ms / ${percentile(99).toFixed(1)} ms`, 'p99 ≤ 100 ms'],
      ['send answered p50 / p99', `${percentile(50, answered).toFixed(1)} ms / ${percentile(99, answered).toFixed(1)} ms`, ''],
      ['acknowledged messages lost', `${lostMessages} (${lostDeliveries} deliveries)`, '0'],
      ['deliveries doubled', `${doubles}`, '0'],
      [
        'server CPU per message',
        `${(serverCpuMs / total).toFixed(2)} ms (${((serverCpuMs / (sendSeconds * 1000)) * 100).toFixed(0)}% of one core while sending)`,
        '',
      ],
      ['machine load average (1 min) before / after', `${loadBefore.toFixed(1)} / ${loadAfter.toFixed(1)} on ${cpus().length} cores`, ''],
      ['server memory per socket (RSS, after a full GC)', `${((memoryAfter.rssKb - memoryBefore.rssKb) / socketCount).toFixed(1)} KB`, '≤ 40 KB'],
      ['of which JavaScript heap', `${((memoryAfter.heapUsedKb - memoryBefore.heapUsedKb) / socketCount).toFixed(1)} KB`, ''],
      ['server RSS before / after the sockets', `${(memoryBefore.rssKb / 1000).toFixed(0)} MB / ${(memoryAfter.rssKb / 1000).toFixed(0)} MB`, ''],
    ];
    if (args.kill)
      rows.push(['kill -9 halfway: back after / sends refused meanwhile', `${((backAfterMs ?? NaN) / 1000).toFixed(1)} s / ${refusedWhileDown}`, '']);
    console.log(`\nChat bench: ${database}, ${args.publisher} publisher${args.kill ? ', kill -9 halfway' : ''}, Node ${process.version}\n`);
    console.log('| measure | result | target |\n|---|---|---|');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    for (const [answer, count] of refusals) console.log(`\n${count} sends answered ${answer}`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

interface Target {
  /** The server's environment for this database. */
  env: Record<string, string>;
  open(): Promise<Database>;
  databaseUrl: string | null;
}

async function prepareTarget(cleanups: (() => void | Promise<void>)[]): Promise<Target> {
  if (!args.postgres) {
    const dataDir = mkdtempSync(join(tmpdir(), 'chat-bench-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir: join(dataDir, 'pglite') }), databaseUrl: null };
  }
  const { databaseUrl, stop } = await startBenchPostgres('chat_bench');
  cleanups.push(stop);
  return { env: { DATABASE_URL: databaseUrl }, open: async () => openDatabase({ databaseUrl }), databaseUrl };
}

/** The demo data, `storeCount` generated stores with a seller each, and `socketCount` STORE sessions spread over them. */
async function prepareSellers(open: () => Promise<Database>): Promise<{ cookie: string; store: number }[]> {
  const database = await open();
  try {
    await prepareDatabase(database);
    await seedDemo(database.db);
    const db = database.db;
    const sellers: { userId: string; storeCode: string }[] = [];
    for (let i = 0; i < storeCount; i++) {
      const storeCode = `BENCH-${String(i).padStart(4, '0')}`;
      await db.insert(stores).values({ code: storeCode, name: `Toko Bench ${i}`, businessTypes: [] });
      const [user] = await db
        .insert(users)
        .values({ username: `bench-${i}@bench.test`, email: `bench-${i}@bench.test`, displayName: `Bench ${i}` })
        .returning({ id: users.id });
      await db.insert(userModes).values({ userId: user.id, modeType: 'STORE' });
      const [membership] = await db.insert(memberships).values({ userId: user.id, storeCode, isOwner: true }).returning({ id: memberships.id });
      await db
        .insert(membershipAccessibilities)
        .values(storeAccessibilityCodes.map((accessibilityCode) => ({ membershipId: membership.id, accessibilityCode })));
      sellers.push({ userId: user.id, storeCode });
    }
    const { app, services } = await composeApp({ database, publicUrl: 'http://127.0.0.1' });
    try {
      const cookies: { cookie: string; store: number }[] = [];
      for (let i = 0; i < socketCount; i++) {
        const store = i % storeCount;
        const started = await services.sessions.start(sellers[store].userId, 'PASSWORD', { type: 'STORE', code: sellers[store].storeCode });
        cookies.push({ cookie: `sp_session=${started.token}`, store });
      }
      return cookies;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

type Publish = (key: string, store: number, seq: number) => Promise<boolean>;

/** How messages go in: the chat's customer send call (a buyer's token per customer), or rows written directly. */
async function publisher(baseUrl: string, target: Target, cleanups: (() => void | Promise<void>)[]): Promise<Publish> {
  const storeCode = (store: number) => `BENCH-${String(store).padStart(4, '0')}`;
  if (args.publisher === 'direct') {
    if (!target.databaseUrl) throw new Error('--publisher direct needs --postgres (the embedded database belongs to the server process)');
    const database = await openDatabase({ databaseUrl: target.databaseUrl });
    cleanups.push(() => database.close());
    const repository = new RealtimeRepository(database.db);
    return async (key, store) => {
      await repository.insertNow({ audience: `store:${storeCode(store)}`, type: 'chat.message', payload: { message: { clientMessageId: key } } }, new Date());
      return true;
    };
  }
  const tokens = new Map<string, string>();
  const tokenOf = async (customerId: string) => {
    const token = tokens.get(customerId) ?? (await signCustomerToken(customerTokenSecret, { customerId, name: `Pembeli ${customerId}` }, new Date()));
    tokens.set(customerId, token);
    return token;
  };
  return async (key, store, seq) => {
    const customerId = `BENCH-C${seq % 100}`;
    const response = await fetch(baseUrl + chatPaths.customerMessages, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf(customerId)}` },
      body: JSON.stringify({ storeCode: storeCode(store), clientMessageId: key, kind: 'text', text: `Halo ${seq}` }),
    });
    const body = await response.text();
    if (!response.ok) refusals.set(`${response.status} ${body.slice(0, 120)}`, (refusals.get(`${response.status} ${body.slice(0, 120)}`) ?? 0) + 1);
    return response.ok;
  };
}

function startServer(env: Record<string, string>, port: number, nodeArgs: string[] = []): Promise<ServerProcess> {
  // Every bench socket comes from 127.0.0.1; after `--kill` the dead process's sockets count until their leases lapse.
  const sockets = { REALTIME_SOCKETS_PER_ADDRESS: String(socketCount * 3) };
  // Each of the bench's 100 customers sends 2 messages a second: above a person's limit, so the limit is raised (still counted).
  const limits = { CUSTOMER_CHAT_RATE_LIMIT: '100000' };
  return startBuiltServer({ ...env, ...sockets, ...limits, SEED_DEMO: '0', NODE_ENV: 'development' }, { port, nodeArgs });
}

/** The server's V8 inspector (`--inspect`), to collect garbage and read the heap before a memory reading. */
class Inspector {
  private nextId = 1;
  private readonly waiting = new Map<number, (result: unknown) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { id?: number; result?: unknown };
      if (message.id !== undefined) this.waiting.get(message.id)?.(message.result);
    });
  }

  static async open(port: number): Promise<Inspector> {
    const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolveOpen, reject) => socket.once('open', resolveOpen).once('error', reject));
    return new Inspector(socket);
  }

  call<T>(method: string, params: object = {}): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolveCall) => {
      this.waiting.set(id, (result) => resolveCall(result as T));
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * The server's RSS and JavaScript heap once garbage is collected: what it holds, not what it has yet to free (the
 * embedded database's queries leave far more garbage than PostgreSQL's client, which an RSS alone would count).
 */
async function settledMemory(inspector: Inspector, pid: number | undefined): Promise<{ rssKb: number; heapUsedKb: number }> {
  await inspector.call('HeapProfiler.collectGarbage');
  await inspector.call('HeapProfiler.collectGarbage');
  await new Promise((r) => setTimeout(r, 500));
  const { result } = await inspector.call<{ result: { value: number } }>('Runtime.evaluate', {
    expression: 'process.memoryUsage().heapUsed',
    returnByValue: true,
  });
  return { rssKb: rssKb(pid), heapUsedKb: result.value / 1000 };
}

/** A few config reads, so the process has loaded what it loads before its memory is read. */
async function warmUp(baseUrl: string): Promise<void> {
  for (let i = 0; i < 20; i++) await fetch(baseUrl + apiPaths.config).then((r) => r.arrayBuffer());
  await new Promise((r) => setTimeout(r, 1000));
}

/** The CPU time a process has used (user and system), in ms (Linux). */
function cpuMs(pid: number | undefined): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command (which may hold spaces) in parentheses; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
}

/** USER_HZ: the unit of /proc's CPU times, 100 on Linux everywhere this runs. */
const clockTicksPerSecond = 100;

/** VmRSS of a process, in KB (Linux). */
function rssKb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

await main();
