import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { prepareDatabase, seedDemo } from '../../src/module-data';
import { fromPglite, openPostgres, pgliteExtensions, type Database, type DriverName } from '../../src/db/open-database';

/** The drivers the integration specs run on; PostgreSQL only when the global setup started one. */
export const drivers: DriverName[] = inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];

let pgliteTemplate: Promise<File | Blob> | null = null;

/**
 * One migrated and seeded in-memory PGlite per worker (argon2 runs once), kept as the dump of its data folder: each
 * test file's database loads it, where `clone()` would dump the template again every time.
 */
function template(): Promise<File | Blob> {
  pgliteTemplate ??= (async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const database = fromPglite(client);
    await prepareDatabase(database);
    await seedDemo(database.db);
    // Written out now, so a database loaded from the dump starts without replaying the migrations and demo data.
    await client.query('checkpoint');
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  })();
  return pgliteTemplate;
}

/**
 * A fresh database holding the migrations, the reference data and the demo accounts. A PostgreSQL one is dropped when
 * closed: a run copies the template (about 20 MB) for every server it starts, and the throw-away server's folder
 * would otherwise hold them all until the run ends, to be removed then in one go.
 */
export async function openTestDatabase(driver: DriverName): Promise<Database> {
  if (driver === 'pglite') return fromPglite(await PGlite.create({ loadDataDir: await template(), extensions: pgliteExtensions }));
  const url = await createPostgresDatabase();
  const database = openPostgres(url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropPostgresDatabase(url);
    },
  };
}

/** Drops a database `createPostgresDatabase` made (and any connection left to it). */
async function dropPostgresDatabase(url: string): Promise<void> {
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${pg.escapeIdentifier(new URL(url).pathname.slice(1))} with (force)`);
  } finally {
    await admin.end();
  }
}

/** A new PostgreSQL database copied from the seeded template; returns its URL. */
export async function createPostgresDatabase(): Promise<string> {
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) throw new Error('the PostgreSQL leg is not available');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Two files copying the template at the same moment make PostgreSQL refuse one; try again.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
        break;
      } catch (error) {
        if (attempt >= 20 || !String((error as Error).message).includes('being accessed by other users')) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
