import { sql } from 'drizzle-orm';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/open-database';
import { LedgerRepository } from '../src/modules/ledger/repository';
import { LedgerError, ledgerAccountKinds as kinds, LedgerService, type Posting } from '../src/modules/ledger/service';
import { createPostgresDatabase, drivers, openTestDatabase } from './support/test-database';
import { TestClock } from './support/test-server';

const repoRoot = resolve(import.meta.dirname, '../../..');
// A store the demo data moves no money of (it is still in onboarding): the balances below are the tests' own.
const store = 'DEMO-60005';
const available = { storeCode: store, kind: kinds.walletAvailable } as const;
const held = { storeCode: store, kind: kinds.walletHeld } as const;
const buyerPayments = { storeCode: null, kind: kinds.buyerPayments } as const;

/** Money into the store's available wallet, out of the marketplace's clearing account. */
const credit = (amount: number): Posting[] => [
  { account: buyerPayments, amount: -amount },
  { account: available, amount },
];

/** What a refused call says, or 'posted'. */
async function outcome(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'posted';
  } catch (error) {
    if (error instanceof LedgerError) return error.reason;
    throw error;
  }
}

describe.each(drivers)('the ledger (%s)', (driver) => {
  let database: Database;
  let ledger: LedgerService;
  let key = 0;
  const nextKey = () => `TEST:${driver}:${(key += 1)}`;
  /** The marketplace's clearing account is shared with the demo data: counted from where the tests found it. */
  let buyerPaymentsBefore = 0;
  const balances = async () => {
    const [ownAvailable, ownHeld, payments] = await ledger.balances([available, held, buyerPayments]);
    return [ownAvailable, ownHeld, payments - buyerPaymentsBefore];
  };

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    ledger = new LedgerService(new LedgerRepository(database.db), new TestClock());
    [buyerPaymentsBefore] = await ledger.balances([buyerPayments]);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('posts a balanced transaction once: the balances follow, and the same event again answers the first', async () => {
    const first = await ledger.post({ idempotencyKey: 'ORDER_SETTLED:ORD-1', kind: 'ORDER_SETTLED', storeCode: store, postings: credit(100_000) });
    expect(first.replayed).toBe(false);
    expect(await balances()).toEqual([100_000, 0, -100_000]);
    const again = await ledger.post({
      idempotencyKey: 'ORDER_SETTLED:ORD-1',
      kind: 'ORDER_SETTLED',
      storeCode: store,
      postings: [...credit(100_000)].reverse(),
    });
    expect(again).toEqual({ transactionId: first.transactionId, replayed: true });
    expect(await balances()).toEqual([100_000, 0, -100_000]);
    expect(await outcome(ledger.post({ idempotencyKey: 'ORDER_SETTLED:ORD-1', kind: 'ORDER_SETTLED', storeCode: store, postings: credit(90_000) }))).toBe(
      'KEY_REUSED',
    );
  });

  it.each([
    ['no postings', []],
    ['a zero', [{ account: available, amount: 0 }]],
    [
      'a fraction',
      [
        { account: buyerPayments, amount: 1.5 },
        { account: available, amount: -1.5 },
      ],
    ],
    [
      'more than a safe integer',
      [
        { account: buyerPayments, amount: 2 ** 53 },
        { account: available, amount: -(2 ** 53) },
      ],
    ],
  ] as [string, Posting[]][])('refuses %s as INVALID_AMOUNT, writing nothing', async (_case, postings) => {
    const before = await balances();
    expect(await outcome(ledger.post({ idempotencyKey: nextKey(), kind: 'TEST', storeCode: store, postings }))).toBe('INVALID_AMOUNT');
    expect(await balances()).toEqual(before);
  });

  it('refuses postings that do not balance, and so does the database when they are written around the service', async () => {
    expect(
      await outcome(
        ledger.post({
          idempotencyKey: nextKey(),
          kind: 'TEST',
          storeCode: store,
          postings: [
            { account: buyerPayments, amount: 10 },
            { account: available, amount: -9 },
          ],
        }),
      ),
    ).toBe('UNBALANCED');
    const [account] = (
      (await database.db.execute(sql`select id from ledger_accounts where store_code is null and kind = ${kinds.buyerPayments}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    await expect(
      database.db.transaction(async (tx) => {
        const written = (await tx.execute(
          sql`insert into ledger_transactions (idempotency_key, kind, fingerprint, created_at) values (${nextKey()}, 'TEST', 'x', now()) returning id`,
        )) as unknown as { rows: { id: string }[] };
        await tx.execute(
          sql`insert into ledger_entries (transaction_id, account_id, amount, created_at) values (${written.rows[0].id}, ${account.id}, 10, now())`,
        );
      }),
    ).rejects.toThrow();
    expect((await ledger.verify()).transactions).toEqual([]);
  });

  it('refuses to change or delete what was posted: corrections are new transactions', async () => {
    await expect(database.db.execute(sql`update ledger_entries set amount = amount * 2`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    expect(await balances()).toEqual([100_000, 0, -100_000]);
  });

  it('never lets a store account go below zero: 50 holds of Rp 10.000 at once on Rp 100.000 take exactly ten', async () => {
    const hold = (n: number): Promise<string> =>
      outcome(
        ledger.post({
          idempotencyKey: `WITHDRAWAL_REQUESTED:${driver}:${n}`,
          kind: 'WITHDRAWAL_REQUESTED',
          storeCode: store,
          postings: [
            { account: available, amount: -10_000 },
            { account: held, amount: 10_000 },
          ],
        }),
      );
    const results = await Promise.all(Array.from({ length: 50 }, (_, n) => hold(n)));
    expect(results.filter((result) => result === 'posted')).toHaveLength(10);
    expect(results.filter((result) => result === 'INSUFFICIENT_FUNDS')).toHaveLength(40);
    expect(await balances()).toEqual([0, 100_000, -100_000]);
    expect(await ledger.verify()).toEqual({ accounts: [], transactions: [] });
  });

  it('`ledger:verify` finds a running balance that no longer matches its entries', async () => {
    await database.db.execute(sql`update ledger_accounts set balance = balance + 1 where store_code = ${store} and kind = ${kinds.walletHeld}`);
    const drift = await ledger.verify();
    expect(drift.transactions).toEqual([]);
    expect(drift.accounts).toEqual([expect.objectContaining({ balance: 100_001, entries: 100_000 })]);
    await database.db.execute(sql`update ledger_accounts set balance = balance - 1 where store_code = ${store} and kind = ${kinds.walletHeld}`);
  });
});

// `npm run ledger:verify` itself, on a PostgreSQL database the concurrent holds wrote: 0 while all agrees, 1 on drift.
describe.runIf(drivers.includes('postgres'))('npm run ledger:verify (postgres)', () => {
  let url = '';
  let database: Database;

  beforeAll(async () => {
    url = await createPostgresDatabase();
    database = openPostgres(url);
    const ledger = new LedgerService(new LedgerRepository(database.db), new TestClock());
    await ledger.post({ idempotencyKey: 'VERIFY:credit', kind: 'TEST', storeCode: store, postings: credit(50_000) });
    await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        outcome(
          ledger.post({
            idempotencyKey: `VERIFY:hold:${n}`,
            kind: 'WITHDRAWAL_REQUESTED',
            storeCode: store,
            postings: [
              { account: available, amount: -10_000 },
              { account: held, amount: 10_000 },
            ],
          }),
        ),
      ),
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  const verify = () =>
    spawnSync(
      process.execPath,
      [resolve(repoRoot, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/scripts/ledger-verify.ts'],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: url },
        encoding: 'utf8',
      },
    );

  it('exits 0 while every balance agrees with its entries, and 1 naming the account that drifted', async () => {
    const agrees = verify();
    expect(agrees.stdout).toContain('The ledger agrees with its entries');
    expect(agrees.status).toBe(0);
    await database.db.execute(sql`update ledger_accounts set balance = balance + 7 where store_code = ${store} and kind = ${kinds.walletAvailable}`);
    const drifted = verify();
    expect(drifted.stdout).toMatch(/account \d+: balance 7, its entries sum to 0/);
    expect(drifted.status).toBe(1);
  });
});
