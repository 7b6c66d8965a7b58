import type { Database } from './open-database';
import { syncReferenceData } from './reference-data';

/** Start-up: committed migrations first, then the reference data the code expects. */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.migrate();
  await syncReferenceData(database.db);
}
