import type { Session } from '@seller-portal/contracts/core';
import { useEffect } from 'react';
import { trackLogin, trackLogout, type LoginTrackingDeps } from './login-tracking';

export interface UseLoginTrackingDeps extends LoginTrackingDeps {
  /** The store's sessionLoaded flag (§3); by default a session that is not `undefined` counts as loaded. */
  sessionLoaded?: boolean;
}

/**
 * Tracks the login once the session has loaded (§4.11), and ends the tracked identity when the session
 * becomes empty after a tracked login. `session` is undefined while loading and null when signed out,
 * as `useSession().data` is.
 */
export function useLoginTracking(session: Session | null | undefined, deps: UseLoginTrackingDeps): void {
  const sessionLoaded = deps.sessionLoaded ?? session !== undefined;
  const { client, tracker, environment, memory, onError } = deps;

  useEffect(() => {
    if (!sessionLoaded) return;
    if (session === null) void trackLogout({ tracker, memory, onError });
    else void trackLogin(session, sessionLoaded, { client, tracker, environment, memory, onError });
  }, [session, sessionLoaded, client, tracker, environment, memory, onError]);
}
