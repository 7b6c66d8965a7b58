import { seedDemoDirectory } from './db/seed-demo';
import type { AppDatabase } from './db/open-database';
import { serverModules } from './modules/all-modules';
import { hashPassword } from './modules/auth';
import type { ServerModule } from './modules/server-module';

/**
 * The demo data of a development database: the shared directory's stores and accounts, then each module's own
 * (announcements, tutorials, password history, …) in the order of the module list, once the directory they refer to
 * exists. Idempotent: a seeded database may be seeded again.
 */
export async function seedDemo(db: AppDatabase, now: Date = new Date(), modules: readonly ServerModule[] = serverModules): Promise<void> {
  await seedDemoDirectory(db, now, hashPassword);
  for (const module of modules) await module.seedDemo?.(db, now);
}
