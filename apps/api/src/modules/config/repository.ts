import { asc } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { appConfig } from './schema';

export class ConfigRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Keys the code expects get their default; a value set otherwise stays. */
  async insertDefaults(defaults: Readonly<Record<string, string>>): Promise<void> {
    await this.db
      .insert(appConfig)
      .values(Object.entries(defaults).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing({ target: appConfig.key });
  }

  async list(): Promise<{ key: string; value: string }[]> {
    return this.db.select({ key: appConfig.key, value: appConfig.value }).from(appConfig).orderBy(asc(appConfig.key));
  }
}
