import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const appRoot = resolve(import.meta.dirname, '../..');
const repoRoot = resolve(appRoot, '../..');

export interface ServerProcess {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** What the process wrote to stderr so far (its warnings and errors: the log level is warn). */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited within a few seconds. */
  stop(): Promise<void>;
}

/** A free TCP port of 127.0.0.1 (the server is told its port, so the test knows it without reading logs). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcessOptions {
  /** A port of its own by default; the same port again to restart a server in its place. */
  port?: number;
  /** The built server (`dist/main.mjs`, what production runs) instead of the sources through tsx. */
  built?: boolean;
  startTimeoutMs?: number;
  /** Options for node itself, before the entry (the chat bench's `--inspect`). */
  nodeArgs?: readonly string[];
}

/**
 * The API server as its own process, on the database of `env`, answering /healthz before this resolves: what a
 * deployment with several processes on one PostgreSQL runs.
 */
export async function startServerProcess(env: Record<string, string>, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  if (options.built) ensureBuiltServer();
  const entry = options.built ? [join(appRoot, 'dist/main.mjs')] : ['--import', 'tsx', join(appRoot, 'src/main.ts')];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entry], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', TSX_TSCONFIG_PATH: join(appRoot, 'tsconfig.json'), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server process exited with ${child.exitCode}: ${stderr}`);
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the server process did not answer within ${startTimeoutMs} ms: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    child,
    output: () => stderr,
    stop: () =>
      new Promise<void>((resolveStop) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolveStop();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Builds the server (`apps/api/scripts/build.mjs`, what `nx run api:build` runs) when `dist/main.mjs` is missing or
 * older than a source it bundles (the server's, its migrations, the contracts): a test of the built server must
 * not pass on an old build.
 */
export function ensureBuiltServer(): void {
  const entry = join(appRoot, 'dist/main.mjs');
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : -1;
  // The server imports one library, contracts; every other is bundled into the web apps only.
  const sources = [join(appRoot, 'src'), join(appRoot, 'drizzle'), join(repoRoot, 'libs/contracts/src')];
  if (builtAt >= 0 && !sources.some((folder) => hasNewerFile(folder, builtAt))) return;
  execFileSync(process.execPath, [join(appRoot, 'scripts/build.mjs')], { cwd: repoRoot, stdio: 'pipe' });
}

function hasNewerFile(folder: string, than: number): boolean {
  if (!existsSync(folder)) return false;
  return readdirSync(folder, { withFileTypes: true, recursive: true }).some(
    (entry) => entry.isFile() && !/\.(test|spec)\.tsx?$/.test(entry.name) && statSync(join(entry.parentPath, entry.name)).mtimeMs > than,
  );
}
