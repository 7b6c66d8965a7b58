import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const execFileAsync = promisify(execFile);

/** pg_ctl and friends: from PATH, else Debian's /usr/lib/postgresql/<version>/bin (newest first). */
export function findPostgresBin(): string | null {
  const fromPath = (process.env.PATH ?? '').split(delimiter).find((dir) => dir && existsSync(join(dir, 'pg_ctl')));
  if (fromPath) return fromPath;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

/**
 * A PostgreSQL server in a temporary folder on a free port of 127.0.0.1, tuned for speed over durability; `stop`
 * ends it and removes the folder, `close` does the same without blocking the event loop. The integration tests'
 * PostgreSQL leg and `npm run bench:chat -- --postgres` run on it.
 */
export async function startThrowawayPostgres(bin: string): Promise<{ adminUrl: string; stop(): void; close(): Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'api-postgres-'));
  const dataDir = join(folder, 'data');
  // initdb refuses to run as root: run the server as the postgres user, owning the folder.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', folder]);
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  const run = (tool: string, args: string[]) => execFileSync(...command(tool, args), { stdio: 'pipe' });
  const stopArgs = ['-D', dataDir, '-m', 'immediate', '-w', 'stop'];

  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
  const serverOptions = [
    `-p ${port}`,
    `-k ${folder}`,
    "-c listen_addresses='127.0.0.1'",
    // Durability is irrelevant for a throw-away server; speed is not.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  run('pg_ctl', ['-D', dataDir, '-l', join(folder, 'server.log'), '-o', serverOptions, '-w', 'start']);

  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', stopArgs);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
    close: async () => {
      try {
        await execFileAsync(...command('pg_ctl', stopArgs));
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
