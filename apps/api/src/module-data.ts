import { migrateDatabase } from './db/migrate';
import type { AppDatabase, Database } from './db/open-database';
import { seedDemoDirectory } from './db/seed-demo';
import { serverModules } from './modules/all-modules';
import { hashPassword } from './modules/auth';
import type { ServerModule } from './modules/server-module';

/** Start-up: committed migrations, the shared directory's reference data, then each module's (its defaults). */
export async function prepareDatabase(database: Database, modules: readonly ServerModule[] = serverModules): Promise<void> {
  await migrateDatabase(database);
  for (const module of modules) await module.referenceData?.(database.db);
}

/**
 * The demo data of a development database: the shared directory's stores and accounts, then each module's own
 * (announcements, tutorials, password history, …) in the order of the module list, once the directory they refer to
 * exists. Idempotent: a seeded database may be seeded again.
 */
export async function seedDemo(db: AppDatabase, now: Date = new Date(), modules: readonly ServerModule[] = serverModules): Promise<void> {
  await seedDemoDirectory(db, now, hashPassword);
  for (const module of modules) await module.seedDemo?.(db, now);
}
