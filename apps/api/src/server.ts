import type { FastifyInstance } from 'fastify';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { listenOrigin } from './config/env';
import { lockDataDir } from './db/data-dir-lock';
import { prepareDatabase, seedDemo } from './module-data';
import { openDatabase, type Database } from './db/open-database';
import { LogDestination } from './http/log-destination';
import { redactingSerializers } from './http/log-redaction';
import type { ServerEnvironment } from './server-config';
import { assertNoDemoAccountsInProduction, formatDemoAccountsTable, hasDemoAccounts, shouldSeedDemo } from './db/seed-demo';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /**
   * Drains (readiness 503, then no new connections, requests and jobs in flight finished, sockets told to
   * reconnect), closes the database and releases the data folder.
   */
  stop(): Promise<void>;
}

/** Lock → open → migrate → seed → listen. Throws DataDirInUseError when another process holds DATA_DIR. */
export async function startServer(
  config: ServerEnvironment,
  /**
   * The program whose start runs `prepareNewDatabase` when `prepareNewDatabaseEnv` is set (`main.ts`): a new embedded
   * database is then prepared by a process of its own. Without it, in this process.
   */
  preparer?: string,
): Promise<RunningServer> {
  const embedded = !config.databaseUrl;
  const releaseLock = embedded
    ? await lockDataDir(config.dataDir, (error) => {
        // Someone else may now write the same files: stopping is the only safe move.
        console.error(`The lock on ${config.dataDir} was lost (${error.message}); stopping.`);
        process.exit(1);
      })
    : null;

  let database: Database | null = null;
  try {
    const pgliteDir = join(config.dataDir, 'pglite');
    const isNewDatabase = embedded && !existsSync(join(pgliteDir, 'PG_VERSION'));
    const open = () =>
      openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: pgliteDir,
        onError: (error) => console.error(`database connection error: ${error.message}`),
      });
    // A new embedded database gets the demo data unless SEED_DEMO=0; PostgreSQL only with SEED_DEMO=1; production never.
    const production = config.nodeEnv === 'production';
    const seed = shouldSeedDemo({ production, seedDemo: config.seedDemo, isNewEmbeddedDatabase: isNewDatabase });
    // A new embedded database's first work (initdb, every migration, the demo data) peaks at ~800 MB: PGlite's
    // WebAssembly heap, which never shrinks, and the C library's heap, which keeps what the compilers and PostgreSQL
    // freed. It is done by a process of its own, which exits before this one opens the folder.
    if (isNewDatabase) await (preparer ? prepareInOwnProcess(preparer, seed) : prepareNewDatabase(config, seed));
    database = await open();
    await prepareDatabase(database);
    if (seed && !isNewDatabase) await seedDemo(database.db);
    await assertNoDemoAccountsInProduction(database.db, production);

    // The server's settings and each module's own (read from the environment by the module) go in as they were read.
    const app = await buildApp({
      ...config,
      database,
      logger: { level: config.logLevel, serializers: redactingSerializers, stream: new LogDestination() },
      secureCookies: config.nodeEnv === 'production',
    });
    await app.listen({ port: config.port, host: config.host });

    if (['info', 'debug', 'trace'].includes(config.logLevel) && (await hasDemoAccounts(database.db))) {
      process.stdout.write(`\nDemo accounts (sign in at http://${config.host}:${config.port}/sign-in):\n${formatDemoAccountsTable()}\n\n`);
    }
    // The key is the only way in: printed whenever the outbox is on, whatever the log level.
    if (config.devOutbox && config.devOutboxKey) {
      process.stdout.write(`Mail and SMS sent by this server: ${devOutboxAddress(config.host, config.port, config.devOutboxKey)}\n\n`);
    }

    const db = database;
    let stopping: Promise<void> | null = null;
    return {
      app,
      database: db,
      stop: () => {
        stopping ??= (async () => {
          app.readiness.beginDrain(new Date());
          // A load balancer polling /readyz sees the 503 while this process still answers what it is sent.
          if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
          await app.close();
          await db.close();
          await releaseLock?.();
        })();
        return stopping;
      },
    };
  } catch (error) {
    await database?.close().catch(() => undefined);
    await releaseLock?.().catch(() => undefined);
    throw error;
  }
}

/** Set in the environment of the process that prepares a new embedded database (`prepareInOwnProcess`): seed or none. */
export const prepareNewDatabaseEnv = 'PREPARE_NEW_DATABASE_ONLY';

/**
 * The work of that process: the new embedded database of `config` initialised, migrated and, when asked, seeded with
 * the demo data, then closed. The server that started it holds the lock on the folder meanwhile.
 */
export async function prepareNewDatabase(config: ServerEnvironment, seed: boolean): Promise<void> {
  const database = await openDatabase({ dataDir: join(config.dataDir, 'pglite') });
  try {
    await prepareDatabase(database);
    if (seed) await seedDemo(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Runs `prepareNewDatabase` in a new process of `preparer` (with node's options but the inspector's and profilers').
 * It ends with this process: a signal here stops it, and it stops itself when its standard input, a pipe from this
 * process, closes (`exitWithParent`), so it never writes to a folder whose lock was let go.
 */
function prepareInOwnProcess(preparer: string, seed: boolean): Promise<void> {
  const nodeOptions = process.execArgv.filter((option) => !/^--(inspect|cpu-prof|heap-prof|prof)/.test(option));
  const child = spawn(process.execPath, [...nodeOptions, preparer], {
    env: { ...process.env, [prepareNewDatabaseEnv]: seed ? 'seed' : 'none' },
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const stop = (signal: NodeJS.Signals) => {
    child.kill('SIGKILL');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  for (const signal of signals) process.once(signal, stop);
  return new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`preparing the new embedded database failed (exit ${code ?? signal}); see above`)),
    );
  }).finally(() => {
    for (const signal of signals) process.off(signal, stop);
  });
}

/** In the preparing process: exits once the server that started it is gone (its pipe to this one's input closed). */
export function exitWithParent(): void {
  process.stdin.once('end', () => process.exit(1));
  process.stdin.resume();
}

/** The outbox page's address as printed at start, carrying its key; a wildcard listen address is reached as localhost. */
export function devOutboxAddress(host: string, port: number, key: string): string {
  return `${listenOrigin(host, port)}/dev/outbox?key=${encodeURIComponent(key)}`;
}
