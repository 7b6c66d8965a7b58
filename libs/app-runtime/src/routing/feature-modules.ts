import type { SessionModeType } from '@seller-portal/contracts';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle, RouteMeta } from './route-meta';

/** What a feature module's lazy chunk hands the shell: its routes, with paths relative to the mount point. */
export interface FeatureModuleExports {
  routes: RouteObject[];
}

/** A route of a feature as data, known before its chunk loads: the path (relative to the app root) and its §2.6 metadata. */
export interface FeatureRoute {
  path: string;
  meta: RouteMeta;
}

/** A dashboard shortcut a feature offers: shown when the session holds every accessibility code it requires (§6). */
export interface FeatureShortcut {
  /** Name key: `common:menu.<key>` when the shared texts have it, else `dashboard.shortcuts.<key>`. */
  labelKey: string;
  to: string;
  requires: readonly string[];
  /** The session mode the page behind it needs, when it needs one (a store's pages are not an internal user's). */
  mode?: SessionModeType;
}

/** The apps a feature is mounted in. */
export type FeatureApp = 'portal' | 'console';

/**
 * A feature's small eager manifest, mounted the way Backstage mounts plugin pages: the path prefixes it serves,
 * the metadata of its routes (so the guard decides before anything loads), its dashboard shortcuts, its i18n
 * namespace, the apps it belongs to, and the lazy entry with its pages. A feature whose pages are not built yet
 * has no entry: its routes still carry their metadata and show the not-found view.
 */
export interface FeatureModule {
  /** §1 module name: product, user, seller-learning, order, wallet, seller-chat, … */
  name: string;
  /** The path prefixes it serves ('/conversations' serves '/conversations' and everything below it). */
  prefixes: readonly string[];
  /** The apps it is mounted in; the portal when absent. */
  apps?: readonly FeatureApp[];
  routes?: readonly FeatureRoute[];
  shortcuts?: readonly FeatureShortcut[];
  /** The i18n namespace of its texts. */
  i18nNamespace?: string;
  /** The module's chunk. Without one, its `routes` show the not-found view (and without those, every path does). */
  load?: () => Promise<FeatureModuleExports>;
}

/** The name the rest of the code knows a feature's manifest by. */
export type FeatureManifest = FeatureModule;

/** Whether a feature is mounted in an app. */
export function mountedIn(manifest: FeatureManifest, app: FeatureApp): boolean {
  return (manifest.apps ?? ['portal']).includes(app);
}

export interface ModuleRegistryOptions {
  /** The page of a route whose feature has no pages yet (the app's not-found view). */
  notBuilt?: RouteObject['lazy'];
}

export interface ModuleRegistry {
  /** Adds (or replaces, by name) a module; answers a function that removes it again. */
  register(module: FeatureModule): () => void;
  /** The module serving a path: the longest matching prefix wins. */
  moduleFor(pathname: string): FeatureModule | null;
  list(): readonly FeatureModule[];
  /**
   * Loads a module's routes once (with the manifest's metadata); later calls share the first load. A module
   * without a chunk gives its manifest routes on the not-found page, or null when it has none.
   */
  routesOf(module: FeatureModule): Promise<RouteObject[] | null>;
}

/** Whether `pathname` is `prefix` or below it, on a segment boundary ('/wallet' is not under '/wall'). */
export function isUnderPrefix(pathname: string, prefix: string): boolean {
  const base = prefix.length > 1 ? prefix.replace(/\/+$/, '') : prefix;
  if (base === '/') return true;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The loaded routes with the manifest's metadata on each route that has none of its own. */
function withManifestMeta(routes: RouteObject[], manifest: FeatureManifest): RouteObject[] {
  const metaByPath = new Map((manifest.routes ?? []).map((route) => [route.path, route.meta]));
  return routes.map((route) => {
    const meta = route.path === undefined ? undefined : metaByPath.get(route.path);
    const handle = route.handle as RouteHandle | undefined;
    return meta && !handle?.meta ? ({ ...route, handle: { ...handle, meta } satisfies RouteHandle } as RouteObject) : route;
  });
}

export function createModuleRegistry(initial: readonly FeatureModule[] = [], options: ModuleRegistryOptions = {}): ModuleRegistry {
  const modules = new Map<string, FeatureModule>();
  const loads = new Map<string, Promise<RouteObject[] | null>>();
  for (const module of initial) modules.set(module.name, module);

  return {
    register(module) {
      modules.set(module.name, module);
      loads.delete(module.name);
      return () => {
        if (modules.get(module.name) === module) modules.delete(module.name);
      };
    },
    moduleFor(pathname) {
      let best: { module: FeatureModule; length: number } | null = null;
      for (const module of modules.values()) {
        for (const prefix of module.prefixes) {
          if (isUnderPrefix(pathname, prefix) && (!best || prefix.length > best.length)) best = { module, length: prefix.length };
        }
      }
      return best?.module ?? null;
    },
    list: () => [...modules.values()],
    routesOf(module) {
      if (!module.load) {
        if (!module.routes?.length || !options.notBuilt) return Promise.resolve(null);
        const lazy = options.notBuilt;
        return Promise.resolve(module.routes.map((route) => ({ path: route.path, handle: { meta: route.meta } satisfies RouteHandle, lazy }) as RouteObject));
      }
      let load = loads.get(module.name);
      if (!load) {
        load = module.load().then((exports) => withManifestMeta(exports.routes, module));
        // A failed load (a network hiccup) may be tried again on the next navigation.
        load.catch(() => loads.delete(module.name));
        loads.set(module.name, load);
      }
      return load;
    },
  };
}

/** React Router's `patchRoutesOnNavigation` arguments, as far as the registry needs them. */
export interface PatchRoutesArgs {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}

/**
 * `patchRoutesOnNavigation` for the app's router: on a navigation to a path a module serves, its chunk
 * loads (once) and its routes are patched under `parentRouteId` (the guarded shell layout). A path no
 * built module serves is left alone, so the not-found route answers it.
 */
export function patchModuleRoutes(registry: ModuleRegistry, parentRouteId: string) {
  const patched = new Set<string>();
  return async ({ path, patch }: PatchRoutesArgs): Promise<void> => {
    const pathname = path.split(/[?#]/)[0];
    const module = registry.moduleFor(pathname);
    if (!module || patched.has(module.name)) return;
    const routes = await registry.routesOf(module);
    if (!routes || patched.has(module.name)) return;
    patched.add(module.name);
    patch(parentRouteId, routes);
  };
}
