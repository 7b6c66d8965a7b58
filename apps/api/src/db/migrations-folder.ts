import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** apps/api/drizzle: beside the bundle (dist/drizzle) when built, two folders up from src/db in source. */
export function migrationsFolder(): string {
  const candidates = [resolve(here, 'drizzle'), resolve(here, '../../drizzle')];
  const found = candidates.find((dir) => existsSync(resolve(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`No migrations found (looked in ${candidates.join(', ')})`);
  return found;
}
