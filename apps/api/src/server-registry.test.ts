/* eslint-disable no-restricted-imports -- the test of which module owns which table reads the tables themselves */
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as directory from './db/directory-schema';
import { serverModules } from './modules/all-modules';
import type { ServerModule } from './modules/server-module';

const modulesFolder = join(import.meta.dirname, 'modules');
/**
 * Folders of modules/ that are no module: what modules share, the web apps' serving, and the palette's search, which
 * the composition builds over every module's search sources (as the sitemap over their public pages).
 */
const notModules = new Set(['shared', 'static', 'search']);
const moduleFolders = readdirSync(modulesFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !notModules.has(entry.name))
  .map((entry) => entry.name);

const tablesOf = (exports: Record<string, unknown>) => Object.values(exports).filter((value) => is(value, PgTable));

describe('the module list and the tables', () => {
  it('lists the descriptor of every module folder once', async () => {
    const descriptors = await Promise.all(
      moduleFolders.map(async (folder) => {
        const exports = (await import(`./modules/${folder}/index.ts`)) as Record<string, unknown>;
        const found = Object.values(exports).filter(
          (value): value is ServerModule => typeof value === 'object' && value !== null && 'create' in value && 'tables' in value,
        );
        return { folder, found };
      }),
    );
    expect(descriptors.filter(({ found }) => found.length !== 1).map(({ folder }) => folder)).toEqual([]);
    const missing = descriptors.filter(({ found }) => !serverModules.includes(found[0])).map(({ folder }) => folder);
    expect(missing, 'a module folder whose descriptor modules/all-modules.ts does not list').toEqual([]);
    expect(new Set(serverModules.map((module) => module.name)).size).toBe(serverModules.length);
  });

  it("names in each descriptor exactly the tables of its module's schema.ts, which drizzle-kit's glob finds", async () => {
    for (const folder of moduleFolders) {
      const module = serverModules.find((candidate) => candidate.name === folder);
      const schemaFile = join(modulesFolder, folder, 'schema.ts');
      const declared = tablesOf(module?.tables ?? {});
      const defined = existsSync(schemaFile) ? tablesOf((await import(`./modules/${folder}/schema.ts`)) as Record<string, unknown>) : [];
      expect(new Set(declared), folder).toEqual(new Set(defined));
    }
  });

  it('gives every table one owner: the shared directory or one module', () => {
    const owned = [...tablesOf(directory), ...serverModules.flatMap((module) => tablesOf(module.tables))];
    expect(new Set(owned).size).toBe(owned.length);
  });
});
