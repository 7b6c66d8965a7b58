/**
 * `npm run bench:attacks`: measures, never asserts. Does the server stay responsive while an attack runs? The built
 * server as `npm start` runs it (embedded database, demo data, the defaults) answers `GET /healthz` a few times a
 * second, measured from a thread of its own, first with nothing else running, then during each attack, each on a
 * fresh server:
 *
 *  - XLSX flood: a store member uploads a 200,000-row XLSX that compresses under the 2 MB limit to the product bulk
 *    upload, again and again;
 *  - socket flood: one session opens 500 `GET /backend/realtime?after=0` sockets at once and holds them, after
 *    customers sent the store 2,500 chat messages (the demo data stores no realtime events, and a week of a busy
 *    store's chats is what `after=0` replays).
 *
 * Every request has a timeout, so the bench finishes whatever the server does; a probe that times out is counted as
 * such (and makes the p99 "> timeout"). After each attack it measures how long the server takes to answer every
 * probe within a second again for 5 s in a row (up to `--recovery` seconds), then stops it.
 *
 *   npm run bench:attacks -- [--seconds 20] [--rows 200000] [--sockets 500] [--store-messages 2500] [--probes-per-second 5]
 *                            [--probe-timeout 10] [--recovery 60] [--no-build]
 */
import { chatPaths } from '@seller-portal/contracts/chat';
import { realtimePath } from '@seller-portal/contracts/core';
import { productBulkColumns, productLimits, productPaths } from '@seller-portal/contracts/products';
import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import WebSocket from 'ws';
import { devChatCustomerTokenSecret, signCustomerToken } from '../src/modules/customer-tokens';
import type { ServerProcess } from '../test/support/server-process';
import { buildOption, buildServer, startBuiltServer } from './built-server';
import { signInDemoSeller } from './demo-seller';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    rows: { type: 'string', default: '200000' },
    sockets: { type: 'string', default: '500' },
    'store-messages': { type: 'string', default: '2500' },
    'probes-per-second': { type: 'string', default: '5' },
    'probe-timeout': { type: 'string', default: '10' },
    recovery: { type: 'string', default: '60' },
    ...buildOption,
  },
  allowNegative: true,
});
const attackMs = Number(args.seconds) * 1000;
const rowCount = Number(args.rows);
const socketCount = Number(args.sockets);
const storeMessageCount = Number(args['store-messages']);
const probeIntervalMs = 1000 / Number(args['probes-per-second']);
const probeTimeoutMs = Number(args['probe-timeout']) * 1000;
const recoveryMs = Number(args.recovery) * 1000;
/** An attack's own request (an upload, a socket's handshake) gives up after this long. */
const attackRequestTimeoutMs = 30_000;

/** One health probe: its latency from when it was sent, or how it failed. */
interface Probe {
  ms: number;
  outcome: 'ok' | 'timeout' | 'error' | `status ${number}`;
}

interface Row {
  attack: string;
  probes: Probe[];
  rssBeforeMb: number;
  rssPeakMb: number;
  what: string;
  recovery: string;
}

/**
 * The prober runs in a worker thread, so the attack's own work in this thread (500 sockets' frames) never delays a
 * probe or its clock. Probes go out on schedule whether or not the previous one was answered.
 */
const proberSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, intervalMs, timeoutMs } = workerData;
const probes = [];
const pending = new Set();
let timer = null;
function probe() {
  const started = performance.now();
  const done = fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
    .then(async (response) => {
      await response.arrayBuffer();
      probes.push({ ms: performance.now() - started, outcome: response.status === 200 ? 'ok' : 'status ' + response.status });
    }, (error) => {
      probes.push({ ms: performance.now() - started, outcome: error && error.name === 'TimeoutError' ? 'timeout' : 'error' });
    });
  pending.add(done);
  done.finally(() => pending.delete(done));
}
parentPort.on('message', (message) => {
  if (message === 'start') {
    probe();
    timer = setInterval(probe, intervalMs);
  } else if (message === 'stop') {
    clearInterval(timer);
    Promise.allSettled([...pending]).then(() => parentPort.postMessage(probes));
  }
});
`;

/** Probes `/healthz` from another thread while `during` runs; answers the probes sent meanwhile and the server's peak RSS. */
async function probeWhile(server: ServerProcess, during: () => Promise<void>): Promise<{ probes: Probe[]; rssPeakMb: number }> {
  const worker = new Worker(proberSource, {
    eval: true,
    workerData: { url: `${server.baseUrl}/healthz`, intervalMs: probeIntervalMs, timeoutMs: probeTimeoutMs },
  });
  let rssPeakMb = rssMb(server);
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(server))), 250);
  worker.postMessage('start');
  try {
    await during();
    const probes = await new Promise<Probe[]>((resolveProbes) => {
      worker.once('message', resolveProbes);
      worker.postMessage('stop');
    });
    return { probes, rssPeakMb: Math.max(rssPeakMb, rssMb(server)) };
  } finally {
    clearInterval(sampler);
    await worker.terminate();
  }
}

/** After an attack: how long until `/healthz` answers within a second, every time for 5 s, or that it did not within `recoveryMs`. */
async function recovery(server: ServerProcess): Promise<string> {
  const started = performance.now();
  let goodSince: number | null = null;
  while (performance.now() - started < recoveryMs) {
    const sent = performance.now();
    const answered = await fetch(`${server.baseUrl}/healthz`, { signal: AbortSignal.timeout(probeTimeoutMs) }).then(
      (response) => response.ok,
      () => false,
    );
    const now = performance.now();
    goodSince = answered && now - sent < 1000 ? (goodSince ?? sent) : null;
    if (goodSince !== null && now - goodSince >= 5000) return seconds(goodSince - started);
    await new Promise((r) => setTimeout(r, probeIntervalMs));
  }
  return `not within ${seconds(recoveryMs)}`;
}

/** Customers write to the store, as the buyer app does: the events a socket asking for `after=0` is replayed. */
async function storeMessages(server: ServerProcess, count: number): Promise<void> {
  const tokens = await Promise.all(
    Array.from({ length: 50 }, (_, n) => signCustomerToken(devChatCustomerTokenSecret, { customerId: `BENCH-${n}`, name: `Pembeli ${n}` }, new Date())),
  );
  let next = 0;
  const sender = async () => {
    for (let n = next++; n < count; n = next++) {
      const response = await fetch(server.baseUrl + chatPaths.customerMessages, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[n % tokens.length]}` },
        body: JSON.stringify({
          storeCode: 'DEMO-60001',
          clientMessageId: `bench-attack-${n}`,
          kind: 'text',
          text: `Halo, apakah barang nomor ${n} masih ada?`,
        }),
        signal: AbortSignal.timeout(attackRequestTimeoutMs),
      });
      if (!response.ok) throw new Error(`a customer message was refused: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, sender));
}

/** A fresh server as `npm start` runs it (but for the store's chat limit, below): the built bundle on a new embedded database, seeded with the demo data. */
async function freshServer(cleanups: (() => void | Promise<void>)[]): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-attacks-'));
  // The socket flood's preparation writes 2,500 customer messages into one store within a minute, above a store's
  // 1,200 a minute: that one limit is raised so the data can be written; every other setting is npm start's.
  const server = await startBuiltServer({ DATA_DIR: dataDir, STORE_CHAT_RATE_LIMIT: '100000' }, { startTimeoutMs: 180_000 });
  cleanups.push(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return server;
}

/** A workbook of the template's header and `rows` tiny rows: a few MB of XML that compresses to under 2 MB. */
async function floodWorkbook(rows: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Produk');
  sheet.addRow([productBulkColumns.itemId, productBulkColumns.name, productBulkColumns.price, productBulkColumns.stock]).commit();
  for (let n = 0; n < rows; n++) sheet.addRow(['X', null, 1000]).commit();
  sheet.commit();
  await workbook.commit();
  const content = Buffer.concat(chunks);
  if (content.length > productLimits.bulkFileMaxBytes) throw new Error(`the workbook of ${rows} rows is ${content.length} bytes, over the upload limit`);
  return content;
}

async function xlsxFlood(server: ServerProcess, cookie: string, content: Buffer): Promise<string> {
  const answers = new Map<string, number>();
  const count = (outcome: string) => answers.set(outcome, (answers.get(outcome) ?? 0) + 1);
  const attackOver = AbortSignal.timeout(attackMs);
  // One upload after another: the next goes as soon as the previous is answered (or given up on).
  while (!attackOver.aborted) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), 'produk.xlsx');
    const outcome = await fetch(server.baseUrl + productPaths.bulkUpload, {
      method: 'POST',
      body: form,
      headers: { cookie, origin: server.baseUrl },
      signal: AbortSignal.any([AbortSignal.timeout(attackRequestTimeoutMs), attackOver]),
    }).then(
      async (response) => {
        const body = (await response.json().catch(() => null)) as { errorCode?: string } | null;
        return response.status === 200 ? 'accepted' : `${response.status} ${body?.errorCode ?? ''}`.trim();
      },
      (error: Error) => (attackOver.aborted ? 'unanswered when the attack ended' : error.name === 'TimeoutError' ? 'timed out' : 'failed'),
    );
    count(outcome);
  }
  const total = [...answers.values()].reduce((a, b) => a + b, 0);
  return `${total} uploads: ${[...answers].map(([outcome, n]) => `${n} ${outcome}`).join(', ')}`;
}

async function socketFlood(server: ServerProcess, cookie: string): Promise<string> {
  const url = new URL(realtimePath, server.baseUrl.replace(/^http/, 'ws'));
  url.searchParams.set('after', '0');
  const tally = { ready: 0, refused: new Map<number, number>(), closed: 0, failed: 0, replayed: [] as number[] };
  const sockets: WebSocket[] = [];
  for (let n = 0; n < socketCount; n++) {
    const socket = new WebSocket(url, { headers: { cookie, origin: server.baseUrl }, handshakeTimeout: attackRequestTimeoutMs });
    sockets.push(socket);
    let frames = 0;
    let ready = false;
    // Frames are counted, not parsed: the bench's own thread must keep up with what 500 sockets receive.
    socket.on('message', (data: Buffer) => {
      if (ready) return;
      if (data.subarray(0, 12).toString() === '{"t":"ready"') {
        ready = true;
        tally.ready += 1;
        tally.replayed.push(frames);
      } else frames += 1;
    });
    socket.on('unexpected-response', (_request, response) => {
      tally.refused.set(response.statusCode ?? 0, (tally.refused.get(response.statusCode ?? 0) ?? 0) + 1);
      socket.terminate();
    });
    socket.on('close', () => (tally.closed += 1));
    socket.on('error', () => (tally.failed += 1));
  }
  await new Promise((r) => setTimeout(r, attackMs));
  for (const socket of sockets) socket.terminate();
  const refused = [...tally.refused].map(([status, n]) => `${n} refused ${status}`);
  const replayed = tally.replayed.length
    ? `, ${Math.round(tally.replayed.reduce((a, b) => a + b, 0) / tally.replayed.length).toLocaleString('en-US')} events replayed to each`
    : '';
  return `${tally.ready} of ${socketCount} ready within ${seconds(attackMs)}${refused.length ? `, ${refused.join(', ')}` : ''}${replayed}`;
}

async function main(): Promise<void> {
  buildServer(args.build);
  const loadBefore = loadavg()[0];
  const workbook = await floodWorkbook(rowCount);
  const rows: Row[] = [];
  /** What a fresh server needs before an attack, not measured. */
  const attacks: [string, (server: ServerProcess, cookie: string) => Promise<string>, (server: ServerProcess) => Promise<void>][] = [
    [
      `XLSX flood: a ${rowCount.toLocaleString('en-US')}-row XLSX (${(workbook.length / 1e6).toFixed(2)} MB) uploaded again and again by a store member`,
      (server, cookie) => xlsxFlood(server, cookie, workbook),
      async () => undefined,
    ],
    [
      `socket flood: one session opens ${socketCount} sockets ?after=0 (the store holds ${storeMessageCount.toLocaleString('en-US')} customer messages)`,
      socketFlood,
      (server) => storeMessages(server, storeMessageCount),
    ],
  ];
  for (const [index, [attack, run, prepare]] of attacks.entries()) {
    const cleanups: (() => void | Promise<void>)[] = [];
    try {
      const server = await freshServer(cleanups);
      // The attacker's session (seller@demo.test, a member of DEMO-60001), signed in before anything is measured.
      const cookie = await signInDemoSeller(server.baseUrl);
      await prepare(server);
      if (index === 0) {
        const rssBeforeMb = rssMb(server);
        const quiet = await probeWhile(server, () => new Promise((r) => setTimeout(r, Math.min(attackMs, 10_000))));
        rows.push({ attack: 'none (the same probes, nothing else)', probes: quiet.probes, rssBeforeMb, rssPeakMb: quiet.rssPeakMb, what: '', recovery: '' });
      }
      const rssBeforeMb = rssMb(server);
      let what = '';
      const during = await probeWhile(server, async () => {
        what = await run(server, cookie);
      });
      rows.push({ attack, probes: during.probes, rssBeforeMb, rssPeakMb: during.rssPeakMb, what, recovery: await recovery(server) });
    } finally {
      for (const cleanup of cleanups.reverse()) await cleanup();
    }
  }

  console.log(
    `\nThe server stays responsive while the attack runs: GET /healthz ${args['probes-per-second']}×/s from a thread of its own, ` +
      `${seconds(probeTimeoutMs)} timeout; each attack ${seconds(attackMs)} on a fresh built server (embedded database, demo data); ` +
      `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after\n`,
  );
  console.log(
    '| attack | health p50 | health p99 | health max | probes unanswered | server RSS before → peak | the attack | answering within 1 s again after |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const timedOut = row.probes.filter((p) => p.outcome !== 'ok').length;
    console.log(
      `| ${row.attack} | ${percentile(row.probes, 0.5)} | ${percentile(row.probes, 0.99)} | ${percentile(row.probes, 1)} | ${timedOut} of ${row.probes.length} | ` +
        `${row.rssBeforeMb} → ${row.rssPeakMb} MB | ${row.what} | ${row.recovery} |`,
    );
  }
  const failures = rows.flatMap((row) => row.probes.filter((p) => p.outcome !== 'ok' && p.outcome !== 'timeout').map((p) => p.outcome));
  if (failures.length) console.log(`\nProbes answered otherwise than 200 or a timeout: ${[...new Set(failures)].join(', ')}.`);
}

/** A latency percentile where a probe that was not answered 200 counts as slower than any answer. */
function percentile(probes: Probe[], p: number): string {
  if (!probes.length) return '—';
  const sorted = probes.map((probe) => (probe.outcome === 'ok' ? probe.ms : Infinity)).sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  return value === Infinity ? `> ${seconds(probeTimeoutMs)}` : value < 1000 ? `${value.toFixed(1)} ms` : seconds(value);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function rssMb(server: ServerProcess): number {
  try {
    const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

await main();
