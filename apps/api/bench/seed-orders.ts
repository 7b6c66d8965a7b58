/**
 * `npm run seed:orders -- --count 1000000 [--store DEMO-60001]`: writes many generated orders into a store of the
 * database the server would open (DATABASE_URL, else the embedded one in DATA_DIR or `.data/`; stop the server first,
 * PGlite has one process at a time; a development database gets the demo data first), then counts the store's status table again. The orders are spread over the last
 * 90 days with the statuses their age gives them, each with an item of the store, so the list, its tabs and the
 * dashboard look as they would with that many. What the benchmark (`npm run bench:orders`) measures on.
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { prepareDatabase, seedDemo } from '../src/module-data';
import { openDatabase, type Database } from '../src/db/open-database';
import { demoItems } from '../src/modules/orders/demo';
import { OrdersRepository } from '../src/modules/orders/repository';

/** Rows per statement: large enough to be quick, small enough that one batch never holds much memory. */
const batch = 50_000;

export async function seedManyOrders(database: Database, storeCode: string, count: number, log: (line: string) => void = () => undefined): Promise<void> {
  const repository = new OrdersRepository(database.db);
  const store = await repository.activeStore(storeCode);
  if (!store) throw new Error(`there is no open store ${storeCode}`);
  const points = (await repository.pickupPointsOf(storeCode)).map((point) => point.code);
  if (!points.length) throw new Error(`the store ${storeCode} has no pickup point`);
  // Order items are snapshots: a store without demo items gets items named for the benchmark.
  const items =
    demoItems[storeCode] ?? Array.from({ length: 5 }, (_, i) => ({ itemId: `${storeCode}-ITEM-${i + 1}`, name: `Produk ${i + 1}`, price: 25_000 * (i + 1) }));
  const now = new Date();
  const started = performance.now();
  for (let from = 1; from <= count; from += batch) {
    const size = Math.min(batch, count - from + 1);
    await repository.insertGenerated(storeCode, points, items, from, size, now);
    log(`  ${(from + size - 1).toLocaleString('en')} orders written (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  await repository.rebuildCounts(storeCode);
  await repository.analyze();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { count: { type: 'string', default: '1000000' }, store: { type: 'string', default: 'DEMO-60001' } } });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a whole number above 0');
  const databaseUrl = process.env.DATABASE_URL || null;
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? null : resolve(process.env.DATA_DIR ?? '.data') });
  try {
    await prepareDatabase(database);
    // A new development database gets the demo stores and accounts first (what `npm start` would write).
    if (process.env.NODE_ENV !== 'production') await seedDemo(database.db);
    console.log(`Writing ${count.toLocaleString('en')} orders into ${values.store} (${database.driver})…`);
    const started = performance.now();
    await seedManyOrders(database, values.store, count, (line) => console.log(line));
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}
