import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { serverProcessEnv } from '../../../tools/scripts/server-env.mjs';
import { startServerProcess, type ServerProcess, type ServerProcessOptions } from '../test/support/server-process';

const repoRoot = resolve(import.meta.dirname, '../../..');

/** The `--build` / `--no-build` switch of the benches that start the built server (a build before they measure, by default). */
export const buildOption = { build: { type: 'boolean', default: true } } as const;

/** Builds the server bundle (`nx run api:build`) the bench measures, unless `--no-build` said the one there is current. */
export function buildServer(build: boolean): void {
  if (!build) return;
  const built = spawnSync(resolve(repoRoot, 'node_modules/.bin/nx'), ['run', 'api:build', '--output-style=static'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (built.status !== 0) throw new Error('build failed');
}

/**
 * The built server (`dist/main.mjs`, what `npm start` and production run) as its own process on the database of `env`,
 * with the environment `npm start` gives it (`tools/scripts/server-env.mjs`; a value set in this process's wins).
 */
export function startBuiltServer(env: Record<string, string>, options: Omit<ServerProcessOptions, 'built'> = {}): Promise<ServerProcess> {
  const asStarted: Record<string, string> = {};
  for (const [key, value] of Object.entries(serverProcessEnv({}))) if (value !== undefined && process.env[key] === undefined) asStarted[key] = value;
  return startServerProcess({ ...asStarted, ...env }, { ...options, built: true });
}
