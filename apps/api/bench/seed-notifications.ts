/**
 * `npm run seed:notifications -- --count 1000000`: fills a database with notifications, to see the notification
 * center at volume (the benchmark's data). Half of them go to one user in one store (seller@demo.test in DEMO-60001
 * unless `--username` / `--store` say otherwise), the other half spread over every store membership; one in ten is
 * unread. The counters are computed again from the rows afterwards.
 *
 * The database is `DATABASE_URL`, else the embedded one in `DATA_DIR` (default `.data`; stop the server first, it
 * holds that folder). It must be migrated and hold the demo accounts (start the server once).
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { lockDataDir } from '../src/db/data-dir-lock';
import { openDatabase, type Database } from '../src/db/open-database';

const chunk = 100_000;

/** Rows of raw statements, on both drivers. */
type Rows<T> = { rows: T[] };

/**
 * Writes `count` notifications: half to the user `username` in `storeCode`, half over all memberships; then the
 * counters of every user and store from the rows, and fresh planner statistics.
 */
export async function seedNotificationVolume(
  database: Database,
  options: { count: number; username: string; storeCode: string; log?: (line: string) => void },
): Promise<void> {
  const { db } = database;
  const log = options.log ?? (() => undefined);
  const target = (await db.execute(sql`
    select m.user_id from memberships m join users u on u.id = m.user_id
    where u.username = ${options.username} and m.store_code = ${options.storeCode}`)) as unknown as Rows<{ user_id: string }>;
  const userId = target.rows[0]?.user_id;
  if (!userId) throw new Error(`${options.username} does not work for ${options.storeCode}: seed the demo data first (start the server once)`);
  const members = (await db.execute(sql`select count(*)::int as n from memberships`)) as unknown as Rows<{ n: number | string }>;
  const memberCount = Number(members.rows[0]?.n ?? 0);

  const started = Date.now();
  for (let from = 1; from <= options.count; from += chunk) {
    const to = Math.min(options.count, from + chunk - 1);
    // Even rows go to the target, odd rows round the memberships; the newest rows come last (ids grow with time).
    await db.execute(sql`
      with member as (
        select user_id, store_code, (row_number() over (order by user_id, store_code) - 1)::int as k from memberships
      )
      insert into notifications (user_id, store_code, category, source_kind, source_code, delivery_id, title_id, body_id, title_en, body_en, link, created_at, read_at)
      select
        case when g % 2 = 0 then ${userId}::uuid else m.user_id end,
        case when g % 2 = 0 then ${options.storeCode} else m.store_code end,
        (array['ORDER', 'PRODUCT', 'PROMOTION', 'ANNOUNCEMENT', 'ACCOUNT', 'CHAT', 'SYSTEM'])[1 + (g % 7)],
        'EVENT', 'BENCH_VOLUME', gen_random_uuid(),
        'Notifikasi uji ' || g, 'Isi notifikasi uji untuk mengukur daftar notifikasi.',
        'Volume notification ' || g, 'A notification body that measures the list.',
        case when g % 3 = 0 then '/dashboard' else null end,
        now() - make_interval(secs => ${options.count} - g),
        case when g % 10 = 0 then null else now() end
      from generate_series(${from}::int, ${to}::int) as g
      join member m on m.k = g % ${memberCount}`);
    log(`${to.toLocaleString('en')} notifications written (${Math.round((Date.now() - started) / 1000)} s)`);
  }

  await db.execute(sql`
    insert into notification_counters (user_id, store_code, category, total, unread)
    select user_id, store_code, category, count(*)::int, (count(*) filter (where read_at is null))::int
    from notifications group by user_id, store_code, category
    on conflict (user_id, store_code, category) do update set total = excluded.total, unread = excluded.unread`);
  await db.execute(sql`analyze notifications`);
  await db.execute(sql`analyze notification_counters`);
  log(`counters computed again; ${Math.round((Date.now() - started) / 1000)} s in all`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '1000000' },
      username: { type: 'string', default: 'seller@demo.test' },
      store: { type: 'string', default: 'DEMO-60001' },
    },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive whole number');
  const databaseUrl = process.env.DATABASE_URL || null;
  const dataDir = resolve(process.env.DATA_DIR || '.data');
  const unlock = databaseUrl ? null : await lockDataDir(dataDir, (error) => console.error(error.message));
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') });
  try {
    await seedNotificationVolume(database, { count, username: values.username, storeCode: values.store, log: (line) => console.log(line) });
  } finally {
    await database.close();
    await unlock?.();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
