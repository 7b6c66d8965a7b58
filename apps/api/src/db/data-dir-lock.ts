import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(`Another process is using the data folder ${dataDir}. Stop it, or start this one with another DATA_DIR (or DATABASE_URL).`);
    this.name = 'DataDirInUseError';
  }
}

/** The holder refreshes the lock this often; a lock not refreshed for `staleMs` belonged to a dead process. */
const updateMs = 5_000;
const staleMs = 15_000;

/** Who holds the lock: written beside it, so a lock left by a killed process is known as such at once. */
interface LockOwner {
  pid: number;
  host: string;
}

function ownerPath(dataDir: string): string {
  return join(dataDir, '.lock-owner');
}

function readOwner(dataDir: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(ownerPath(dataDir), 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host } : null;
  } catch {
    return null;
  }
}

/** Whether a process of this machine is alive; signal 0 checks without signalling. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock whose owner, on this machine, is gone (killed with -9, the machine's power cut is the 15 s case). */
function isLeftByDeadProcess(dataDir: string): boolean {
  const owner = readOwner(dataDir);
  return owner !== null && owner.host === hostname() && owner.pid !== process.pid && !isProcessAlive(owner.pid);
}

/**
 * PGlite has no lock between processes: two servers on one folder would corrupt it. Takes an exclusive lock
 * on the folder (DATA_DIR/.lock) or throws DataDirInUseError. A lock left by a process that no longer runs is
 * taken over at once instead of after the 15-second staleness. Resolves to the release function.
 */
export async function lockDataDir(dataDir: string, onCompromised: (error: Error) => void): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, '.lock');
  const take = () => lockfile.lock(dataDir, { lockfilePath: lockPath, stale: staleMs, update: updateMs, retries: 0, onCompromised });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    if (!isLeftByDeadProcess(dataDir)) throw new DataDirInUseError(dataDir);
    rmSync(lockPath, { recursive: true, force: true });
    try {
      release = await take();
    } catch (retryError) {
      // Another process took it over first.
      if ((retryError as { code?: string }).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
      throw retryError;
    }
  }
  const owner: LockOwner = { pid: process.pid, host: hostname() };
  writeFileSync(ownerPath(dataDir), JSON.stringify(owner));
  return async () => {
    rmSync(ownerPath(dataDir), { force: true });
    await release();
  };
}
