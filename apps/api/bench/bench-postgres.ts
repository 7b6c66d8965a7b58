import pg from 'pg';
import { findPostgresBin, startThrowawayPostgres } from '../test/support/throwaway-postgres';

/**
 * A throw-away PostgreSQL server (the one the integration tests use) holding one empty database, `name`, for a bench
 * that measures on PostgreSQL; `stop` ends the server and removes its folder.
 */
export async function startBenchPostgres(name: string): Promise<{ databaseUrl: string; stop(): void }> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('this bench runs on PostgreSQL: install its binaries (pg_ctl; Debian: postgresql)');
  const server = await startThrowawayPostgres(bin);
  try {
    const admin = new pg.Client({ connectionString: server.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  } catch (error) {
    server.stop();
    throw error;
  }
  const url = new URL(server.adminUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), stop: () => server.stop() };
}
