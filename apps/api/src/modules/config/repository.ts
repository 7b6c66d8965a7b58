import { asc } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { appConfig } from '../../db/schema';

export class ConfigRepository {
  constructor(private readonly db: AppDatabase) {}

  async list(): Promise<{ key: string; value: string }[]> {
    return this.db.select({ key: appConfig.key, value: appConfig.value }).from(appConfig).orderBy(asc(appConfig.key));
  }
}
