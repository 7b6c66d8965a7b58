/**
 * `npm run bench:ledger`: measures, never asserts. A throw-away PostgreSQL server gets the demo data and `--entries`
 * ledger entries (default 1,000,000) on the demo seller's wallet, each the store's side of a balanced transaction with
 * the marketplace; then it measures reading the wallet's balances and its newest entries (one caller, calls one after
 * another), `ledger:verify` over the whole ledger, and posting balanced transactions from `--posters` callers at once,
 * on PostgreSQL and on the embedded database (a fresh one in a temporary folder, as `npm start` keeps it on disk).
 *
 *   npm run bench:ledger -- [--entries 1000000] [--seconds 10] [--posters 8]
 */
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../src/db/open-database';
import { prepareDatabase, seedDemo } from '../src/module-data';
import { LedgerRepository } from '../src/modules/ledger/repository';
import { ledgerAccountKinds, LedgerService, type Posting } from '../src/modules/ledger/service';
import { systemClock } from '../src/runtime';
import { startBenchPostgres } from './bench-postgres';

const { values: args } = parseArgs({
  options: {
    entries: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '10' },
    posters: { type: 'string', default: '8' },
  },
});
const entryCount = Number(args.entries);
const seconds = Number(args.seconds);
const posters = Number(args.posters);
const storeCode = 'DEMO-60001';
/** Transactions per statement while seeding: quick, and one batch never holds much memory. */
const batch = 50_000;

const account = (kind: Posting['account']['kind'], store: string | null = storeCode) => ({ storeCode: store, kind });
const wallet = [account(ledgerAccountKinds.walletAvailable), account(ledgerAccountKinds.walletPending), account(ledgerAccountKinds.walletHeld)];

const rows: string[][] = [];
const postgres = await startBenchPostgres('ledger_bench');
try {
  const database = await openDatabase({ databaseUrl: postgres.databaseUrl });
  try {
    await prepareDatabase(database);
    await seedDemo(database.db);
    const seeding = performance.now();
    console.log(`Writing ${entryCount.toLocaleString('en')} ledger entries on ${storeCode}'s wallet…`);
    await seedEntries(database, entryCount, (line) => console.log(line));
    rows.push(['entries on the store’s wallet', `${entryCount.toLocaleString('en')} (written in ${((performance.now() - seeding) / 1000).toFixed(0)} s)`, '']);

    const ledger = new LedgerService(new LedgerRepository(database.db), systemClock);
    rows.push(['the wallet’s three balances', latency(await repeat(() => ledger.balances(wallet))), 'p99 ≤ 10 ms']);
    rows.push(['the wallet’s newest 50 entries with their transactions', latency(await repeat(() => newestEntries(database))), 'p99 ≤ 10 ms']);

    const verifying = performance.now();
    const drift = await ledger.verify();
    const verified = (performance.now() - verifying) / 1000;
    const agrees = drift.accounts.length === 0 && drift.transactions.length === 0;
    rows.push([
      `ledger:verify over ${(await entriesInLedger(database)).toLocaleString('en')} entries`,
      `${verified.toFixed(2)} s (${agrees ? 'no drift' : 'DRIFT'})`,
      '≤ 5 s',
    ]);

    rows.push([`posting, ${posters} callers, one store each (PostgreSQL)`, await postingRate(database, 'spread'), '≥ 1,000/s']);
    rows.push([`posting, ${posters} callers, all on one store (PostgreSQL)`, await postingRate(database, 'one-store'), '']);
  } finally {
    await database.close();
  }
} finally {
  postgres.stop();
}

