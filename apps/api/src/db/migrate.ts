import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from './migrations-folder';
import type { Database } from './open-database';
import { syncReferenceData } from './reference-data';

/**
 * Committed migrations first, then the shared directory's reference data (codes, menus). The modules' own reference
 * data follows (the server's `prepareDatabase`, which knows the modules).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.migrate();
  await syncReferenceData(database.db);
}

/**
 * Whether the database has every migration this build carries (readiness): drizzle records each applied one with the
 * time of its journal entry, so the newest recorded must be the journal's newest.
 */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const result = await database.db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
    const applied = Number((result as unknown as { rows: { newest: string | number | null }[] }).rows[0]?.newest ?? 0);
    return applied >= newest;
  } catch {
    // No migrations table yet.
    return false;
  }
}
