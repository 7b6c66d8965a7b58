import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../api/session-hooks';
import { evaluateGuard, leaveFrameForSignIn, sessionWaitTimeoutMs, type FrameWindow } from '../guard/guard';
import { useMatchedRoutes } from '@seller-portal/app-runtime';

export { sessionWaitTimeoutMs };

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

/** §8: framed pages (an embedded chat) leave for sign-in through the top window or tell their parent. */
function LeaveForSignIn({ to }: { to: string }) {
  const framed = typeof window !== 'undefined' && window.self !== window.top;
  const [outcome] = useState(() => (framed ? leaveFrameForSignIn(to, window as unknown as FrameWindow) : 'here'));
  return outcome === 'here' ? <Navigate to={to} replace /> : null;
}

/**
 * §4.3 route guard: public routes pass; otherwise it waits for the session (at most 10 s), sends an
 * unauthenticated visitor to sign-in carrying the page as redirectUri, and shows 403 when any matched
 * record's mode or permission, or the whitelisted path patterns, refuse the session.
 */
export function RequireSession({ pending, forbidden, failed, children }: RequireSessionProps) {
  const location = useLocation();
  const matches = useMatchedRoutes();
  const session = useSession();
  // A null session being re-read (right after sign-in) is not an answer yet.
  const waiting = session.isPending || (session.data === null && session.isFetching);
  const timedOut = useTimedOut(waiting, sessionWaitTimeoutMs);
  const failedToLoad = session.isError && session.data === undefined;
  if (failedToLoad) console.error('The session could not be checked', session.error);
  // The session's answer is a synchronous update (the query's store): the page behind the guard, most of what a
  // signed-in document draws, follows it as a deferred render, which yields to the browser every few milliseconds
  // instead of building the whole page in one task. That render decides on the values it defers, all of one answer.
  const data = useDeferredValue(session.data);
  const loaded = useDeferredValue(!waiting);
  const sessionFailed = useDeferredValue(failedToLoad);

  const outcome = evaluateGuard({
    matches,
    location,
    session: data,
    sessionLoaded: loaded,
    timedOut,
    sessionFailed,
  });
  switch (outcome.kind) {
    case 'wait':
      return <>{pending}</>;
    case 'unauthenticated':
      return <LeaveForSignIn to={outcome.to} />;
    case 'error':
      return <>{outcome.errorMode === 403 ? forbidden : failed}</>;
    default:
      return <>{children ?? <Outlet />}</>;
  }
}
