import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { PageFirstCalls } from '@seller-portal/contracts/core';
import type { EnvContext } from '../config/env-variables';
import type { ServerSettings } from '../config/server-settings';
import type { AppDatabase, Database } from '../db/open-database';
import type { RouteDefinition } from '../http/define-route';
import type { PublicPageSource } from './shared/public-pages';
import type { SearchSource } from './shared/search-sources';
import type { Clock, Random } from '../runtime';

/**
 * What every module is built from: the database, time and randomness (injected, so tests move clocks), the log
 * and the server's settings (a module's own settings come beside them, as `own`).
 */
export interface SharedDeps {
  database: Database;
  clock: Clock;
  random: Random;
  log: FastifyBaseLogger;
  settings: ServerSettings;
}

/**
 * What the server is given for the modules' own settings (`buildApp`'s deps; the environment's, read by each
 * module, or a test's), by key. Each module adds its keys in its `index.ts`:
 * `declare module '../server-module' { interface ModuleSettingsGiven { passwordMaxAgeDays: number } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleSettingsGiven {}

/**
 * A module's own settings: the environment variables it reads (names, checks and defaults; the README's table is
 * tested against them), what it makes of them (the keys of `ModuleSettingsGiven` it answers), and its settings from
 * what the server was given (every default applied; tests give the keys directly).
 */
export interface ModuleSettings<Own> {
  env: z.ZodObject<z.ZodRawShape>;
  fromEnv?(values: Record<string, unknown>, context: EnvContext): Partial<ModuleSettingsGiven>;
  resolve(given: Partial<ModuleSettingsGiven>): Own;
}

/** What a module's `create` receives as `own`. */
export type SettingsOf<S> = S extends ModuleSettings<infer Own> ? Own : never;

/** A module's settings, its variables' values typed by their schema. */
export function moduleSettings<Shape extends z.ZodRawShape, Own>(definition: {
  env: Shape;
  fromEnv?(values: z.output<z.ZodObject<Shape>>, context: EnvContext): Partial<ModuleSettingsGiven>;
  resolve(given: Partial<ModuleSettingsGiven>): Own;
}): ModuleSettings<Own> {
  const { fromEnv } = definition;
  return {
    env: z.object(definition.env),
    fromEnv: fromEnv && ((values, context) => fromEnv(values as z.output<z.ZodObject<Shape>>, context)),
    resolve: definition.resolve,
  };
}

/**
 * The services modules hand each other, by name. Each module adds what it provides in its `index.ts`:
 * `declare module '../server-module' { interface Services { sessions: SessionService } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Services {}

/** How often jobs delete rows that expired (sessions, codes, tokens, devices). */
export const purgeEveryMs = 60 * 60_000;

/**
 * How several server processes on one database share a job. `lease`: one process runs it per period, the runner
 * leasing its name (`modules/jobs`): sweeps and purges, whose work a second process would only repeat. `own-rows`:
 * every process runs it and each run claims the rows it works on itself (`FOR UPDATE SKIP LOCKED`), so a row is
 * handled once and the processes share the queue. `per-process`: the process's own state (its sockets, what it
 * keeps in memory), which only it can handle.
 */
export type JobClaim = 'lease' | 'own-rows' | 'per-process';

/** Work a module does on a timer (purging what expired, writing batched updates). */
export interface BackgroundJob {
  name: string;
  everyMs: number;
  claim: JobClaim;
  run(now: Date): Promise<unknown>;
  /** The work waiting for it (rows due, processes queued): a cheap count, read when the metrics are scraped. */
  backlog?: (now: Date) => Promise<number>;
}

/** What a module built: the services it provides, its routes, its jobs, and how it closes. */
export interface ModuleParts {
  provides?: Partial<Services>;
  /** Called once every module is built, so routes may use services of modules listed after this one. */
  routes?: (services: Services) => readonly RouteDefinition[];
  jobs?: readonly BackgroundJob[];
  /** Pages of the public site the module renders for crawlers and lists in the sitemap (`shared/public-pages.ts`). */
  publicPages?: readonly PublicPageSource[];
  /** The calls the module's pages make as they first draw, which the server preloads from their documents. */
  pageFirstCalls?: readonly PageFirstCalls[];
  /**
   * What the palette's search finds of the module's (`shared/search-sources.ts`); called once every module is built,
   * as `routes` is.
   */
  searchSources?: (services: Services) => readonly SearchSource[];
  /** Runs when the server closes, in the reverse order of the module list. */
  close?: () => Promise<void>;
}

/** One server module: its name, the tables it owns, its own settings and the factory that builds it. */
export interface ServerModule<Own = unknown> {
  name: string;
  /** The module's tables (its `schema.ts`); migrations are generated from all of them together. */
  tables: Readonly<Record<string, unknown>>;
  /** The module's own settings, which `create` receives as `own`. */
  settings?: ModuleSettings<Own>;
  create(deps: SharedDeps & { services: Services; own: Own }): ModuleParts | Promise<ModuleParts>;
  /**
   * Rows the code expects in the module's tables whatever the data (defaults), written at every start after the
   * migrations; idempotent, and never overwriting what was set since.
   */
  referenceData?(db: AppDatabase): Promise<void>;
  /**
   * The module's demo data, written after the demo accounts and stores (`db/seed-demo.ts`) into a development
   * database; idempotent, since a seeded database may be seeded again. Production never calls it.
   */
  seedDemo?(db: AppDatabase, now: Date): Promise<void>;
}

export interface ComposedModules {
  services: Services;
  routes: RouteDefinition[];
  jobs: BackgroundJob[];
  publicPages: PublicPageSource[];
  pageFirstCalls: PageFirstCalls[];
  searchSources: SearchSource[];
  /** Closes every module, the last one built first. */
  close(): Promise<void>;
}

/**
 * Builds the modules in list order. A module may use the services of modules before it while it is built; asking
 * for one nobody provided yet is a start-up error naming both, not an undefined at the first request.
 */
export async function composeModules(modules: readonly ServerModule[], shared: SharedDeps, given: Partial<ModuleSettingsGiven> = {}): Promise<ComposedModules> {
  const provided: Partial<Services> = {};
  let building = '';
  const services = new Proxy(provided, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target)) {
        throw new Error(`The ${building} module needs the service "${key}", which no module listed before it provides.`);
      }
      return Reflect.get(target, key);
    },
  }) as Services;

  const built: { module: ServerModule; parts: ModuleParts }[] = [];
  for (const module of modules) {
    building = module.name;
    const parts = await module.create({ ...shared, services, own: module.settings?.resolve(given) });
    for (const key of Object.keys(parts.provides ?? {})) {
      if (key in provided) throw new Error(`The ${module.name} module provides "${key}", which another module provides already.`);
    }
    Object.assign(provided, parts.provides);
    built.push({ module, parts });
  }
  building = 'route';
  return {
    services,
    routes: built.flatMap(({ parts }) => [...(parts.routes?.(services) ?? [])]),
    jobs: built.flatMap(({ parts }) => [...(parts.jobs ?? [])]),
    publicPages: built.flatMap(({ parts }) => [...(parts.publicPages ?? [])]),
    pageFirstCalls: built.flatMap(({ parts }) => [...(parts.pageFirstCalls ?? [])]),
    searchSources: built.flatMap(({ parts }) => [...(parts.searchSources?.(services) ?? [])]),
    async close() {
      for (const { module, parts } of [...built].reverse()) {
        await parts.close?.().catch((error: unknown) => shared.log.warn({ err: error }, `the ${module.name} module did not close cleanly`));
      }
    },
  };
}
