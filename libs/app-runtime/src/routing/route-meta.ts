import type { Access, FeatureDeclaration, Session, SessionModeType } from '@seller-portal/contracts/core';

/** What a matched route is, as a permission function sees it. */
export interface RouteInfo {
  id: string;
  pathname: string;
  params: Record<string, string | undefined>;
}

/** §2.6: a string, a list of strings, or a function of the route and a copy of the session. */
export type RoutePermission = string | readonly string[] | ((route: RouteInfo, session: Session) => boolean);

/** §2.6 route metadata, kept in a route's `handle.meta`. */
export interface RouteMeta {
  /** No login needed. */
  public?: boolean;
  /** Show the public action header. */
  publicActionHeader?: boolean;
  /** Where an unauthenticated visitor goes instead of sign-in (the query is kept). */
  publicRedirect?: string;
  /** The feature's access (its declaration's, or one of its actions'): the session's mode and codes (§6). */
  access?: Access;
  /** Checked against the session's mode. */
  mode?: SessionModeType | readonly SessionModeType[];
  /** §2.6 permission; the features' pages say `access` instead. */
  permission?: RoutePermission;
  /** Scroll smoothly to the top after navigation. */
  resetScroll?: boolean;
  /** The feature whose page it is (its manifest sets it): §6 the session's modules list must not leave it out (`listsFeature`). */
  feature?: Pick<FeatureDeclaration, 'name' | 'access' | 'menu'>;
  /** §8 a page the apps' webview cannot show: inside the apps a link to it opens the 'Not available on app' modal. */
  webOnly?: boolean;
}

/** The `handle` a route module exports so the guard can read its metadata. */
export interface RouteHandle {
  meta?: RouteMeta;
}

export function routeMetaOf(handle: unknown): RouteMeta | undefined {
  if (!handle || typeof handle !== 'object') return undefined;
  const meta = (handle as RouteHandle).meta;
  return meta && typeof meta === 'object' ? meta : undefined;
}

/** A matched route record with its metadata. */
export interface MatchedRoute extends RouteInfo {
  meta?: RouteMeta;
}

/** The route is public when its deepest record with metadata says so; public routes skip all checks (§6). */
export function isPublicMatch(matches: readonly MatchedRoute[]): boolean {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const meta = matches[i].meta;
    if (meta && meta.public !== undefined) return meta.public;
  }
  return false;
}
