/**
 * `npm run bench:orders`: measures, never asserts. A throw-away PostgreSQL server gets the demo data and
 * `--count` orders (default 1,000,000) in the demo seller's store; the built server runs on it as its own process.
 * Prints the latency (p50/p99 of calls made one after another) of the first page of filtered order lists, of the status counts
 * and of the palette's search, and
 * the server's memory while it exports about 20,000 and about 100,000 orders to XLSX, for the README's
 * performance section.
 *
 *   npm run bench:orders -- [--count 1000000] [--seconds 10] [--connections 1]
 *
 * One connection by default: the latency of a call, not of a queue of them on a machine with two cores.
 */
import { type Envelope } from '@seller-portal/contracts/core';
import { orderDayOf, orderPaths, orderPathsOf, type OrderExport, type OrderStatusCounts } from '@seller-portal/contracts/orders';
import { searchPaths } from '@seller-portal/contracts/search';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { prepareDatabase, seedDemo } from '../src/module-data';
import { openDatabase } from '../src/db/open-database';
import { users } from '../src/db/schema';
import { OrderExports } from '../src/modules/orders/export';
import { OrdersRepository } from '../src/modules/orders/repository';
import { startBenchPostgres } from './bench-postgres';
import { startBuiltServer } from './built-server';
import { signInDemoSeller } from './demo-seller';
import { seedManyOrders } from './seed-orders';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '1' },
  },
});
const count = Number(args.count);
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const storeCode = 'DEMO-60001';
const day = 86_400_000;

// The in-process export measurement collects garbage on purpose.
setFlagsFromString('--expose-gc');

const postgres = await startBenchPostgres('orders_bench');
const { databaseUrl } = postgres;
const rows: string[][] = [];

