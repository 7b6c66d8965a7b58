import { hasAccessibilities, type Session, type SessionModeType } from '@seller-portal/contracts';

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
  /** Checked against the session's mode. */
  mode?: SessionModeType | readonly SessionModeType[];
  permission?: RoutePermission;
  /** Scroll smoothly to the top after navigation. */
  resetScroll?: boolean;
}

/** The `handle` a route module exports so the guard can read its metadata. */
export interface RouteHandle {
  meta?: RouteMeta;
}

/** §6 route permissions and the accessibility codes each needs; other strings are codes themselves. */
export const routePermissions: Readonly<Record<string, readonly string[]>> = {
  announcement: ['INTERNAL_ANNOUNCEMENT'],
  partners_notification: ['INTERNAL_NOTIFICATION'],
  api_center: ['INTERNAL_SELLER-API-CENTER'],
};

/** §4.3 error modes: 0 (none), 403, 404, 500, 503 and 5011 (the app needs an update). */
export type ErrorMode = 0 | 403 | 404 | 500 | 503 | 5011;

export function routeMetaOf(handle: unknown): RouteMeta | undefined {
  if (!handle || typeof handle !== 'object') return undefined;
  const meta = (handle as RouteHandle).meta;
  return meta && typeof meta === 'object' ? meta : undefined;
}

function requiredCodes(permission: string | readonly string[]): string[] {
  const names = typeof permission === 'string' ? [permission] : [...permission];
  return names.flatMap((name) => routePermissions[name] ?? [name]);
}

function passesMode(meta: RouteMeta, session: Session): boolean {
  if (!meta.mode) return true;
  const allowed: readonly string[] = typeof meta.mode === 'string' ? [meta.mode] : meta.mode;
  return session.mode !== null && allowed.includes(session.mode.type);
}

function passesPermission(meta: RouteMeta, route: RouteInfo, session: Session): boolean {
  const { permission } = meta;
  if (permission === undefined) return true;
  // The function gets a copy so a route cannot change the session everyone else reads.
  if (typeof permission === 'function') return permission(route, structuredClone(session));
  return hasAccessibilities(session, requiredCodes(permission));
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

/**
 * §2.9: a page outside the session's whitelisted path patterns (regular expressions over the path)
 * is forbidden; an empty list restricts nothing. A pattern that is not a valid expression matches nothing.
 */
export function isPathWhitelisted(session: Pick<Session, 'customFields'>, pathname: string): boolean {
  const patterns = session.customFields.whitelistedPagePathPatterns ?? [];
  if (patterns.length === 0) return true;
  return patterns.some((pattern) => {
    try {
      return new RegExp(pattern).test(pathname);
    } catch {
      return false;
    }
  });
}

/**
 * §5 access guard: every matched record must pass the mode check and the permission check;
 * one failing record, or a page outside the whitelist (§2.9), makes it 403 (§4.3), otherwise 0.
 */
export function checkRouteAccess(session: Session, matches: readonly MatchedRoute[]): ErrorMode {
  if (isPublicMatch(matches)) return 0;
  const page = matches[matches.length - 1];
  if (page && !isPathWhitelisted(session, page.pathname)) return 403;
  for (const match of matches) {
    if (!match.meta) continue;
    if (!passesMode(match.meta, session) || !passesPermission(match.meta, match, session)) return 403;
  }
  return 0;
}
