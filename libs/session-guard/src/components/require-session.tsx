import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../api/session';
import { signInPathFor } from '../routing/redirect-uri';
import { checkRouteAccess, isPublicMatch, type MatchedRoute } from '../routing/route-meta';
import { useMatchedRoutes } from './use-matched-routes';

/** §9 session-wait timeout: a session that has not arrived by then counts as unauthenticated (§4.3). */
export const sessionWaitTimeoutMs = 10_000;

export interface RequireSessionProps {
  /** Shown while the session loads. */
  pending: ReactNode;
  /** The 403 view (§8 'No access'). */
  forbidden: ReactNode;
  /** The 500 view: any other failure while checking access (§8). */
  failed: ReactNode;
  /** Defaults to the matched child route. */
  children?: ReactNode;
}

/** Where an unauthenticated visitor goes: the route's publicRedirect with the query, or sign-in with redirectUri (§2.9). */
function unauthenticatedTarget(matches: readonly MatchedRoute[], location: { pathname: string; search: string }): string {
  const publicRedirect = [...matches].reverse().find((match) => match.meta?.publicRedirect)?.meta?.publicRedirect;
  return publicRedirect ? `${publicRedirect}${location.search}` : signInPathFor(location);
}

function useTimedOut(active: boolean, ms: number): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setTimedOut(true), ms);
    return () => {
      clearTimeout(timer);
      setTimedOut(false);
    };
  }, [active, ms]);
  return timedOut;
}

/**
 * §4.3 route guard for non-public routes: waits for the session; without one, sends the visitor to
 * sign-in carrying the page as redirectUri; a mode or accessibility the session lacks shows 403.
 */
export function RequireSession({ pending, forbidden, failed, children }: RequireSessionProps) {
  const location = useLocation();
  const matches = useMatchedRoutes();
  const session = useSession();
  // A null session being re-read (right after sign-in) is not an answer yet.
  const waiting = session.isPending || (session.data === null && session.isFetching);
  const timedOut = useTimedOut(waiting, sessionWaitTimeoutMs);

  if (isPublicMatch(matches)) return <>{children ?? <Outlet />}</>;
  if (waiting && !timedOut) return <>{pending}</>;
  if (session.isError && session.data === undefined) {
    console.error('The session could not be checked', session.error);
    return <>{failed}</>;
  }
  if (!session.data) return <Navigate to={unauthenticatedTarget(matches, location)} replace />;
  if (checkRouteAccess(session.data, matches) === 403) return <>{forbidden}</>;
  return <>{children ?? <Outlet />}</>;
}
