import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { accountPaths } from '@seller-portal/contracts/accounts';
import { DataDirInUseError, lockDataDir } from '../src/db/data-dir-lock';
import { startServerProcess } from './support/server-process';
import { demo } from './support/test-server';

const appRoot = resolve(import.meta.dirname, '..');
const repoRoot = resolve(appRoot, '../..');

function runServerProcess(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(appRoot, 'src/main.ts')], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', TSX_TSCONFIG_PATH: join(appRoot, 'tsconfig.json') },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the second process did not exit: ${stderr}`));
    }, 25_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolveRun({ code, stderr });
    });
  });
}

describe('the data folder lock', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('makes a second server process on the same DATA_DIR exit with code 1 and say why', async () => {
    const release = await lockDataDir(dataDir, () => undefined);
    try {
      const { code, stderr } = await runServerProcess(dataDir);
      expect(code).toBe(1);
      expect(stderr).toContain(`Another process is using the data folder ${dataDir}`);
    } finally {
      await release();
    }
  });

  it('is exclusive within a process too, and free again once released', async () => {
    const release = await lockDataDir(dataDir, () => undefined);
    await expect(lockDataDir(dataDir, () => undefined)).rejects.toBeInstanceOf(DataDirInUseError);
    await release();
    const again = await lockDataDir(dataDir, () => undefined);
    await again();
  });

  it('takes over at once a lock left by a process that was killed (kill -9)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'api-data-killed-'));
    try {
      const holder = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `import { lockDataDir } from ${JSON.stringify(join(appRoot, 'src/db/data-dir-lock.ts'))};
           await lockDataDir(${JSON.stringify(folder)}, () => {});
           process.stdout.write('locked\\n');
           setInterval(() => {}, 1000);`,
        ],
        { cwd: repoRoot, env: { ...process.env, TSX_TSCONFIG_PATH: join(appRoot, 'tsconfig.json') }, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((resolveLocked, reject) => {
        holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolveLocked());
        holder.on('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
      });
      await expect(lockDataDir(folder, () => undefined)).rejects.toBeInstanceOf(DataDirInUseError);
      holder.removeAllListeners('exit');
      const exited = new Promise((resolveExit) => holder.on('exit', resolveExit));
      holder.kill('SIGKILL');
      await exited;
      const started = Date.now();
      const release = await lockDataDir(folder, () => undefined);
      expect(Date.now() - started).toBeLessThan(5_000);
      await release();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('has a new DATA_DIR prepared (initialised, migrated, the demo data seeded) by a process of its own, then serves it', async () => {
    const newDir = mkdtempSync(join(tmpdir(), 'api-data-'));
    const server = await startServerProcess({ DATA_DIR: newDir, NODE_ENV: 'development' }, { startTimeoutMs: 280_000 });
    try {
      const signIn = await fetch(server.baseUrl + accountPaths.signIn, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: demo.seller.username, password: demo.seller.password }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await server.stop();
      rmSync(newDir, { recursive: true, force: true });
    }
  }, 300_000);
});
