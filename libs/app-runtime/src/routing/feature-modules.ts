import type { ApiClient } from '@seller-portal/api-client';
import { accessOf, featureServing, type Access, type FeatureApp, type FeatureDeclaration, type Session } from '@seller-portal/contracts/core';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { FeaturePalette } from './palette-actions';
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

/** The apps a feature is mounted in. */
export type { FeatureApp };

/**
 * What the registry mounts by path prefix, the way Backstage mounts plugin pages: the prefixes a module serves, the
 * metadata of its routes (so the guard decides before anything loads) and the lazy entry with its pages. A module
 * without an entry shows its routes on the not-found view.
 */
export interface FeatureModule {
  /** The feature's one name (its declaration's). */
  name: string;
  /** The path prefixes it serves ('/conversations' serves '/conversations' and everything below it). */
  prefixes: readonly string[];
  routes?: readonly FeatureRoute[];
  /** The module's chunk. Without one, its `routes` show the not-found view (and without those, every path does). */
  load?: () => Promise<FeatureModuleExports>;
}

/** Where the shell renders a feature's always-on part. */
export type FeatureSlotPlace =
  /** The signed-in header, beside the account (the notification bell). */
  | 'header'
  /** Beside the shell's pages, inside the tab's realtime connection (toasts, modals, the tutorial tour). */
  | 'shell'
  /** Beside every route of the app, the startup page included, once a session is known (the surveys, the seller's modals). */
  | 'page'
  /** On the dashboard, above its cards (the announcement banners). */
  | 'dashboard';

/**
 * An always-on part of a feature (Backstage's extension into an app's slot): rendered for the sessions its access opens
 * (its feature's when it names none), as its own chunk (`load`, with `Placeholder` in its place while it comes). A part
 * that must hear the socket's first events says `samePass`: the app loads it with the frame of its place
 * (`preloadFeatureSlots`), so it renders in the same pass as the page, and the registry carries only its `load`.
 * `Component` is a part already in hand (a story, a test).
 */
export type FeatureSlot = {
  place: FeatureSlotPlace;
  access?: Access;
} & (
  | { Component: ComponentType; load?: never; Placeholder?: never; samePass?: never }
  | { load: () => Promise<{ default: ComponentType }>; Placeholder?: ComponentType; Component?: never; samePass?: boolean }
);

/** What a feature's startup step needs (§4.2): the page's query client and API client. */
export interface FeatureStartupDeps {
  queryClient: QueryClient;
  client: ApiClient;
}

/** The §4.2 steps after the session that a feature may take part in. */
export type FeatureStartupStep = 'agreementModal' | 'tutorials' | 'announcements';

/**
 * A feature's web manifest: its declaration (contracts: name, prefixes, access, menus, bottom navbar, dashboard
 * shortcuts and figures) with what only the web has: its routes and their §2.6 metadata, its lazy pages, its
 * always-on parts (`slots`) and its share of the §4.2 startup.
 */
export interface FeatureManifest extends FeatureModule {
  declaration: FeatureDeclaration;
  slots?: readonly FeatureSlot[];
  /** Its actions in the command palette (accept an order, deactivate a product), a chunk of their own. */
  palette?: FeaturePalette;
  startup?: Partial<Record<FeatureStartupStep, (deps: FeatureStartupDeps, session: Session) => Promise<unknown> | void>>;
}

/** A route of a feature's manifest: its path, and the action of the declaration whose access it needs (the feature's when absent). */
export interface FeatureRoutePart<Action extends string> {
  path: string;
  action?: Action;
  /** Further §2.6 metadata; `public: true` makes the page everyone's. */
  meta?: Omit<RouteMeta, 'access'>;
}

/**
 * A feature's manifest built on its declaration: name, prefixes and apps are the declaration's, and every route's
 * access is the feature's (or its action's), so the guard cannot differ from the menus or the server.
 */
export function defineFeatureManifest<D extends FeatureDeclaration>(
  declaration: D,
  parts: {
    routes?: readonly FeatureRoutePart<keyof NonNullable<D['actions']> & string>[];
    load?: FeatureModule['load'];
    slots?: readonly FeatureSlot[];
    palette?: FeaturePalette;
    startup?: FeatureManifest['startup'];
  },
): FeatureManifest {
  const routes = parts.routes?.map((route): FeatureRoute => {
    const feature = { name: declaration.name, access: declaration.access, ...(declaration.menu && { menu: declaration.menu }) };
    const meta: RouteMeta = route.meta?.public
      ? { resetScroll: true, ...route.meta }
      : { access: accessOf(declaration, route.action), feature, resetScroll: true, ...route.meta };
    return { path: route.path, meta };
  });
  return {
    declaration,
    name: declaration.name,
    prefixes: declaration.prefixes,
    ...(routes && { routes }),
    ...(parts.load && { load: parts.load }),
    ...(parts.slots && { slots: parts.slots }),
    ...(parts.palette && { palette: parts.palette }),
    ...(parts.startup && { startup: parts.startup }),
  };
}

/** Whether a feature is mounted in an app. */
export function mountedIn(manifest: FeatureManifest, app: FeatureApp): boolean {
  return manifest.declaration.apps.includes(app);
}

export interface ModuleRegistryOptions {
  /** The page of a route whose feature has no pages yet (the app's not-found view). */
  notBuilt?: RouteObject['lazy'];
}

export interface ModuleRegistry<M extends FeatureModule = FeatureModule> {
  /** Adds (or replaces, by name) a module; answers a function that removes it again. */
  register(module: M): () => void;
  /** The module serving a path: the longest matching prefix wins. */
  moduleFor(pathname: string): M | null;
  list(): readonly M[];
  /**
   * Loads a module's routes once (with the manifest's metadata); later calls share the first load. A module
   * without a chunk gives its manifest routes on the not-found page, or null when it has none.
   */
  routesOf(module: FeatureModule): Promise<RouteObject[] | null>;
}

/** The loaded routes with the manifest's metadata on each route that has none of its own. */
function withManifestMeta(routes: RouteObject[], manifest: FeatureModule): RouteObject[] {
  const metaByPath = new Map((manifest.routes ?? []).map((route) => [route.path, route.meta]));
  return routes.map((route) => {
    const meta = route.path === undefined ? undefined : metaByPath.get(route.path);
    const handle = route.handle as RouteHandle | undefined;
    return meta && !handle?.meta ? ({ ...route, handle: { ...handle, meta } satisfies RouteHandle } as RouteObject) : route;
  });
}

export function createModuleRegistry<M extends FeatureModule = FeatureModule>(
  initial: readonly M[] = [],
  options: ModuleRegistryOptions = {},
): ModuleRegistry<M> {
  const modules = new Map<string, M>();
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
    moduleFor: (pathname) => featureServing([...modules.values()], pathname),
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
