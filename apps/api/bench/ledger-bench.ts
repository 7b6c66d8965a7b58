/**
 * `npm run bench:ledger`: measures, never asserts. A throw-away PostgreSQL server gets the demo data and `--entries`
 * ledger entries (default 1,000,000) on the demo seller's wallet accounts: order payments into pending and their
 * settlements from pending to available, spread over a year, with the running balances they sum to. Then:
 *
 * - the built server's wallet calls on it, one caller after another: the balances and the first page of transactions
 *   (p50/p99 of the whole HTTP call);
 * - `ledger:verify` over all of it (every balance recomputed from the entries, every transaction summed);
 * - posting throughput through `LedgerService.post` on PostgreSQL and on the embedded PGlite: transfers between each
 *   demo store's own accounts (pending → available), and credits from the marketplace's one clearing account into
 *   stores' wallets (the clearing account keeps no running balance, so these postings do not queue on its row).
 *
 *   npm run bench:ledger -- [--entries 1000000] [--seconds 10] [--posters 8] [--no-build]
 */
import { walletPaths } from '@seller-portal/contracts/wallet';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../src/db/open-database';
import { prepareDatabase, seedDemo } from '../src/module-data';
import { LedgerRepository, LedgerService, ledgerAccountKinds, type NewLedgerTransaction } from '../src/modules/ledger';
import { startBenchPostgres } from './bench-postgres';
import { buildOption, buildServer, startBuiltServer } from './built-server';
import { signInDemoSeller } from './demo-seller';

const { values: args } = parseArgs({
  options: {
    entries: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '10' },
    posters: { type: 'string', default: '8' },
    ...buildOption,
  },
  allowNegative: true,
});
const entries = Number(args.entries);
const seconds = Number(args.seconds);
const posters = Number(args.posters);
const storeCode = 'DEMO-60001';
const clock = { now: () => new Date() };
const rows: string[][] = [];

buildServer(args.build);
const postgres = await startBenchPostgres('ledger_bench');
const { databaseUrl } = postgres;

try {
  const database = await openDatabase({ databaseUrl });
  await prepareDatabase(database);
  await seedDemo(database.db);
  const seeding = performance.now();
  console.log(`Writing ${entries.toLocaleString('en')} entries on ${storeCode}'s wallet accounts…`);
  const written = await seedManyEntries(database, storeCode, entries);
  rows.push([
    `ledger entries on ${storeCode}'s wallet accounts`,
    `${written.storeEntries.toLocaleString('en')} (${written.transactions.toLocaleString('en')} transactions, ${written.allEntries.toLocaleString('en')} entries in all; written in ${((performance.now() - seeding) / 1000).toFixed(0)} s)`,
    '1,000,000',
  ]);

  const verifyStarted = performance.now();
  const drift = await new LedgerRepository(database.db).drift();
  const verifySeconds = (performance.now() - verifyStarted) / 1000;
  rows.push([
    '`ledger:verify` over all of it',
    `${verifySeconds.toFixed(2)} s, ${drift.accounts.length + drift.transactions.length === 0 ? 'no drift' : 'DRIFT'}`,
    '≤ 5 s',
  ]);
  await database.close();

  const server = await startBuiltServer({ DATABASE_URL: databaseUrl, SEED_DEMO: '0', NODE_ENV: 'development' });
  try {
    const cookie = await signInDemoSeller(server.baseUrl);
    const measured: [string, string, string][] = [
      ['wallet balances (available, pending, held, withdrawn today)', walletPaths.balances, 'p99 ≤ 10 ms'],
      ['first page (20) of the transactions, newest first', walletPaths.transactions, 'p99 ≤ 10 ms'],
      ['first page (20) of one type (ORDER_SETTLED)', `${walletPaths.transactions}?type=ORDER_SETTLED`, ''],
    ];
    for (const [label, path, target] of measured) {
      await load(server.baseUrl + path, cookie, 2);
      const result = await load(server.baseUrl + path, cookie, seconds);
      rows.push([
        label,
        `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${Math.round(result.perSecond)} calls/s${result.failed ? `, ${result.failed} failed` : ''}`,
        target,
      ]);
    }
  } finally {
    await server.stop();
  }

  const posting = await openDatabase({ databaseUrl });
  rows.push(...(await postingRates(posting, 'PostgreSQL', posters, '≥ 1,000/s')));
  await posting.close();
} finally {
  postgres.stop();
}