const folder = mkdtempSync(join(tmpdir(), 'ledger-bench-'));
try {
  const embedded = await openDatabase({ databaseUrl: null, dataDir: folder });
  try {
    await prepareDatabase(embedded);
    await seedDemo(embedded.db);
    rows.push([`posting, ${posters} callers, one store each (embedded)`, await postingRate(embedded, 'spread'), '≥ 300/s']);
  } finally {
    await embedded.close();
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}

console.log('\n| measure | result | target |\n|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);

/**
 * The store's side of `count` balanced transactions with the marketplace's buyer payments, written by the database
 * (generate_series) in batches: mostly money in (10,000 to 19,600 rupiah), every tenth 5,000 out, so the wallet never
 * goes below zero; the running balances are set from the entries at the end, as `ledger:verify` checks them.
 */
async function seedEntries(database: Database, count: number, log: (line: string) => void) {
  const ledger = new LedgerService(new LedgerRepository(database.db), systemClock);
  // The accounts exist once something posted on them.
  await ledger.post({
    idempotencyKey: 'BENCH:OPEN',
    kind: 'OPENING_BALANCE',
    storeCode,
    postings: [
      { account: account(ledgerAccountKinds.walletAvailable), amount: 1 },
      { account: account(ledgerAccountKinds.buyerPayments, null), amount: -1 },
    ],
  });
  const ids = await accountIds(database);
  const store = ids.get(`${storeCode}/${ledgerAccountKinds.walletAvailable}`);
  const marketplace = ids.get(`/${ledgerAccountKinds.buyerPayments}`);
  const started = performance.now();
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`
        with written as (
          insert into ledger_transactions (idempotency_key, kind, store_code, source_type, source_id, fingerprint, created_at)
          select 'BENCH:' || g, case when g % 10 = 0 then 'WITHDRAWAL_PAID' else 'ORDER_SETTLED' end, ${storeCode},
                 case when g % 10 = 0 then 'WITHDRAWAL' else 'ORDER' end, 'BENCH-' || g, 'bench',
                 now() - interval '90 days' + g * interval '7 seconds'
          from generate_series(${from}::int, ${to}::int) g
          returning id, created_at, case when source_type = 'WITHDRAWAL' then -5000 else 10000 + (id % 97) * 100 end as amount)
        insert into ledger_entries (transaction_id, account_id, amount, created_at)
        select written.id, side.account_id, side.amount, written.created_at
        from written cross join lateral (values (${store}::bigint, written.amount), (${marketplace}::bigint, -written.amount)) side(account_id, amount)`);
    });
    log(`  ${to.toLocaleString('en')} entries written (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  await database.db.execute(sql`
    update ledger_accounts a set balance = coalesce((select sum(amount) from ledger_entries e where e.account_id = a.id), 0)`);
  await database.db.execute(sql`analyze ledger_accounts, ledger_transactions, ledger_entries`);
}

async function accountIds(database: Database): Promise<Map<string, number>> {
  const result = (await database.db.execute(sql`select id, coalesce(store_code, '') as store, kind from ledger_accounts`)) as unknown as {
    rows: { id: string; store: string; kind: string }[];
  };
  return new Map(result.rows.map((row) => [`${row.store}/${row.kind}`, Number(row.id)]));
}

/** What the wallet's first page reads: the newest entries of the store's wallet accounts, with their transactions. */
async function newestEntries(database: Database) {
  return database.db.execute(sql`
    select e.id, e.amount, e.created_at, t.kind, t.source_type, t.source_id
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    where e.account_id in (select id from ledger_accounts where store_code = ${storeCode} and kind like 'WALLET_%')
    order by e.id desc limit 50`);
}

async function entriesInLedger(database: Database): Promise<number> {
  const result = (await database.db.execute(sql`select count(*) as n from ledger_entries`)) as unknown as { rows: { n: string }[] };
  return Number(result.rows[0].n);
}

/** Calls `call` one after another for `seconds`: the latency of one call, not of a queue of them. */
async function repeat(call: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  return times;
}

function latency(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
  const total = times.reduce((sum, t) => sum + t, 0) / 1000;
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, ${Math.round(times.length / total)} calls/s`;
}

/**
 * Balanced transactions per second from `posters` callers at once for `seconds`: an order's net into a store's
 * pending wallet and the commission into the marketplace's fee income, out of the buyers' payments. `spread`: each
 * caller posts for its own demo store; `one-store`: every caller on the demo seller's store (its accounts' row locks
 * taken one after another).
 */
async function postingRate(database: Database, mode: 'spread' | 'one-store'): Promise<string> {
  const ledger = new LedgerService(new LedgerRepository(database.db), systemClock);
  const storesResult = (await database.db.execute(sql`select code from stores order by code`)) as unknown as { rows: { code: string }[] };
  const stores = storesResult.rows.map((row) => row.code);
  const run = `${mode}-${Date.now()}`;
  let posted = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: posters }, async (_, caller) => {
      const store = mode === 'one-store' ? storeCode : stores[caller % stores.length];
      for (let n = 0; performance.now() < until; n++) {
        await ledger.post({
          idempotencyKey: `BENCH:${run}:${caller}:${n}`,
          kind: 'ORDER_SETTLEMENT_PENDING',
          storeCode: store,
          source: { type: 'ORDER', id: `BENCH-${caller}-${n}` },
          postings: [
            { account: account(ledgerAccountKinds.walletPending, store), amount: 95_000 },
            { account: account(ledgerAccountKinds.feeIncome, null), amount: 5_000 },
            { account: account(ledgerAccountKinds.buyerPayments, null), amount: -100_000 },
          ],
        });
        posted++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const drift = await ledger.verify();
  const agrees = drift.accounts.length === 0 && drift.transactions.length === 0;
  return `${Math.round(posted / elapsed).toLocaleString('en')} transactions/s (${posted.toLocaleString('en')} in ${elapsed.toFixed(1)} s; ${agrees ? 'verified, no drift' : 'DRIFT'})`;
}
