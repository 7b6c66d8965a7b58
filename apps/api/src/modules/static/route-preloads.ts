import { featureServing, type FeatureDeclaration } from '@seller-portal/contracts/core';

/** A chunk of the build's manifest (`dist/.vite/manifest.json`), keyed by its source module or `_<file>` for a shared chunk. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: a group's (`feature-orders`) or its first module's. */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The lazy modules the portal loads for every signed-in page before it draws it (`apps/seller-portal/src/app/router.tsx`,
 * `app.tsx`): the module registry (`patchRoutesOnNavigation`), the guarded shell's layout and the features' parts it
 * draws in the same pass as the page (`shell-slots.ts`, each feature's `shell-slot.tsx`), the query client every lazy
 * part waits for, and what starts with the query client and the session (its runtime, the page's overlays, §4.2's
 * routing after the session).
 */
export const signedInPageModules: readonly string[] = [
  'src/app/module-routing.ts',
  'src/routes/shell.tsx',
  'src/app/shell-slots.ts',
  '../../libs/app-runtime/src/app/query-client.ts',
  'src/app/query-runtime.tsx',
  'src/app/page-overlays.tsx',
  '../../libs/session-guard/src/routing/route-after-session.ts',
];

/**
 * A module's chunk in the manifest: under its source when it is a chunk of its own, else (a module that is imported
 * from two places becomes a shared chunk, keyed `_<name>-<hash>.js`) the entry's dynamic import of that name.
 */
function chunkKeyOf(manifest: BuildManifest, entryKey: string, source: string): string | undefined {
  if (manifest[source]) return source;
  const name = source.slice(source.lastIndexOf('/') + 1).replace(/\.[jt]sx?$/, '');
  const dynamicImports = manifest[entryKey]?.dynamicImports ?? [];
  return (
    dynamicImports.find((key) => key.startsWith(`_${name}-`) && manifest[key]) ??
    // The build's one chunk of what every signed-in page loads (tools/vite/web-app-build.ts), when the module is in it.
    (signedInGroupModules.includes(source) ? dynamicImports.find((key) => manifest[key]?.name === 'signed-in') : undefined)
  );
}

/** The modules of `signedInPageModules` that the portal's build puts in its `signed-in` chunk (apps/seller-portal/vite.config.ts). */
const signedInGroupModules: readonly string[] = ['src/app/module-routing.ts', 'src/routes/shell.tsx', 'src/app/shell-slots.ts'];

/** A feature's part that the shell loads before it draws (its manifest's `samePass` slot). */
const shellSlotModule = /^\.\.\/\.\.\/libs\/[\w-]+\/src\/shell-slot\.tsx?$/;

/** A feature's library (the generator's `libs/<name>`), whose lazy chunk the registry loads for the feature's paths. */
const featureLibrary = (feature: FeatureDeclaration) => `../../libs/${feature.name}/src/`;

export interface RoutePreloads {
  /** Module scripts, in the order the router asks for them. */
  scripts: string[];
  styles: string[];
}

/**
 * What a page of the portal needs beyond the document's own entry, read from the build's manifest, each with the
 * chunks it imports: for a path a feature serves (of `features`: pass none without a session), the router's lazy
 * modules above and the feature's chunk with its pages (a feature's pages are few and small; which one a path draws
 * is decided by the routes in that chunk); for an account page, its lazy module and the query client. Without them
 * the browser finds them one level at a time (entry → registry → feature → page), a round trip each.
 */
export function routePreloads(manifest: BuildManifest, features: readonly FeatureDeclaration[], path: string): RoutePreloads {
  const feature = featureServing(
    features.filter((declared) => declared.apps.includes('portal')),
    path,
  );
  // The answer depends on the page's feature or account page, not on the rest of the path: one walk of the manifest each.
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const accountPage = entryKey && !feature ? accountPageModule(manifest, entryKey, path) : undefined;
  if (!entryKey || (!feature && !accountPage)) return { scripts: [], styles: [] };
  const key = feature ? `feature:${feature.name}` : `page:${accountPage}`;
  let cache = preloadsCache.get(manifest);
  if (!cache) preloadsCache.set(manifest, (cache = new Map()));
  const cached = cache.get(key);
  if (cached) return cached;
  const preloads = walkPreloads(manifest, entryKey, feature, accountPage);
  cache.set(key, preloads);
  return preloads;
}

/** The preloads already worked out, per build manifest (a new build is a new object) and feature or account page. */
const preloadsCache = new WeakMap<BuildManifest, Map<string, RoutePreloads>>();

function walkPreloads(manifest: BuildManifest, entryKey: string, feature: FeatureDeclaration | null, accountPage: string | undefined): RoutePreloads {
  const loadedByEntry = new Set<string>();
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
  };
  closure(entryKey, loadedByEntry);
  const preloadsOf = (roots: readonly string[]): RoutePreloads => {
    const wanted = new Set<string>();
    for (const root of roots) closure(root, wanted);
    const keys = [...wanted].filter((key) => !loadedByEntry.has(key));
    return {
      scripts: [...new Set(keys.map((key) => `/${manifest[key].file}`))],
      styles: [...new Set(keys.flatMap((key) => manifest[key].css ?? []).map((file) => `/${file}`))],
    };
  };

  if (!feature) {
    const queryClient = chunkKeyOf(manifest, entryKey, queryClientModule);
    return accountPage ? preloadsOf(queryClient ? [accountPage, queryClient] : [accountPage]) : { scripts: [], styles: [] };
  }
  const roots = signedInPageModules.flatMap((source) => chunkKeyOf(manifest, entryKey, source) ?? []);
  const registry = new Set<string>();
  closure(chunkKeyOf(manifest, entryKey, signedInPageModules[0]) ?? '', registry);
  const library = featureLibrary(feature);
  const registryImports = [...registry].flatMap((key) => manifest[key].dynamicImports ?? []);
  // The features' parts beside every shell page (`samePass` slots, `libs/<name>/src/shell-slot.tsx`) load with the shell.
  const shellSlots = registryImports.filter((key) => shellSlotModule.test(key));
  // The feature's pages: its modules, or the build's one chunk of them (`feature-<name>`, tools/vite/web-app-build.ts).
  const ofFeature = (key: string) => key.startsWith(library) || manifest[key]?.name === `feature-${feature.name}`;
  const featureChunks = registryImports.filter((key) => ofFeature(key) && !shellSlotModule.test(key));
  // Its pages and routes only: a lazy part of a page that brings a package of its own (the API center's Redoc viewer)
  // loads when that page draws it, never with the feature.
  const isPage = (key: string) => manifest[key]?.name === `feature-${feature.name}` || /^(routes\.[jt]sx?$|routes\/|pages\/)/.test(key.slice(library.length));
  const pages = featureChunks.flatMap((key) => manifest[key]?.dynamicImports ?? []).filter((key) => ofFeature(key) && isPage(key));
  return preloadsOf([...roots, ...shellSlots, ...featureChunks, ...pages]);
}

const queryClientModule = '../../libs/app-runtime/src/app/query-client.ts';

/**
 * The lazy module of an account page (`/register`, `/forgot-password`: `libs/auth/src/routes/<name>`, as the portal's
 * router imports it), which a browser needs whoever holds a session. `/sign-in` is drawn by the first load itself.
 */
function accountPageModule(manifest: BuildManifest, entryKey: string, path: string): string | undefined {
  const name = /^\/([a-z-]+)\/?$/.exec(path)?.[1];
  if (!name || name === 'sign-in') return undefined;
  return manifest[entryKey].dynamicImports?.find((key) => key === `../../libs/auth/src/routes/${name}.ts` || key === `../../libs/auth/src/routes/${name}.tsx`);
}

/** The preloads as `<link>` elements at the end of the document's head (after the entry, which stays first). */
export function withRoutePreloads(html: string, { scripts, styles }: RoutePreloads): string {
  if (!scripts.length && !styles.length) return html;
  const links = [
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join('');
  const end = html.indexOf('</head>');
  return end < 0 ? html : html.slice(0, end) + links + html.slice(end);
}
