// `npm run bench`: measures, never asserts. Prints a table for the README's performance section.
//  - JS that /sign-in loads in Chromium (gzip, and as actually transferred)
//  - req/s and p99 of GET /backend/main/session (signed in, embedded database, the server's default settings as
//    `npm start` runs it: request logs on) next to a bare Fastify hello-world started in the same run
//  - the server's RSS after start, after that load and after an idle minute (BENCH_IDLE_SECONDS), on the embedded
//    database and on a throw-away PostgreSQL
//  - the notification center on PostgreSQL with 1,000,000 notifications (apps/api/bench/notifications-bench.ts;
//    BENCH_NOTIFICATIONS=0 leaves it out, BENCH_NOTIFICATION_COUNT changes the volume)
//  - the orders at scale on PostgreSQL with 1,000,000 orders (apps/api/bench/orders-bench.ts; BENCH_ORDERS=0 leaves it
//    out, BENCH_ORDERS_COUNT changes the volume)
//  - Seller Learning's search p99 over 10,000 articles on PGlite and PostgreSQL (apps/api/bench/learning-search-bench.ts;
//    BENCH_LEARNING=0 leaves it out, BENCH_LEARNING_COUNT changes the volume)
//  - the server stays responsive while the attack runs: /healthz during an XLSX flood and a socket flood
//    (apps/api/bench/attack-bench.ts; BENCH_ATTACKS=0 leaves it out)
//  - Lighthouse's mobile scores of the public pages and, signed in as the demo seller, its daily pages
//    (tools/bench/lighthouse.mjs; BENCH_LIGHTHOUSE=0 leaves it out)
//  - the chat widget: loader.js, its first open's JavaScript and the open on the mobile profile (tools/bench/widget.mjs;
//    BENCH_WIDGET=0 leaves it out)
//  - signed in, 4× CPU: /dashboard's figures and layout shift, and the latency (INP) of opening a chat room, switching an
//    order tab and opening an order (tools/bench/interactions.mjs; BENCH_INTERACTIONS=0 leaves it out)
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { fork, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { lighthouseAll, printLighthouse } from './lighthouse.mjs';
import { interactionsBench, printInteractions } from './interactions.mjs';
import { printWidget, widgetBench } from './widget.mjs';
import { serverProcessEnv } from '../scripts/server-env.mjs';

const root = resolve(import.meta.dirname, '../..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const apiPort = Number(process.env.BENCH_PORT ?? 4710);
const helloPort = apiPort + 1;
const base = `http://127.0.0.1:${apiPort}`;

const built = spawnSync(
  resolve(root, 'node_modules/.bin/nx'),
  ['run-many', '-t', 'build', '-p', 'api', 'seller-portal', 'chat-widget', '--output-style=static'],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false' },
  },
);
if (built.status !== 0) throw new Error('build failed');

const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
/** The API process being measured (its log lines are counted per load). */
let currentApi = null;
const hello = fork(resolve(import.meta.dirname, 'hello.mjs'), { env: { ...process.env, PORT: String(helloPort) }, stdio: 'ignore' });

try {
  await waitFor(`http://127.0.0.1:${helloPort}/`);
  // The server as `npm start` runs it (its default settings: request logs on at LOG_LEVEL info, written to a pipe
  // this process reads, as a supervisor would), on a new embedded database with the demo data.
  const dataDir = mkdtempSync(resolve(tmpdir(), 'bench-data-'));
  const embedded = await startApi({ DATA_DIR: dataDir });
  let js;
  let session;
  let bare;
  let embeddedRss;
  try {
    const afterStart = await rssAfterStart(embedded);
    js = await measureSignInJs();
    session = await load(`${base}/backend/main/session`, { cookie: await signIn() });
    bare = await load(`http://127.0.0.1:${helloPort}/`, {});
    embeddedRss = { afterStart, afterLoad: readRssMb(embedded.process.pid), idle: await rssAfterIdle(embedded) };
    // After the load, so the server is as warm as a visitor finds it and nothing else runs beside it.
    if (process.env.BENCH_LIGHTHOUSE !== '0') printLighthouse(await lighthouseAll(base));
    if (process.env.BENCH_WIDGET !== '0') printWidget(await widgetBench(base));
    if (process.env.BENCH_INTERACTIONS !== '0') printInteractions(await interactionsBench(base));
  } finally {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  // The same server on PostgreSQL (a throw-away one, the demo data seeded): its memory with the same load.
  const postgresRss = await measurePostgres().catch((error) => {
    console.log(`\nThe PostgreSQL pass did not run (${error.message}).`);
    return null;
  });

  const mem = (m) => `${m.afterStart} / ${m.afterLoad} / ${m.idle} MB`;
  const rows = [
    ['/sign-in JS loaded in Chromium before the first render, gzip', `${kb(js.gzip)} KB (${js.files} files)`, '≤ 140 KB'],
    ['/sign-in JS as transferred (brotli)', `${kb(js.transferred)} KB`, ''],
    ['/sign-in JS loaded after the first render, gzip', `${kb(js.after)} KB (${js.afterFiles} files)`, ''],
    [
      'GET /backend/main/session, signed in, embedded database, default settings (request logs on)',
      `${Math.round(session.rps)} req/s, p99 ${session.p99} ms (${session.logLines} log lines)`,
      'p99 ≤ 25 ms',
    ],
    ['bare Fastify hello-world, same run', `${Math.round(bare.rps)} req/s, p99 ${bare.p99} ms`, ''],
    ['session / hello-world', `${((session.rps / bare.rps) * 100).toFixed(1)} %`, '≥ 50 %'],
    [`API RSS, embedded database: after start / after the load / after ${idleSeconds} s idle`, mem(embeddedRss), '≤ 300 / ≤ 400 MB'],
    ...(postgresRss ? [[`API RSS, PostgreSQL: after start / after the load / after ${idleSeconds} s idle`, mem(postgresRss), '≤ 250 MB']] : []),
  ];
  console.log(`\nBenchmark (${duration} s per load, ${connections} connections, autocannon, Node ${process.version}; 1 KB = 1000 bytes)\n`);
  console.log('| measure | result | target |\n|---|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  if (session.non2xx) console.log(`\nWarning: ${session.non2xx} session answers were not 2xx.`);
} finally {
  hello.kill('SIGTERM');
}

if (process.env.BENCH_NOTIFICATIONS !== '0') {
  const notifications = spawnSync(
    resolve(root, 'node_modules/.bin/tsx'),
    ['--tsconfig', 'apps/api/tsconfig.json', 'apps/api/bench/notifications-bench.ts', '--count', process.env.BENCH_NOTIFICATION_COUNT ?? '1000000'],
    { cwd: root, stdio: 'inherit' },
  );
  if (notifications.status !== 0) console.log('\nThe notification bench did not finish (it needs the PostgreSQL binaries).');
}

// The orders at scale (a million in one store, on a throw-away PostgreSQL): list pages, status counts and the XLSX
// export's memory, its own table. BENCH_ORDERS=0 leaves it out; BENCH_ORDERS_COUNT changes the number of orders.
if (process.env.BENCH_ORDERS !== '0') {
  const orders = spawnSync(
    process.execPath,
    [
      resolve(root, 'node_modules/tsx/dist/cli.mjs'),
      '--tsconfig',
      'apps/api/tsconfig.json',
      'apps/api/bench/orders-bench.ts',
      '--count',
      process.env.BENCH_ORDERS_COUNT ?? '1000000',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (orders.status !== 0) console.log('\nThe orders bench did not finish (it needs the PostgreSQL binaries).');
}

// Seller Learning's search over 10,000 articles, on the embedded database and a throw-away PostgreSQL: its own table.
// BENCH_LEARNING=0 leaves it out; BENCH_LEARNING_COUNT changes the number of articles.
if (process.env.BENCH_LEARNING !== '0') {
  const learning = spawnSync(
    process.execPath,
    [
      resolve(root, 'node_modules/tsx/dist/cli.mjs'),
      '--tsconfig',
      'apps/api/tsconfig.json',
      'apps/api/bench/learning-search-bench.ts',
      '--count',
      process.env.BENCH_LEARNING_COUNT ?? '10000',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (learning.status !== 0) console.log('\nThe learning search bench did not finish (it needs the PostgreSQL binaries).');
}

// The server stays responsive while the attack runs: /healthz p50/p99/max during an XLSX flood and a socket flood, its
// own table. BENCH_ATTACKS=0 leaves it out.
if (process.env.BENCH_ATTACKS !== '0') {
  const attacks = spawnSync(
    process.execPath,
    [resolve(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/bench/attack-bench.ts', '--no-build'],
    { cwd: root, stdio: 'inherit' },
  );
  if (attacks.status !== 0) console.log('\nThe attack bench did not finish.');
}

/** The built server with `npm start`'s settings plus `env`; its standard output is read and its lines counted. */
async function startApi(env) {
  const child = spawn(process.execPath, [resolve(root, 'apps/api/dist/main.mjs')], {
    cwd: root,
    env: serverProcessEnv({
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      // The built server as `npm start` runs it: production refuses the demo accounts the bench signs in with.
      NODE_ENV: 'development',
      PUBLIC_URL: base,
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const server = { process: child, logLines: 0 };
  child.stdout.on('data', (chunk) => {
    for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) server.logLines++;
  });
  server.stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  try {
    await waitFor(`${base}/healthz`);
  } catch (error) {
    await server.stop();
    throw error;
  }
  currentApi = server;
  return server;
}

/** RSS once the server has answered its first call and settled (the start's work done, the demo data written). */
async function rssAfterStart(server) {
  await new Promise((r) => setTimeout(r, 5000));
  return readRssMb(server.process.pid);
}

async function rssAfterIdle(server) {
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  return readRssMb(server.process.pid);
}

async function signIn() {
  const response = await fetch(`${base}/backend/gw/partners-engine/authentication/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'seller@demo.test', password: 'Seller#2026' }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

/** A throw-away PostgreSQL (apps/api/bench/bench-postgres-process.ts), the server on it, its RSS with the same load. */
async function measurePostgres() {
  const postgres = spawn(
    process.execPath,
    [resolve(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/bench/bench-postgres-process.ts', 'bench_session'],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  try {
    const { databaseUrl } = await new Promise((resolveUrl, reject) => {
      let text = '';
      postgres.stdout.on('data', (chunk) => {
        text += chunk;
        if (text.includes('\n')) resolveUrl(JSON.parse(text.slice(0, text.indexOf('\n'))));
      });
      postgres.once('exit', () => reject(new Error('no PostgreSQL (it needs the PostgreSQL binaries)')));
    });
    const server = await startApi({ DATABASE_URL: databaseUrl, SEED_DEMO: '1' });
    try {
      const afterStart = await rssAfterStart(server);
      await load(`${base}/backend/main/session`, { cookie: await signIn() });
      return { afterStart, afterLoad: readRssMb(server.process.pid), idle: await rssAfterIdle(server) };
    } finally {
      await server.stop();
    }
  } finally {
    postgres.kill('SIGTERM');
    await new Promise((r) => (postgres.exitCode === null ? postgres.once('exit', r) : r()));
  }
}

async function measureSignInJs() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    // Everything the page asks for until the network is idle: the route and the runtime every page starts, then what
    // loads after the first paint (TanStack Query, the login banner), counted apart.
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(`${base}/sign-in`, { waitUntil: 'networkidle' });
    const timing = await page.evaluate(() => ({
      // The app marks when its first render is committed (the form drawn): what was asked for before it is the first load.
      paint: performance.getEntriesByName('app-first-commit')[0]?.startTime ?? Infinity,
      starts: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime])),
    }));
    const sizes = { gzip: 0, transferred: 0, files: 0, after: 0, afterFiles: 0 };
    const perFile = [];
    for (const request of scripts) {
      const response = await request.response();
      if (response) await response.finished();
      const body = Buffer.from(await (await fetch(request.url())).arrayBuffer());
      const gzip = gzipSync(body, { level: 9 }).length;
      const afterPaint = (timing.starts[request.url()] ?? 0) > timing.paint;
      if (afterPaint) {
        sizes.after += gzip;
        sizes.afterFiles += 1;
      } else {
        sizes.gzip += gzip;
        sizes.files += 1;
        sizes.transferred += (await request.sizes()).responseBodySize;
      }
      perFile.push([`${new URL(request.url()).pathname}${afterPaint ? ' (after the first paint)' : ''}`, gzip]);
    }
    // BENCH_JS_FILES=1 lists every script, largest first, to see where the bytes go.
    if (process.env.BENCH_JS_FILES === '1') {
      for (const [path, gzip] of perFile.sort((a, b) => b[1] - a[1])) console.log(`${kb(gzip).padStart(7)} KB  ${path}`);
    }
    return sizes;
  } finally {
    await browser.close();
  }
}

async function load(url, headers) {
  await autocannon({ url, connections, duration: 2, headers }); // warm-up
  const linesBefore = currentApi?.logLines ?? 0;
  const result = await autocannon({ url, connections, duration, headers });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, logLines: (currentApi?.logLines ?? 0) - linesBefore };
}

async function waitFor(url) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

function readRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kbValue = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kbValue / 1024);
}

/** Kilobytes as the budget counts them: 1 KB = 1000 bytes. */
function kb(bytes) {
  return (bytes / 1000).toFixed(1);
}
