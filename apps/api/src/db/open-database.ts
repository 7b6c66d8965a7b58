import { PGlite, types, type PGliteInterface, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder';
import { PgliteStatements } from './pglite-statements';

/** The query builder every repository uses; the same code runs on PGlite and on PostgreSQL. */
export type AppDatabase = PgDatabase<PgQueryResultHKT>;

export type DriverName = 'pglite' | 'postgres';

export interface Database {
  readonly driver: DriverName;
  readonly db: AppDatabase;
  /** `select 1`; throws when the database does not answer. */
  ping(): Promise<void>;
  /** Runs the committed drizzle-kit migrations (apps/api/drizzle). */
  migrate(): Promise<void>;
  /** PostgreSQL NOTIFY, seen by every process that LISTENs on the channel (including this one). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * LISTEN on a channel. `onReset` runs when notifications may have been missed (the listening connection
   * dropped), so a cache can drop everything it holds. Returns the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReset?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The connection pool's counts (PostgreSQL); the embedded database has one connection and no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; when set, `dataDir` is ignored. */
  databaseUrl?: string | null;
  /** Folder of the embedded database; null or undefined keeps it in memory. */
  dataDir?: string | null;
  onError?: (error: Error) => void;
}

/**
 * The extensions the migrations create, loaded into every embedded database (PostgreSQL ships them as contrib):
 * pg_trgm, whose trigram index serves the order search's `like '%…%'`.
 */
export const pgliteExtensions = { pg_trgm };

/**
 * The embedded PostgreSQL's memory, which lives in the process's WebAssembly heap: that heap only grows, so what
 * PostgreSQL is allowed to fill stays in the server's RSS until it exits. PostgreSQL's defaults are sized for a
 * server of its own (128 MB of shared buffers, which one busy run fills); the portal's embedded database is small
 * and its pages stay in the operating system's file cache, so 16 MB of buffers hold its working set (the chat's
 * and the session's rows and indexes). One connection, so no room for a hundred.
 */
export const pgliteMemorySettings = ['shared_buffers=16MB', 'wal_buffers=1MB', 'temp_buffers=2MB', 'maintenance_work_mem=16MB', 'max_connections=10'];

/** PGlite's own start parameters with the memory settings above. */
export const pgliteStartParams = [...PGlite.defaultStartParams, ...pgliteMemorySettings.flatMap((setting) => ['-c', setting])];

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onError);
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: pgliteExtensions,
    startParams: pgliteStartParams,
  });
  return fromPglite(client);
}

async function execNotify(db: AppDatabase, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * The types drizzle reads as text (it makes Dates of them itself) and so asks PGlite not to parse: timestamp,
 * timestamptz, interval, date, and the arrays of numeric, timestamp, timestamptz, interval and date.
 */
const drizzleTextTypes = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

/**
 * The PGlite client as drizzle sees it. drizzle hands its parsers for the types above to every query, and PGlite
 * copies them over its own ~300 parsers on every query: a cost the embedded database's one thread pays for each
 * statement (about a tenth of a busy chat's time). The client gets those parsers once instead, and the queries go
 * without them: the same values come back. The statements run as named prepared statements in one protocol call
 * each (`PgliteStatements`), where PGlite's own query parses and plans every text again in six, and a transaction's
 * BEGIN goes in its first statement's call and its COMMIT in one (PGlite's own takes two calls for each).
 */
function drizzleClient<T extends Pick<PGliteInterface, 'query'>>(client: T, statements: PgliteStatements | null, inTransaction = false): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (query: string, params?: unknown[], options?: QueryOptions) => {
          const own = options?.parsers ? { ...options, parsers: undefined } : options;
          if (!statements || own?.blob || own?.paramTypes) return target.query(query, params, own);
          if (!inTransaction) return statements.query(query, params, own);
          if ((target as unknown as { closed?: boolean }).closed) throw new Error('Transaction is closed');
          return statements.queryInTransaction(query, params, own);
        };
      }
      if (property === 'transaction') {
        // Its own transactions send BEGIN with the first statement and COMMIT in one call; their statements are its own.
        if (statements && !inTransaction)
          return <R>(work: (tx: Pick<PGliteInterface, 'query'>) => Promise<R>) => statements.transaction((tx) => work(drizzleClient(tx, null, true)));
        return <R>(work: (tx: Pick<PGliteInterface, 'query'>) => Promise<R>) =>
          (target as unknown as PGliteInterface).transaction((tx) => work(drizzleClient(tx, statements, true)));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Wraps an open PGlite instance (a file-backed one, an in-memory one, or a test clone). */
export function fromPglite(client: PGliteInterface): Database {
  const textParser = (value: string) => value;
  for (const type of drizzleTextTypes) client.parsers[type] = textParser;
  const statements = PgliteStatements.supports(client) ? new PgliteStatements(client) : null;
  const db = drizzlePglite({ client: drizzleClient(client, statements) as PGlite }) as unknown as AppDatabase;
  return {
    driver: 'pglite',
    db,
    ping: async () => {
      await client.query('select 1');
    },
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    notify: (channel, payload) => execNotify(db, channel, payload),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Any constant shared by every process of this application: serializes concurrent migrations. */
const MIGRATION_LOCK_KEY = 4_200_2026;

export function openPostgres(url: string, onError: (error: Error) => void = () => undefined): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', onError);
  const db = drizzlePg({ client: pool }) as unknown as AppDatabase;
  const listeners = new Set<pg.Client>();
  let closing = false;

  async function listen(channel: string, onPayload: (payload: string) => void, onReset?: () => void) {
    let client: pg.Client | null = null;
    let stopped = false;
    let retryTimer: NodeJS.Timeout | null = null;

    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      next.on('error', (error) => {
        onError(error);
        reconnect(next);
      });
      next.on('end', () => reconnect(next));
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
      listeners.add(next);
    };

    // Notifications sent while no connection listened are lost: tell the owner, then listen again.
    const reconnect = (dead: pg.Client) => {
      if (client !== dead || stopped || closing) return;
      listeners.delete(dead);
      client = null;
      onReset?.();
      dead.end().catch(() => undefined);
      retryTimer = setTimeout(function retry() {
        retryTimer = null;
        if (stopped || closing) return;
        connect().catch((error: Error) => {
          onError(error);
          retryTimer = setTimeout(retry, 1000);
        });
      }, 200);
    };

    await connect();
    return async () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client as pg.Client | null;
      client = null;
      if (current) {
        listeners.delete(current);
        await current.end().catch(() => undefined);
      }
    };
  }

  return {
    driver: 'postgres',
    db,
    ping: async () => {
      await pool.query('select 1');
    },
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(db as never, { migrationsFolder: migrationsFolder() });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    notify: (channel, payload) => execNotify(db, channel, payload),
    listen,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      if (closing) return;
      closing = true;
      await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
      listeners.clear();
      await pool.end();
    },
  };
}

/** A transaction of the query builder, handed to repository methods that work inside one. */
export type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];
