import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Vite aliases for every `@seller-portal/*` library, read from tsconfig.base.json paths. Vite takes the first alias
 * that matches a whole import or its prefix up to a `/`, so longer names come first: otherwise
 * `@seller-portal/contracts/testing` would resolve inside `@seller-portal/contracts`.
 */
export function workspaceAliases(): Record<string, string> {
  const tsconfig = JSON.parse(readFileSync(resolve(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.fromEntries(
    Object.entries(tsconfig.compilerOptions.paths)
      .sort(([a], [b]) => b.length - a.length)
      .map(([name, [target]]) => [name, resolve(workspaceRoot, target)]),
  );
}

/**
 * Packages that still support React 17 bundle a fallback for hooks React 18 has built in (react-i18next's
 * `use-sync-external-store/shim`). The apps run React 19, so the shim resolves to React's own hook.
 */
const reactShimAliases: Alias[] = [
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: resolve(workspaceRoot, 'tools/vite/shims/use-sync-external-store.ts') },
];

/** What the apps' bundles resolve specially: the workspace libraries (longest names first, as above), and React shims. */
export function appAliases(): Alias[] {
  return [...Object.entries(workspaceAliases()).map(([find, replacement]) => ({ find, replacement })), ...reactShimAliases];
}

export { workspaceRoot };
