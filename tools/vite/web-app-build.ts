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
 *
 * With `signedIn` (the portal), the lazy code is cut into few files too, so what a signed-in page loads before it
 * draws is ~15–20 scripts rather than ~60–75 (each a request and a module record to link):
 * - `signed-in`: the modules `signedIn.test` names (the shell, the module registry, the features' same-pass slots)
 *   with everything they import that the first load does not;
 * - `feature-<name>`: a feature's route modules and the pages they load, with what only those pages import;
 * - `public`: a public page's frame and routing for a visitor without a session (`signedIn.public`) with zod, which the
 *   account, public and signed-in pages all need: `signed-in` imports from it;
 * - `ui`: the design system's pieces that pages share and the primitives under them (and the texts a piece imports).
 * - `page-runtime`: what the first page loads after its first paint (`signedIn.afterFirstPaint`: the query runtime,
 *   the page's overlays) with what it imports, so /sign-in never loads the others;
 * - `after-session`: what a signed-in page loads once it has drawn and the session is read (the features' slots and
 *   startup steps their manifests load lazily, the shell's lazy parts, `signedIn.afterSession`) with what only they
 *   import, and `after-session-shared`, what they share with the features' pages: two files instead of ~25–30 of
 *   0.2–10 KB each. Nothing a signed-out page reaches (`signedIn.signedOut`) goes into either.
 */
export function appChunks(packages: readonly string[] = frameworkPackages, signedIn?: SignedInChunks): Rolldown.CodeSplittingOptions {
  const framework = new RegExp(`node_modules/(${packages.map(escapeForRegExp).join('|')})/`);
  const groups: Rolldown.CodeSplittingGroup[] = [
    { name: 'framework', test: (id: string) => framework.test(id) || queryContextModule.test(id), priority: 20 },
    { name: 'query', test: /node_modules\/@tanstack\/(query-core|react-query)\//, priority: 15 },
    { name: 'app', tags: ['$initial'], test: /\/(libs|apps)\//, priority: 10 },
  ];
  if (signedIn) {
    const featureOf = featureChunkNamer(framework, signedIn);
    groups.push(
      // What the first page loads after its first paint, with what it imports: a file /sign-in loads, apart from the shell's.
      { name: 'page-runtime', test: (id: string) => signedIn.afterFirstPaint(id), priority: 9 },
      // What a public page draws for a visitor (its frame and routing) with what it imports, and the schemas' package,
      // which the account pages, the public pages and the signed-in ones all need: `signed-in` imports it, and /register
      // takes zod from it rather than from the shell's chunk.
      ...(signedIn.public ? [{ name: 'public', test: (id: string) => signedIn.public?.(id) || zod.test(id), priority: 8.5 }] : []),
      { name: 'signed-in', test: (id: string) => signedIn.test(id), priority: 8 },
      // Only the modules named: what they import from elsewhere stays where it is.
      { name: (id, ctx) => featureOf(id, ctx), test: (id: string) => !texts.test(id), includeDependenciesRecursively: false, priority: 6 },
      // The design system's pieces the pages share (and the primitives under them), one chunk rather than one per piece.
      {
        name: (id, ctx) => featureOf.sharedUi(id, ctx),
        // A piece's own texts that it imports (both languages, a few lines) come with it, not with another chunk that imports them.
        test: (id: string) => (!texts.test(id) || uiTexts.test(id)) && sharedUi.test(id),
        includeDependenciesRecursively: false,
        priority: 4,
      },
      // Below `ui`: a piece of the design system a page draws never waits for this file.
      { name: (id, ctx) => featureOf.afterSession(id, ctx), includeDependenciesRecursively: false, priority: 3 },
    );
  }
  return { groups };
}

const sharedUi =
  /\/(libs\/(ui|formatting)\/src\/|node_modules\/(@radix-ui\/|@floating-ui\/|react-remove-scroll|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|tslib\/|dayjs\/))/;

const zod = /node_modules\/zod\//;

/** Texts load per language (a chunk each), never grouped (but with what alone imports them, `after-session`). */
const texts = /\/i18n\/[^/]+\.json$/;
/** The texts a piece of the design system imports itself (`libs/ui/src/components/<piece>/i18n/`). */
const uiTexts = /\/libs\/ui\/src\/components\/.+\/i18n\/[^/]+\.json$/;

/** A feature's pages: the modules its manifest loads for its routes (`routes.tsx`, `…-routes.tsx`). */
const featureManifest = /\/libs\/([\w-]+)\/src\/manifest\.tsx?$/;
const routesModule = /(\/routes|-routes)\.tsx?$/;
const libraryOf = (id: string) => /\/libs\/([\w-]+)\/src\//.exec(id)?.[1] ?? null;

interface ChunkNamer {
  /**
   * `feature-<name>` for a module only a feature's pages use: one file with the feature's route modules, its lazy
   * pages and what nothing else imports (its contracts domain, its components), so a page of it is one request beside
   * the shell. A module that another feature, the shell or a slot also reaches is left to the bundler.
   */
  (id: string, ctx: Rolldown.ChunkingContext): string | null;
  /**
   * `ui` for a piece of the design system (or a primitive under it) that pages import as they draw; what loads lazily
   * (an editor, a chart, a language's texts) and what only that reaches keeps its own chunk.
   */
  sharedUi(id: string, ctx: Rolldown.ChunkingContext): string | null;
  /**
   * `after-session` for a module that a signed-in page loads after it has drawn (see `isAfterSessionEntry`) and that
   * nothing else reaches, `after-session-shared` for one the features' pages reach as well; null for one a signed-out
   * page may load (`signedIn.signedOut`) or another lazy part imports.
   */
  afterSession(id: string, ctx: Rolldown.ChunkingContext): string | null;
}

/** The shell's library: its lazy parts (the shortcuts' help, the command palette) load after the shell has drawn. */
const shellLibrary = /\/libs\/shell\/src\//;

/** A library's entry point (`libs/<name>/src/index.ts`), which re-exports all of it. */
const libraryEntry = /\/libs\/[\w-]+\/src\/index\.tsx?$/;

function featureChunkNamer(framework: RegExp, signedIn?: SignedInChunks): ChunkNamer {
  const entries = new Map<string, Set<string>>();
  const directEntries = new Map<string, Set<string>>();
  const pageEntries = new Map<string, string | null>();

  /**
   * The lazy entries (dynamic import targets) whose static imports reach a module, through the libraries' entry points
   * too (so more than the module's real users), or with `throughLibraryEntries` false not through a library's entry
   * point (its `index.ts` re-exports far more than one importer uses; so fewer than its real users). What
   * the first load uses is the `app` group's before any of these.
   */
  const entriesOf = (id: string, ctx: Rolldown.ChunkingContext, throughLibraryEntries = true): Set<string> => {
    const cache = throughLibraryEntries ? entries : directEntries;
    const known = cache.get(id);
    if (known) return known;
    const found = new Set<string>();
    const seen = new Set<string>([id]);
    const queue = [id];
    while (queue.length) {
      const info = ctx.getModuleInfo(queue.pop() ?? '');
      if (!info) continue;
      if (info.dynamicImporters.length) found.add(info.id);
      if (!throughLibraryEntries && info.id !== id && libraryEntry.test(info.id)) continue;
      for (const importer of info.importers) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    cache.set(id, found);
    return found;
  };

  /**
   * The feature whose pages a lazy entry is: a route module its manifest loads (`routes.tsx`, `…-routes.tsx`), or a
   * page those route modules load lazily. What a page loads later (an editor, a viewer) keeps its own chunk.
   */
  const pageEntryOf = (entry: string, ctx: Rolldown.ChunkingContext): string | null => {
    const known = pageEntries.get(entry);
    if (known !== undefined) return known;
    const feature = libraryOf(entry);
    const importers = ctx.getModuleInfo(entry)?.dynamicImporters ?? [];
    const isRoutes = (module: string) => routesModule.test(module) && libraryOf(module) === feature;
    const result =
      feature &&
      importers.length &&
      importers.every((importer) =>
        featureManifest.test(importer)
          ? libraryOf(importer) === feature && routesModule.test(entry)
          : isRoutes(importer) && pageEntryOf(importer, ctx) === feature,
      )
        ? feature
        : null;
    pageEntries.set(entry, result);
    return result;
  };

  const packages = new Map<string, boolean>();
  /** Whether a piece of the design system brings, itself or through another piece, a package of its own (drag and drop, the HTML sanitizer): it stays with the pages that use it. */
  const bringsPackage = (id: string, ctx: Rolldown.ChunkingContext): boolean => {
    const known = packages.get(id);
    if (known !== undefined) return known;
    packages.set(id, false);
    const imports = ctx.getModuleInfo(id)?.importedIds ?? [];
    const brings = imports.some((imported) =>
      imported.includes('/node_modules/') ? !sharedUi.test(imported) && !framework.test(imported) : sharedUi.test(imported) && bringsPackage(imported, ctx),
    );
    packages.set(id, brings);
    return brings;
  };

  const namer: ChunkNamer = (id, ctx) => {
    const reaching = entriesOf(id, ctx);
    if (!reaching.size) return null;
    const features = new Set([...reaching].map((entry) => pageEntryOf(entry, ctx)));
    const [feature] = features;
    return features.size === 1 && feature ? `feature-${feature}` : null;
  };
  namer.sharedUi = (id, ctx) => {
    const info = ctx.getModuleInfo(id);
    // A piece's texts (`i18n/<language>.json`, which its resources import) go with it: left to the bundler they joined
    // another chunk that imports them (drag and drop's), which every page with `ui` then loaded.
    if (texts.test(id)) {
      const importers = info?.importers ?? [];
      return importers.length && !info?.dynamicImporters.length && importers.every((importer) => namer.sharedUi(importer, ctx) === 'ui') ? 'ui' : null;
    }
    const reaching = entriesOf(id, ctx);
    if (!reaching.size || !info || info.dynamicImporters.length) return null;
    if (bringsPackage(id, ctx)) return null;
    return [...reaching].some((entry) => !sharedUi.test(entry)) ? 'ui' : null;
  };

  /**
   * Whether lazy entries reach a module (not through a library's entry point) and every one of them passes `test`
   * (a module of the first load passes none).
   */
  const isReachedOnlyFrom = (id: string, ctx: Rolldown.ChunkingContext, test: (entry: string, ctx: Rolldown.ChunkingContext) => boolean) => {
    const reaching = entriesOf(id, ctx, false);
    return reaching.size > 0 && [...reaching].every((entry) => test(entry, ctx));
  };
  const afterSessionEntries = new Map<string, boolean>();
  /**
   * A lazy module a signed-in page loads after its first view: a feature's slot or startup step (what its manifest
   * loads that is not its routes), a lazy part of the shell's library, one `signedIn.afterSession` names, or a lazy part
   * of one of these only (the announcements' survey dialog).
   */
  const isAfterSessionEntry = (entry: string, ctx: Rolldown.ChunkingContext): boolean => {
    const known = afterSessionEntries.get(entry);
    if (known !== undefined) return known;
    afterSessionEntries.set(entry, false);
    const importers = ctx.getModuleInfo(entry)?.dynamicImporters ?? [];
    const result =
      !routesModule.test(entry) &&
      !pageEntryOf(entry, ctx) &&
      !signedIn?.test(entry) &&
      !signedIn?.afterFirstPaint(entry) &&
      (Boolean(signedIn?.afterSession?.(entry)) ||
        (importers.some((importer) => !libraryEntry.test(importer)) &&
          importers.every(
            (importer) =>
              featureManifest.test(importer) ||
              shellLibrary.test(importer) ||
              // A library's entry point's own lazy step is its users' (the manifest's startup step beside it).
              libraryEntry.test(importer) ||
              Boolean(signedIn?.afterSession?.(importer)) ||
              isReachedOnlyFrom(importer, ctx, (from) => Boolean(signedIn?.test(from)) || isAfterSessionEntry(from, ctx)),
          )));
    afterSessionEntries.set(entry, result);
    return result;
  };
  const pageParts = new Map<string, boolean>();
  /** A feature's page, or a lazy part that only pages (or their parts) load: a tab, an editor, a chart. */
  const isPageOrPart = (entry: string, ctx: Rolldown.ChunkingContext): boolean => {
    if (pageEntryOf(entry, ctx)) return true;
    const known = pageParts.get(entry);
    if (known !== undefined) return known;
    pageParts.set(entry, false);
    const importers = ctx.getModuleInfo(entry)?.dynamicImporters ?? [];
    const result = importers.length > 0 && importers.every((importer) => isReachedOnlyFrom(importer, ctx, isPageOrPart));
    pageParts.set(entry, result);
    return result;
  };
  namer.afterSession = (id, ctx) => {
    if (!signedIn) return null;
    const info = ctx.getModuleInfo(id);
    // A library's texts (`i18n/<language>.json`, which its resources import) go with what imports them; the shared
    // texts, loaded by language, keep a file each.
    if (texts.test(id)) {
      const importers = info?.importers ?? [];
      const names = new Set(importers.map((importer) => namer.afterSession(importer, ctx)));
      if (!importers.length || info?.dynamicImporters.length || names.has(null)) return null;
      return names.has('after-session-shared') ? 'after-session-shared' : 'after-session';
    }
    const reaching = entriesOf(id, ctx);
    if (!reaching.size || !info) return null;
    // A lazy part a page draws later with a package of its own (a chart, an editor) keeps its file.
    if (info.dynamicImporters.length && !isAfterSessionEntry(id, ctx)) return null;
    const direct = entriesOf(id, ctx, false);
    let afterSession = false;
    let page = false;
    for (const entry of reaching) {
      // What a signed-out page loads never waits for these files.
      if (signedIn.signedOut?.(entry)) return null;
      if (isAfterSessionEntry(entry, ctx)) afterSession = true;
      else if (isPageOrPart(entry, ctx)) page = true;
      // Any other lazy part that reaches it only through a library's entry point (the registry's features through
      // their libraries' index) need not load it: the bundler keeps only what is used of a library's index.
      else if (!signedIn.test(entry) && direct.has(entry)) return null;
    }
    if (!afterSession) return null;
    return page ? 'after-session-shared' : 'after-session';
  };
  return namer;
}

export interface SignedInChunks {
  /** The lazy modules every signed-in page loads (the shell, the registry, the features' same-pass slots): one chunk with what they import. */
  test: (id: string) => boolean;
  /** The lazy modules the first page loads after its first paint (the query runtime, the page's overlays), kept out of `signed-in`. */
  afterFirstPaint: (id: string) => boolean;
  /** Lazy modules a signed-in page loads after it has drawn, beside the features' slots and the shell's lazy parts (the chat's runtime). */
  afterSession?: (id: string) => boolean;
  /** Lazy modules a signed-out page may load (the account pages, the public features, the download-app banner): the `after-session` chunks hold nothing they reach, even through a library's entry point. */
  signedOut?: (id: string) => boolean;
  /** The lazy modules a public page loads for a visitor without a session (its frame and routing): `public` (with zod), kept out of `signed-in`. */
  public?: (id: string) => boolean;
}

/**
 * The build of a web app: ES2022, hidden source maps beside the bundle for error reports (browsers fetch them only
 * in devtools), no module-preload polyfill (every supported browser preloads modules itself), and the build's manifest
 * (`dist/.vite/manifest.json`, which the API's static module reads and does not serve). An app of one page
 * gets the chunks above; an app of several pages (`input`) keeps the bundler's own cut, because the `app` group
 * would merge the pages' entries into one file that runs them all.
 */
export function webAppBuild(options: { input?: Record<string, string>; signedIn?: SignedInChunks } = {}): BuildEnvironmentOptions {
  return {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: 'hidden',
    modulePreload: { polyfill: false },
    // The chunks and their imports by source module: the API server preloads a signed-in page's lazy chunks from it.
    manifest: true,
    rolldownOptions: options.input ? { input: options.input } : { output: { codeSplitting: appChunks(frameworkPackages, options.signedIn) } },
  };
}
