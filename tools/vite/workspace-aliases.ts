import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A path with a `*` (`@seller-portal/contracts/*` → `libs/contracts/src/<domain>/index.ts`) as one entry per folder that
 * holds its target: Vite's aliases have no wildcards.
 */
function expandWildcard(name: string, target: string): [string, string][] {
  if (!name.endsWith('/*')) return [[name, resolve(workspaceRoot, target)]];
  const [before, after] = target.split('*');
  const parent = resolve(workspaceRoot, before);
  return readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(resolve(parent, `${entry.name}${after}`)))
    .map((entry): [string, string] => [`${name.slice(0, -1)}${entry.name}`, resolve(parent, `${entry.name}${after}`)]);
}

/**
 * Vite aliases for every `@seller-portal/*` library and entry point, read from tsconfig.base.json paths. Vite takes
 * the first alias that matches a whole import or its prefix up to a `/`, so longer names come first: otherwise
 * `@seller-portal/contracts/orders` would resolve inside `@seller-portal/contracts`.
 */
export function workspaceAliases(): Record<string, string> {
  const tsconfig = JSON.parse(readFileSync(resolve(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.fromEntries(
    Object.entries(tsconfig.compilerOptions.paths)
      .flatMap(([name, [target]]) => expandWildcard(name, target))
      .sort(([a], [b]) => b.length - a.length),
  );
}

/**
 * Packages that still support React 17 bundle a fallback for hooks React 18 has built in (react-i18next's
 * `use-sync-external-store/shim`). The apps run React 19, so the shim resolves to React's own hook.
 */
const reactShimAliases: Alias[] = [
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: resolve(workspaceRoot, 'tools/vite/shims/use-sync-external-store.ts') },
];

/**
 * React Router publishes its production build beside the development one but exports only the latter (no export
 * condition picks the other): the apps' bundles take the production build, without the development build's checks
 * and warnings, which cost a phone's main thread when the router is created and on every navigation.
 */
const routerProductionAliases: Alias[] = [
  { find: /^react-router$/, replacement: resolve(workspaceRoot, 'node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolve(workspaceRoot, 'node_modules/react-router/dist/production/dom-export.mjs') },
];

/** What the apps' bundles resolve specially: the workspace libraries (longest names first, as above), React shims, React Router's production build. */
export function appAliases(): Alias[] {
  return [...Object.entries(workspaceAliases()).map(([find, replacement]) => ({ find, replacement })), ...reactShimAliases, ...routerProductionAliases];
}

export { workspaceRoot };

/**
 * React's API from Preact's compatibility layer (preact/compat: the same components, hooks, `lazy`, `Suspense` and
 * `createRoot`), for a bundle that must stay small (the chat widget, which other sites embed: React DOM alone is ~60 KB
 * gzip of its first open, Preact ~5 KB). Exact names only, longest first.
 */
export const preactAliases: Alias[] = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