const folder = mkdtempSync(join(tmpdir(), 'ledger-bench-'));
try {
  const embedded = await openDatabase({ dataDir: folder });
  await prepareDatabase(embedded);
  await seedDemo(embedded.db);
  rows.push(...(await postingRates(embedded, 'PGlite', 1, '≥ 300/s')));
  await embedded.close();
} finally {
  rmSync(folder, { recursive: true, force: true });
}

console.log(`\nLedger benchmark (${seconds} s per measure, Node ${process.version})\n`);
console.log('| measure | result | target |\n|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);

/**
 * `count` entries on the store's wallet accounts in a few statements: half of them order payments into pending (the
 * other side on the marketplace's buyer payments), half in settlements from pending to available (both sides the
 * store's), a transaction every 20 seconds back from now; then the accounts' running balances from the entries.
 */
async function seedManyEntries(database: Database, store: string, count: number) {
  const ledger = new LedgerService(new LedgerRepository(database.db), clock);
  const { buyerPayments, walletPending, walletAvailable } = ledgerAccountKinds;
  // The accounts, through the service (their rows and kinds as it makes them).
  await ledger.post({
    idempotencyKey: 'BENCH:accounts',
    kind: 'ORDER_SETTLEMENT_PENDING',
    storeCode: store,
    postings: [
      { account: { storeCode: null, kind: buyerPayments }, amount: -1_000 },
      { account: { storeCode: store, kind: walletPending }, amount: 1_000 },
    ],
  });
  await ledger.post({
    idempotencyKey: 'BENCH:accounts:settled',
    kind: 'ORDER_SETTLED',
    storeCode: store,
    postings: [
      { account: { storeCode: store, kind: walletPending }, amount: -1_000 },
      { account: { storeCode: store, kind: walletAvailable }, amount: 1_000 },
    ],
  });
  const ids = (await database.db.execute(sql`
    select kind, id from ledger_accounts where (store_code = ${store} and kind in (${walletPending}, ${walletAvailable})) or (store_code is null and kind = ${buyerPayments})`)) as unknown as {
    rows: { kind: string; id: string }[];
  };
  const account = Object.fromEntries(ids.rows.map((row) => [row.kind, Number(row.id)]));
  const payments = Math.floor(count / 2);
  const settlements = Math.floor(count / 4);
  const total = payments + settlements;
  const batch = 100_000;
  for (let from = 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    // One database transaction per batch: the deferred balance check runs on its entries at its commit.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`
        with written as (
          insert into ledger_transactions (idempotency_key, kind, store_code, source_type, source_id, fingerprint, created_at)
          select 'BENCH:' || g,
                 case when g % 3 = 0 then 'ORDER_SETTLED' else 'ORDER_SETTLEMENT_PENDING' end,
                 ${store}, 'ORDER', 'ORD-BENCH-' || g, 'bench-' || g,
                 now() - (${total} - g) * interval '20 seconds'
          from generate_series(${from}::bigint, ${to}::bigint) g
          returning id, kind, created_at, 1000 + id % 9000 as amount
        )
        insert into ledger_entries (transaction_id, account_id, amount, created_at)
        select w.id, side.account_id, side.amount, w.created_at
        from written w
        cross join lateral (values
          (case when w.kind = 'ORDER_SETTLED' then ${account[walletPending]}::bigint else ${account[buyerPayments]}::bigint end, -w.amount),
          (case when w.kind = 'ORDER_SETTLED' then ${account[walletAvailable]}::bigint else ${account[walletPending]}::bigint end, w.amount)
        ) as side(account_id, amount)`);
    });
    console.log(`  ${to.toLocaleString('en')} of ${total.toLocaleString('en')} transactions written`);
  }
  await database.db.execute(sql`
    update ledger_accounts a set balance = coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)
    where a.id in (${account[buyerPayments]}, ${account[walletPending]}, ${account[walletAvailable]})`);
  await database.db.execute(sql`analyze ledger_transactions`);
  await database.db.execute(sql`analyze ledger_entries`);
  await database.db.execute(sql`analyze ledger_accounts`);
  const counted = (await database.db.execute(sql`
    select (select count(*) from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.store_code = ${store}) as store_entries,
           (select count(*) from ledger_entries) as all_entries,
           (select count(*) from ledger_transactions where store_code = ${store}) as transactions`)) as unknown as {
    rows: { store_entries: string; all_entries: string; transactions: string }[];
  };
  const [row] = counted.rows;
  return { storeEntries: Number(row.store_entries), allEntries: Number(row.all_entries), transactions: Number(row.transactions) };
}

/**
 * Balanced transactions posted through the service for `seconds` by `parallel` posters, each waiting for its answer
 * before the next: transfers inside each demo store's wallet, then credits from the marketplace's clearing account.
 */
async function postingRates(database: Database, driver: string, parallel: number, target: string): Promise<string[][]> {
  const ledger = new LedgerService(new LedgerRepository(database.db), clock);
  const stores = (
    (await database.db.execute(sql`select code from stores where code like 'DEMO-%' order by code`)) as unknown as { rows: { code: string }[] }
  ).rows.map((row) => row.code);
  const { buyerPayments, walletPending, walletAvailable } = ledgerAccountKinds;
  // Money in every store's pending balance to move.
  for (const store of stores) {
    await ledger.post({
      idempotencyKey: `BENCH:${driver}:fund:${store}`,
      kind: 'ORDER_SETTLEMENT_PENDING',
      storeCode: store,
      postings: [
        { account: { storeCode: null, kind: buyerPayments }, amount: -1_000_000_000 },
        { account: { storeCode: store, kind: walletPending }, amount: 1_000_000_000 },
      ],
    });
  }
  let key = 0;
  const transfer = (n: number): NewLedgerTransaction => {
    const store = stores[n % stores.length];
    return {
      idempotencyKey: `BENCH:${driver}:transfer:${(key += 1)}`,
      kind: 'ORDER_SETTLED',
      storeCode: store,
      postings: [
        { account: { storeCode: store, kind: walletPending }, amount: -100 },
        { account: { storeCode: store, kind: walletAvailable }, amount: 100 },
      ],
    };
  };
  const credit = (n: number): NewLedgerTransaction => {
    const store = stores[n % stores.length];
    return {
      idempotencyKey: `BENCH:${driver}:credit:${(key += 1)}`,
      kind: 'ORDER_SETTLEMENT_PENDING',
      storeCode: store,
      postings: [
        { account: { storeCode: null, kind: buyerPayments }, amount: -100 },
        { account: { storeCode: store, kind: walletPending }, amount: 100 },
      ],
    };
  };
  const measured: string[][] = [];
  for (const [label, make] of [
    [`posting on ${driver}: transfers inside ${stores.length} stores' wallets (${parallel} poster${parallel > 1 ? 's' : ''})`, transfer],
    [`posting on ${driver}: credits from the marketplace's one clearing account (${parallel} poster${parallel > 1 ? 's' : ''})`, credit],
  ] as const) {
    let posted = 0;
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: parallel }, async (_, poster) => {
        while (performance.now() < until) {
          await ledger.post(make(poster + posted * parallel));
          posted += 1;
        }
      }),
    );
    const rate = posted / ((performance.now() - started) / 1000);
    measured.push([label, `${Math.round(rate).toLocaleString('en')} transactions/s`, target]);
  }
  return measured;
}

/** One caller asking one call after another for `forSeconds`: each call's time to the whole answer, and percentiles. */
async function load(url: string, cookie: string, forSeconds: number): Promise<{ p50: number; p99: number; perSecond: number; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  const until = performance.now() + forSeconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) failed++;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), perSecond: times.length / forSeconds, failed };
}
