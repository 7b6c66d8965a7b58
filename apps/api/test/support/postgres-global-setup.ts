import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/open-database';
import { seedDemo } from '../../src/db/seed-demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throw-away server; null when the PostgreSQL leg is skipped. */
    postgresUrl: string | null;
    /** Migrated and seeded database that each test file copies. */
    postgresTemplate: string;
  }
}

const templateName = 'sp_template';

/** pg_ctl and friends: from PATH, else Debian's /usr/lib/postgresql/<version>/bin (newest first). */
function findPostgresBin(): string | null {
  const fromPath = (process.env.PATH ?? '').split(delimiter).find((dir) => dir && existsSync(join(dir, 'pg_ctl')));
  if (fromPath) return fromPath;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export default async function setup(project: TestProject) {
  project.provide('postgresTemplate', templateName);
  const bin = findPostgresBin();
  if (!bin) {
    if (process.env.CI === 'true') throw new Error('PostgreSQL binaries not found (pg_ctl) and CI=true: the PostgreSQL leg must run.');
    console.log('PostgreSQL leg skipped: pg_ctl not found');
    project.provide('postgresUrl', null);
    return;
  }

  const folder = mkdtempSync(join(tmpdir(), 'api-postgres-'));
  const dataDir = join(folder, 'data');
  // initdb refuses to run as root: run the server as the postgres user, owning the folder.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', folder]);
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });

  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
  const serverOptions = [
    `-p ${port}`,
    `-k ${folder}`,
    "-c listen_addresses='127.0.0.1'",
    // Durability is irrelevant for a throw-away test server; speed is not.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  run('pg_ctl', ['-D', dataDir, '-l', join(folder, 'server.log'), '-o', serverOptions, '-w', 'start']);

  const stop = () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };

  try {
    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    await admin.end();

    const template = openPostgres(`postgres://postgres@127.0.0.1:${port}/${templateName}`);
    try {
      await prepareDatabase(template);
      await seedDemo(template.db);
    } finally {
      await template.close();
    }
    project.provide('postgresUrl', adminUrl);
  } catch (error) {
    stop();
    throw error;
  }

  return stop;
}
