import type { RouteObject } from 'react-router-dom';

/** What a feature module's lazy chunk hands the shell: its routes, with paths relative to the mount point. */
export interface FeatureModuleExports {
  routes: RouteObject[];
}

/**
 * A feature module chosen by path prefix (§1, §2.5), mounted the way Backstage mounts plugin pages: a
 * default path, a lazy loader, registered at runtime.
 */
export interface FeatureModule {
  /** §1 module name: product, user, seller-learning, order, wallet, seller-chat, … */
  name: string;
  /** The path prefixes it serves ('/conversations' serves '/conversations' and everything below it). */
  prefixes: readonly string[];
  /** The module's chunk. A module that is not built yet has none: its paths show the not-found view. */
  load?: () => Promise<FeatureModuleExports>;
}

export interface ModuleRegistry {
  /** Adds (or replaces, by name) a module; answers a function that removes it again. */
  register(module: FeatureModule): () => void;
  /** The module serving a path: the longest matching prefix wins. */
  moduleFor(pathname: string): FeatureModule | null;
  list(): readonly FeatureModule[];
  /** Loads a module's routes once; later calls share the first load. Null for a module without a chunk. */
  routesOf(module: FeatureModule): Promise<RouteObject[] | null>;
}

/** Whether `pathname` is `prefix` or below it, on a segment boundary ('/wallet' is not under '/wall'). */
export function isUnderPrefix(pathname: string, prefix: string): boolean {
  const base = prefix.length > 1 ? prefix.replace(/\/+$/, '') : prefix;
  if (base === '/') return true;
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function createModuleRegistry(initial: readonly FeatureModule[] = []): ModuleRegistry {
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
      if (!module.load) return Promise.resolve(null);
      let load = loads.get(module.name);
      if (!load) {
        load = module.load().then((exports) => exports.routes);
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
