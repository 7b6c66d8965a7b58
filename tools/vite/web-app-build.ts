import type { BuildEnvironmentOptions, Rolldown } from 'vite';

/** The packages every page of the web apps runs on: React, the router and i18next. */
export const frameworkPackages: readonly string[] = ['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', 'i18next', 'react-i18next', 'clsx'];

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** TanStack Query's context, which the first load provides (empty until the client comes), apart from the rest of it. */
const queryContextModule = /node_modules\/@tanstack\/react-query\/build\/modern\/QueryClientProvider\.js$/;

/**
 * How a web app's JavaScript is cut into files. Left to itself the bundler cuts the first load into many small
 * shared chunks (whatever the entry and each lazy page happen to share), and every cut costs compression and a
 * request. So the first load is two files:
 * - `framework`: the packages above, which change with a dependency upgrade and not with a feature;
 * - `app` (merged into the entry): the workspace code the entry imports statically (the app, its routes table,
 *   the page runtime and whatever page the app makes part of its first load).
 * Lazy pages keep their own chunks and import from these two, and from `query`: TanStack Query, which a first page may
 * draw without (the portal's /sign-in) and load after its first paint; only its context comes with the framework.
 */
export function appChunks(packages: readonly string[] = frameworkPackages): Rolldown.CodeSplittingOptions {
  const framework = new RegExp(`node_modules/(${packages.map(escapeForRegExp).join('|')})/`);
  return {
    groups: [
      { name: 'framework', test: (id: string) => framework.test(id) || queryContextModule.test(id), priority: 20 },
      { name: 'query', test: /node_modules\/@tanstack\/(query-core|react-query)\//, priority: 15 },
      { name: 'app', tags: ['$initial'], test: /\/(libs|apps)\//, priority: 10 },
    ],
  };
}

/**
 * The build of a web app: ES2022, hidden source maps beside the bundle for error reports (browsers fetch them only
 * in devtools), no module-preload polyfill (every supported browser preloads modules itself), and the build's manifest
 * (`dist/.vite/manifest.json`, which the API's static module reads and does not serve). An app of one page
 * gets the chunks above; an app of several pages (`input`) keeps the bundler's own cut, because the `app` group
 * would merge the pages' entries into one file that runs them all.
 */
export function webAppBuild(options: { input?: Record<string, string> } = {}): BuildEnvironmentOptions {
  return {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: 'hidden',
    modulePreload: { polyfill: false },
    // The chunks and their imports by source module: the API server preloads a signed-in page's lazy chunks from it.
    manifest: true,
    rolldownOptions: options.input ? { input: options.input } : { output: { codeSplitting: appChunks() } },
  };
}
