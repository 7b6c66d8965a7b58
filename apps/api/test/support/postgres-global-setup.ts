import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase, seedDemo } from '../../src/module-data';
import { openPostgres } from '../../src/db/open-database';
import { findPostgresBin, startThrowawayPostgres } from './throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throw-away server; null when the PostgreSQL leg is skipped. */
    postgresUrl: string | null;
    /** Migrated and seeded database that each test file copies. */
    postgresTemplate: string;
  }
}

const templateName = 'sp_template';

export default async function setup(project: TestProject) {
  project.provide('postgresTemplate', templateName);
  const bin = findPostgresBin();
  if (!bin) {
    if (process.env.CI === 'true') throw new Error('PostgreSQL binaries not found (pg_ctl) and CI=true: the PostgreSQL leg must run.');
    console.log('PostgreSQL leg skipped: pg_ctl not found');
    project.provide('postgresUrl', null);
    return;
  }

  const { adminUrl, stop, close } = await startThrowawayPostgres(bin);
  try {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    await admin.end();

    const templateUrl = new URL(adminUrl);
    templateUrl.pathname = `/${templateName}`;
    const template = openPostgres(templateUrl.toString());
    try {
      await prepareDatabase(template);
      await seedDemo(template.db);
    } finally {
      await template.close();
    }
    project.provide('postgresUrl', adminUrl);
  } catch (error) {
    stop();
    throw error;
  }

  // Vitest runs this teardown while it is still stopping its workers: a synchronous stop (pg_ctl, then removing the
  // data folder) would hold its event loop, and the workers' answers with it.
  return close;
}
