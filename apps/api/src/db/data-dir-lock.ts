import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another process is using the data folder ${dataDir}. Stop it, or start this one with another DATA_DIR (or DATABASE_URL).`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** The holder refreshes the lock this often; a lock not refreshed for `staleMs` belonged to a dead process. */
const updateMs = 5_000;
const staleMs = 15_000;

/**
 * PGlite has no lock between processes: two servers on one folder would corrupt it. Takes an exclusive lock
 * on the folder (DATA_DIR/.lock) or throws DataDirInUseError. Resolves to the release function.
 */
export async function lockDataDir(dataDir: string, onCompromised: (error: Error) => void): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, '.lock'),
      stale: staleMs,
      update: updateMs,
      retries: 0,
      onCompromised,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
}
