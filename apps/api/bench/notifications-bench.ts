/**
 * `npm run bench:notifications`: measures, never asserts. A throw-away PostgreSQL server with the demo data and
 * `--count` notifications (1,000,000 by default, half of them seller@demo.test's in DEMO-60001), the server on it,
 * and the seller's calls one after another: the first page of the list, the unread count, the counters, the unread
 * list and a page deep in the list by id. Prints p50 / p95 / p99 per call for the README's performance section.
 *
 *   npm run bench:notifications -- [--count 1000000] [--requests 500]
 */
import { notificationPaths, type NotificationSummaryPage } from '@seller-portal/contracts/notifications';
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { prepareDatabase, seedDemo } from '../src/module-data';
import { openDatabase } from '../src/db/open-database';
import { NotificationRepository } from '../src/modules/notifications/repository';
import { startBenchPostgres } from './bench-postgres';
import { signInDemoSeller } from './demo-seller';
import { seedNotificationVolume } from './seed-notifications';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '500' },
  },
});
const count = Number(args.count);
const requests = Number(args.requests);

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The nodes of a plan, outermost first, with their indexes ("Limit › Index Scan on notifications_user_store_id_idx"). */
function nodesOf(node: PlanNode): string[] {
  const own = node['Index Name'] ? `${node['Node Type']} on ${node['Index Name']}` : node['Node Type'];
  return [own, ...(node.Plans ?? []).flatMap(nodesOf)];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<void> {
  const server = await startBenchPostgres('notification_bench');
  try {
    const database = await openDatabase({ databaseUrl: server.databaseUrl });
    await prepareDatabase(database);
    await seedDemo(database.db);
    const seedStarted = performance.now();
    await seedNotificationVolume(database, { count, username: 'seller@demo.test', storeCode: 'DEMO-60001', log: (line) => console.error(`  ${line}`) });
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const app = await buildApp({ database, publicUrl: 'http://127.0.0.1', signInRateLimitPerMinute: 1000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new Error('no address');
    const base = `http://127.0.0.1:${address.port}`;
    try {
      const cookie = await signInDemoSeller(base);

      const get = async <T>(path: string): Promise<{ ms: number; value: T }> => {
        const started = performance.now();
        const response = await fetch(`${base}${path}`, { headers: { cookie } });
        const body = (await response.json()) as { value: T };
        const ms = performance.now() - started;
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        return { ms, value: body.value };
      };

      const first = await get<NotificationSummaryPage>(`${notificationPaths.summary}?page=0&size=20`);
      // A page 10,000 notifications down the list, reached by id as the endless list does.
      const deepFrom = (await get<NotificationSummaryPage>(`${notificationPaths.summary}?page=500&size=20`)).value.content.at(-1)?.id ?? '1';
      const calls: [string, string][] = [
        ['GET filter/summary, first page (20)', `${notificationPaths.summary}?page=0&size=20`],
        ['GET unread/count', notificationPaths.unreadCount],
        ['GET filter/counter', notificationPaths.counter],
        ['GET filter/summary, unread only (20)', `${notificationPaths.summary}?size=20&unread=true`],
        ['GET filter/summary, one category (20)', `${notificationPaths.summary}?size=20&category=PROMOTION`],
        ['GET filter/summary, 10,000 down by beforeId', `${notificationPaths.summary}?size=20&beforeId=${deepFrom}`],
      ];
      const rows: string[] = [];
      for (const [name, path] of calls) {
        for (let i = 0; i < 50; i++) await get(path); // warm-up
        const times: number[] = [];
        for (let i = 0; i < requests; i++) times.push((await get(path)).ms);
        times.sort((a, b) => a - b);
        rows.push(`| ${name} | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 95).toFixed(1)} ms | ${percentile(times, 99).toFixed(1)} ms |`);
      }
      // The database's part alone: the same statements through the repository, without HTTP and the session check.
      const repository = new NotificationRepository(database.db);
      const userId = (await get<{ userId: string }>('/backend/main/session')).value.userId;
      const statements: [string, () => Promise<unknown>][] = [
        [
          'first page: the list statement (21 rows) and the counters',
          () => Promise.all([repository.list({ userId, storeCode: 'DEMO-60001', offset: 0, limit: 21 }), repository.counters(userId, 'DEMO-60001')]),
        ],
        ['unread count: the counters summed', () => repository.unread(userId, 'DEMO-60001')],
      ];
      const databaseRows: string[] = [];
      for (const [name, run] of statements) {
        for (let i = 0; i < 50; i++) await run();
        const times: number[] = [];
        for (let i = 0; i < requests; i++) {
          const started = performance.now();
          await run();
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        databaseRows.push(
          `| ${name} | ${percentile(times, 50).toFixed(2)} ms | ${percentile(times, 95).toFixed(2)} ms | ${percentile(times, 99).toFixed(2)} ms |`,
        );
      }
      // What PostgreSQL does for the two: the plan's index and its own execution time (no network, no driver).
      const plans: string[] = [];
      const explained: [string, ReturnType<typeof sql>][] = [
        ['first page', sql`select * from notifications where user_id = ${userId} and store_code = 'DEMO-60001' order by id desc limit 21`],
        ['unread count', sql`select coalesce(sum(unread), 0)::int from notification_counters where user_id = ${userId} and store_code = 'DEMO-60001'`],
      ];
      for (const [name, statement] of explained) {
        const result = (await database.db.execute(sql`explain (analyze, format json) ${statement}`)) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
        const raw = result.rows[0]['QUERY PLAN'];
        const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode; 'Execution Time': number }[];
        plans.push(`- ${name}: ${nodesOf(plan.Plan).join(' › ')}, executed in ${plan['Execution Time'].toFixed(3)} ms`);
      }
      const unread = (await get<{ unread: number }>(notificationPaths.unreadCount)).value.unread;
      console.log(
        `\nNotification center on PostgreSQL (${count.toLocaleString('en')} notifications, seeded in ${seedSeconds.toFixed(0)} s; the seller holds ` +
          `${first.value.totalElements.toLocaleString('en')} of them, ${unread.toLocaleString('en')} unread; ${requests} requests per call, one at a time, Node ${process.version})\n`,
      );
      console.log('| call (seller@demo.test, DEMO-60001) | p50 | p95 | p99 |\n|---|---|---|---|');
      for (const row of rows) console.log(row);
      console.log('\n| database only (same process, no HTTP) | p50 | p95 | p99 |\n|---|---|---|---|');
      for (const row of databaseRows) console.log(row);
      console.log(`\nPostgreSQL's plans (EXPLAIN ANALYZE):\n${plans.join('\n')}`);
      console.log('\nTarget: the first page and the unread count under 20 ms.');
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
