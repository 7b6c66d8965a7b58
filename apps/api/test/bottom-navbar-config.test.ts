import { apiPaths, configKeys, defaultBottomNavbarPaths, parseStringList, type AppConfig } from '@seller-portal/contracts/core';
import { eq, sql } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../src/module-data';
import { migrationsFolder } from '../src/db/migrations-folder';
import type { Database } from '../src/db/open-database';
import { appConfig } from '../src/modules/config/schema';
import { drivers, openTestDatabase } from './support/test-database';
import { startTestServer } from './support/test-server';

/** The default a database seeded before the bar's list covered its own pages holds. */
const olderDefault = JSON.stringify(['/dashboard', '/onboarding-v2', '/conversations']);

/** The committed migration that moves the older default on, applied as the migrator applies it. */
async function applyNavbarMigration(database: Database): Promise<void> {
  const file = readdirSync(migrationsFolder()).find((name) => name.endsWith('_bottom_navbar_covers_its_pages.sql'));
  if (!file) throw new Error('the bottom navbar migration is missing');
  for (const statement of readFileSync(join(migrationsFolder(), file), 'utf8').split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));
}

/** An existing database holding `stored`, upgraded (the migration, then the start-up's reference data); the config a client reads. */
async function upgradedConfig(driver: (typeof drivers)[number], stored: string): Promise<AppConfig> {
  const database = await openTestDatabase(driver);
  await database.db.update(appConfig).set({ value: stored }).where(eq(appConfig.key, configKeys.bottomNavbarPaths));
  await applyNavbarMigration(database);
  await prepareDatabase(database);
  const server = await startTestServer(driver, { database });
  try {
    const answer = await server.call<AppConfig>('GET', apiPaths.config);
    expect(answer.status).toBe(200);
    return answer.body.value ?? {};
  } finally {
    await server.close();
    await database.close();
  }
}

describe.each(drivers)('bottom navbar paths (§2.8) (%s)', (driver) => {
  it('a new database lists every page the bar links to: home, orders, chat and products', async () => {
    const database = await openTestDatabase(driver);
    const server = await startTestServer(driver, { database });
    try {
      const answer = await server.call<AppConfig>('GET', apiPaths.config);
      const paths = parseStringList(answer.body.value?.[configKeys.bottomNavbarPaths]);
      expect(paths).toEqual([...defaultBottomNavbarPaths]);
      expect(paths).toEqual(expect.arrayContaining(['/dashboard', '/order-list', '/conversations', '/external/product/active/all']));
    } finally {
      await server.close();
      await database.close();
    }
  });

  it('a database still holding the older default gets the new one on upgrade', async () => {
    const config = await upgradedConfig(driver, olderDefault);
    expect(parseStringList(config[configKeys.bottomNavbarPaths])).toEqual([...defaultBottomNavbarPaths]);
  });

  it('a list an operator edited is kept on upgrade', async () => {
    const edited = JSON.stringify(['/dashboard', '/conversations']);
    const config = await upgradedConfig(driver, edited);
    expect(config[configKeys.bottomNavbarPaths]).toBe(edited);
  });
});
