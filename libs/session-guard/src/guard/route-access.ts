import { isPublicMatch, type MatchedRoute, type RouteInfo, type RouteMeta } from '@seller-portal/app-runtime';
import { hasAccessibilities, holdsAccess, listsFeature, type Session } from '@seller-portal/contracts/core';

/** §6 route permissions and the accessibility codes each needs; other strings are codes themselves. */
export const routePermissions: Readonly<Record<string, readonly string[]>> = {
  announcement: ['INTERNAL_ANNOUNCEMENT'],
  partners_notification: ['INTERNAL_NOTIFICATION'],
  api_center: ['INTERNAL_SELLER-API-CENTER'],
};

/** §4.3 error modes: 0 (none), 403, 404, 500, 503 and 5011 (the app needs an update). */
export type ErrorMode = 0 | 403 | 404 | 500 | 503 | 5011;

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
 * §5 access guard: every matched record must pass its access (a feature's mode and codes, and §6 the session's modules list), the mode check and the permission check;
 * one failing record, or a page outside the whitelist (§2.9), makes it 403 (§4.3), otherwise 0.
 */
export function checkRouteAccess(session: Session, matches: readonly MatchedRoute[]): ErrorMode {
  if (isPublicMatch(matches)) return 0;
  const page = matches[matches.length - 1];
  if (page && !isPathWhitelisted(session, page.pathname)) return 403;
  for (const match of matches) {
    if (!match.meta) continue;
    if (match.meta.access && !holdsAccess(session, match.meta.access)) return 403;
    // §6 a feature's page is closed when the session's modules list leaves the feature out.
    if (match.meta.feature && !listsFeature(session, match.meta.feature)) return 403;
    if (!passesMode(match.meta, session) || !passesPermission(match.meta, match, session)) return 403;
  }
  return 0;
}
