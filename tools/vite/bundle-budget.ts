import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface RouteBudget {
  /** A name for the report, e.g. '/sign-in'. */
  name: string;
  /** Source files of the lazy route modules this page loads, relative to the project root. */
  modules: readonly string[];
  /** Most gzip kilobytes (1 KB = 1000 bytes) the page's JavaScript may weigh in total. */
  maxGzipKb: number;
  /** Module ids that must not be among what the page loads (other pages' code, heavy libraries). */
  forbidden?: readonly RegExp[];
  /**
   * Source files of what is loaded before the page opens (the shell a signed-in page sits in): their chunks, and the
   * entry's, are not counted, so the budget is the page's own JavaScript, what going to it downloads.
   */
  loadedBefore?: readonly string[];
  /**
   * For an app of several pages (the chat widget's frame and its demo page): the source file of the entry this page
   * starts from. Only that entry is counted, not the other pages' entries; every entry by default.
   */
  entry?: string;
}

export interface BundleBudgetOptions {
  budgets: readonly RouteBudget[];
  /** 'report' only prints the sizes; the environment variable BUNDLE_BUDGET=report does the same. */
  mode?: 'enforce' | 'report';
}

interface ChunkInfo {
  code: string;
  imports: readonly string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}

/** The chunks holding any of the modules (as their facade or among their modules). */
export function chunksHolding(chunks: ReadonlyMap<string, Pick<ChunkInfo, 'facadeModuleId' | 'moduleIds'>>, moduleIds: readonly string[]): string[] {
  return [...chunks].filter(([, chunk]) => moduleIds.some((id) => chunk.facadeModuleId === id || chunk.moduleIds.includes(id))).map(([name]) => name);
}

/** The chunks the route loads that `before` (the entry and the chunks already loaded) did not: the route's own. */
export function ownChunks(loaded: ReadonlySet<string>, before: ReadonlySet<string>): Set<string> {
  return new Set([...loaded].filter((name) => !before.has(name)));
}

/**
 * The entry chunks (or only `entries`, for an app of several pages) and every chunk they and the given route chunks
 * load statically, transitively.
 */
export function chunksLoadedBy(chunks: ReadonlyMap<string, ChunkInfo>, routeChunkNames: readonly string[], entries?: readonly string[]): Set<string> {
  const loaded = new Set<string>();
  const visit = (name: string) => {
    if (loaded.has(name) || !chunks.has(name)) return;
    loaded.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
  };
  for (const [name, chunk] of chunks) if (entries ? entries.includes(name) : chunk.isEntry) visit(name);
  for (const name of routeChunkNames) visit(name);
  return loaded;
}

/**
 * Measures, after bundling, the gzip size of all JavaScript a page loads (the entry, the page's lazy
 * route chunks and their static imports) and fails the build when a budget is exceeded.
 */
export function bundleBudget(options: BundleBudgetOptions): Plugin {
  let root = process.cwd();
  return {
    name: 'seller-portal:bundle-budget',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // After writing: the chunks as served, once every generateBundle hook (Vite fills the preload lists there) has run.
    writeBundle(_outputOptions, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(fileName, {
          code: output.code,
          imports: output.imports,
          isEntry: output.isEntry,
          facadeModuleId: output.facadeModuleId,
          moduleIds: output.moduleIds,
        });
      }
      const failures: string[] = [];
      for (const budget of options.budgets) {
        const routeChunks = chunksHolding(
          chunks,
          budget.modules.map((module) => resolve(root, module)),
        );
        if (routeChunks.length === 0) {
          failures.push(`${budget.name}: no chunk holds ${budget.modules.join(', ')}`);
          continue;
        }
        const entries = budget.entry ? chunksHolding(chunks, [resolve(root, budget.entry)]) : undefined;
        if (entries?.length === 0) failures.push(`${budget.name}: no chunk holds ${budget.entry}`);
        let loaded = chunksLoadedBy(chunks, routeChunks, entries);
        if (budget.loadedBefore) {
          const beforeChunks = chunksHolding(
            chunks,
            budget.loadedBefore.map((module) => resolve(root, module)),
          );
          if (beforeChunks.length < budget.loadedBefore.length) failures.push(`${budget.name}: no chunk holds one of ${budget.loadedBefore.join(', ')}`);
          loaded = ownChunks(loaded, chunksLoadedBy(chunks, beforeChunks, entries));
        }
        let bytes = 0;
        const sizes: Array<[string, number]> = [];
        for (const name of loaded) {
          const size = gzipSync(chunks.get(name)?.code ?? '', { level: 9 }).length;
          sizes.push([name, size]);
          bytes += size;
        }
        // BUNDLE_BUDGET=report also lists what the page loads, largest first, to see where the bytes go.
        if (process.env.BUNDLE_BUDGET === 'report') {
          for (const [name, size] of sizes.sort((a, b) => b[1] - a[1])) console.log(`  ${(size / 1000).toFixed(1).padStart(7)} KB  ${name}`);
          console.log(`  ${bytes} bytes in all`);
        }
        const loadedModules = [...loaded].flatMap((name) => chunks.get(name)?.moduleIds ?? []);
        for (const pattern of budget.forbidden ?? []) {
          const offender = loadedModules.find((id) => pattern.test(id));
          if (offender) failures.push(`${budget.name}: loads ${offender}, which matches ${pattern}`);
        }
        const kb = bytes / 1000;
        const own = budget.loadedBefore ? ' of its own' : '';
        const line = `${budget.name}: ${kb.toFixed(1)} KB gzip of JavaScript${own} in ${loaded.size} chunks (budget ${budget.maxGzipKb} KB)`;
        this.info(line);
        console.log(`[bundle-budget] ${line}`);
        if (kb > budget.maxGzipKb) failures.push(line);
      }
      const mode = process.env.BUNDLE_BUDGET === 'report' ? 'report' : (options.mode ?? 'enforce');
      if (failures.length > 0 && mode === 'enforce') this.error(`Bundle budget exceeded:\n${failures.join('\n')}`);
    },
  };
}
