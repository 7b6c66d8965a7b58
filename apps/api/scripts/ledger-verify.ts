/**
 * `npm run ledger:verify`: recomputes every ledger account's balance from its entries and sums every transaction, in
 * the database the server would open (DATABASE_URL, else the embedded one in DATA_DIR or `.data/`; stop the server
 * first, PGlite has one process at a time). Prints what drifted and exits 1 when anything did, 0 when all agrees.
 */
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/open-database';
import { prepareDatabase } from '../src/module-data';
import { LedgerRepository } from '../src/modules/ledger/repository';

const databaseUrl = process.env.DATABASE_URL || null;
const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? null : resolve(process.env.DATA_DIR ?? '.data') });
let drifted = false;
try {
  await prepareDatabase(database);
  const started = performance.now();
  const drift = await new LedgerRepository(database.db).drift();
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  for (const account of drift.accounts) console.log(`account ${account.id}: balance ${account.balance}, its entries sum to ${account.entries}`);
  for (const transaction of drift.transactions) console.log(`transaction ${transaction.id}: its postings sum to ${transaction.total}, not 0`);
  drifted = drift.accounts.length > 0 || drift.transactions.length > 0;
  console.log(drifted ? `The ledger drifted (${database.driver}, ${seconds} s).` : `The ledger agrees with its entries (${database.driver}, ${seconds} s).`);
} finally {
  await database.close();
}
process.exit(drifted ? 1 : 0);