try {
  const database = await openDatabase({ databaseUrl });
  await prepareDatabase(database);
  await seedDemo(database.db);
  const seeding = performance.now();
  console.log(`Writing ${count.toLocaleString('en')} orders into ${storeCode}…`);
  await seedManyOrders(database, storeCode, count, (line) => console.log(line));
  const seededIn = (performance.now() - seeding) / 1000;
  await database.close();

  const server = await startBuiltServer({ DATABASE_URL: databaseUrl, SEED_DEMO: '0', NODE_ENV: 'development' });
  try {
    const cookie = await signInDemoSeller(server.baseUrl);
    const get = async <T>(path: string) => ((await (await fetch(server.baseUrl + path, { headers: { cookie } })).json()) as Envelope<T>).value as T;

    const now = Date.now();
    const month = `from=${orderDayOf(now - 59 * day)}&to=${orderDayOf(now)}`;
    const all = await get<OrderStatusCounts>(orderPaths.counts);
    rows.push(['orders in the store', `${all.ALL.toLocaleString('en')} (written in ${seededIn.toFixed(0)} s)`, '']);

    const measured: [string, string, string][] = [
      ['first page (50) of a tab filtered by courier and 60 days', `${orderPaths.orders}?status=COMPLETED&courier=JNE&${month}`, 'p99 ≤ 20 ms'],
      [
        'first page (50) of a tab by pickup point, ship-by deadline first',
        `${orderPaths.orders}?status=READY_TO_SHIP&pickupPointCode=PP-DEMO-60001-BDG&sort=SHIP_BY_ASC`,
        'p99 ≤ 20 ms',
      ],
      ['first page (50) of every order, newest first', orderPaths.orders, 'p99 ≤ 20 ms'],
      ['status counts (the tabs) filtered by courier and 60 days', `${orderPaths.counts}?courier=JNE&${month}`, 'p99 ≤ 20 ms'],
      ['status counts of all the store’s orders', orderPaths.counts, 'p99 ≤ 20 ms'],
      ['first page of a search by customer name', `${orderPaths.orders}?q=siti`, ''],
      ['first page of a search by product name', `${orderPaths.orders}?q=${encodeURIComponent('madu hutan')}`, ''],
      ['first page of a search nothing matches (every order would be read without the trigram index)', `${orderPaths.orders}?q=zzzz`, ''],
      ['status counts of a search by customer name', `${orderPaths.counts}?q=siti`, ''],
    ];
    // The palette's search (every domain the seller opens at once) over the same million orders.
    const newest = (await get<{ content: { orderNumber: string }[] }>(`${orderPaths.orders}?size=1`)).content[0]?.orderNumber ?? 'ORD-1';
    const palette = (q: string) => `${searchPaths.search}?${new URLSearchParams({ q, language: 'id' })}`;
    for (const [label, q] of [
      ['an exact order number', newest],
      ['the start of an order number', newest.slice(0, 12)],
      ['a customer’s name', 'siti'],
      ['a product’s name', 'madu hutan'],
      ['a customer’s name mistyped', 'sitti rahyu'],
      ['a word no order holds', 'zzzz'],
    ] as const)
      measured.push([`palette search: ${label}`, palette(q), 'p99 ≤ 30 ms']);
    for (const [label, path, target] of measured) {
      await load(server.baseUrl + path, cookie, 2);
      const result = await load(server.baseUrl + path, cookie, seconds);
      const calls = `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${Math.round(result.perSecond)} calls/s`;
      rows.push([label, `${calls}${result.failed ? `, ${result.failed} failed` : ''}`, target]);
    }

    // Exports of about 20,000 and about 100,000 orders: the server's memory while it writes each.
    const perDay = all.ALL / 90;
    for (const wanted of [20_000, 100_000]) {
      const days = Math.max(1, Math.round(wanted / perDay));
      const filter = { from: orderDayOf(now - (10 + days - 1) * day), to: orderDayOf(now - 10 * day) };
      const before = rssKb(server.child.pid);
      let peak = before;
      const started = performance.now();
      const response = await fetch(server.baseUrl + orderPaths.exports, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ filter }),
      });
      const { value: begun } = (await response.json()) as Envelope<OrderExport>;
      if (!begun) throw new Error(`the export did not start: ${response.status}`);
      let state: OrderExport = begun;
      while (state.state === 'PENDING' || state.state === 'RUNNING') {
        peak = Math.max(peak, rssKb(server.child.pid));
        await new Promise((r) => setTimeout(r, 200));
        state = await get<OrderExport>(orderPathsOf.export(begun.bulkProcessId));
      }
      const took = (performance.now() - started) / 1000;
      if (state.state !== 'DONE') throw new Error(`the export ended ${state.state}`);
      const file = await fetch(server.baseUrl + (state.excelLink as string), { headers: { cookie } });
      const bytes = (await file.arrayBuffer()).byteLength;
      rows.push([
        `export of ${state.total.toLocaleString('en')} orders to XLSX`,
        `${took.toFixed(1)} s, ${(bytes / 1e6).toFixed(1)} MB file, server RSS ${(before / 1000).toFixed(0)} → peak ${(peak / 1000).toFixed(0)} MB`,
        'flat memory',
      ]);
    }
  } finally {
    await server.stop();
  }

  // The same exports in this process, its JavaScript heap measured after a full collection every 300 ms: what the
  // export itself holds, without the garbage V8 has not collected yet (which the server's RSS above includes).
  const gc = runInNewContext('gc') as () => void;
  const inProcess = await openDatabase({ databaseUrl });
  const [seller] = await inProcess.db.select({ id: users.id }).from(users).where(eq(users.username, 'seller@demo.test'));
  const quiet = { error: console.error, warn: () => undefined, info: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;
  const exports = new OrderExports({ repository: new OrdersRepository(inProcess.db), clock: { now: () => new Date() }, log: quiet });
  const now = Date.now();
  const perDay = count / 90;
  for (const wanted of [20_000, 100_000]) {
    const days = Math.max(1, Math.round(wanted / perDay));
    gc();
    const base = process.memoryUsage().heapUsed;
    let peak = base;
    const started = await exports.start(
      { storeCode, pickupPoints: null, username: 'seller@demo.test', userId: seller.id },
      { filter: { from: orderDayOf(now - (10 + days - 1) * day), to: orderDayOf(now - 10 * day) } },
    );
    const timer = setInterval(() => {
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 300);
    await exports.drain();
    clearInterval(timer);
    const done = await exports.status({ storeCode, pickupPoints: null, username: 'seller@demo.test', userId: seller.id }, started.bulkProcessId);
    rows.push([
      `export of ${done.total.toLocaleString('en')} orders, JS heap after collection`,
      `${(base / 1e6).toFixed(0)} → peak ${(peak / 1e6).toFixed(0)} MB`,
      'flat memory',
    ]);
  }
  await inProcess.close();
} finally {
  postgres.stop();
}

console.log(`\nOrders benchmark (PostgreSQL, ${connections} caller(s) for ${seconds} s per call, Node ${process.version}; 1 MB = 10^6 bytes)\n`);
console.log('| measure | result | target |\n|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);

/**
 * `connections` callers asking one after another for `seconds`: each call's time from sending to the whole answer
 * read, and its percentiles.
 */
async function load(url: string, cookie: string, forSeconds: number): Promise<{ p50: number; p99: number; perSecond: number; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  const until = performance.now() + forSeconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(url, { headers: { cookie } });
        await response.arrayBuffer();
        times.push(performance.now() - started);
        if (!response.ok) failed++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), perSecond: times.length / forSeconds, failed };
}

function rssKb(pid: number | undefined): number {
  if (!pid) return 0;
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : 0;
}
