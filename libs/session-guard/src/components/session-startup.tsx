import { useApiClient } from '@seller-portal/api-client';
import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { startup, type PostSessionEffects, type StartupNotice } from '../startup/startup';
import { isPublicMatch, useMatchedRoutes, useQueryClientSource } from '@seller-portal/app-runtime';

export interface SessionStartupProps {
  /** Shows what startup reports (failed token sign-in, failed config) to the user. */
  notify: (notice: StartupNotice) => void;
  /** §4.2 work of other features (agreement modal, tutorials, running announcements). */
  effects?: PostSessionEffects;
  /** Without children nothing renders: startup then runs beside the page instead of around it. */
  children?: ReactNode;
  /** Render the matched route (the default when used as a layout route). */
  outlet?: boolean;
}

/**
 * Runs §4.1 startup at the first load and again each time the path becomes '/'. Public pages show at
 * once meanwhile; protected ones wait in the guard.
 */
export function SessionStartup({ notify, effects, children, outlet = true }: SessionStartupProps) {
  const client = useApiClient();
  // The first paint of a public page goes without the query client: startup's reads join it when it comes.
  const queries = useQueryClientSource();
  const location = useLocation();
  const navigate = useNavigate();
  const isPublicPage = isPublicMatch(useMatchedRoutes());

  // Startup reads the latest values when it runs, without re-running when they change.
  const latest = useRef({ client, queries, location, navigate, notify, isPublicPage, effects });
  latest.current = { client, queries, location, navigate, notify, isPublicPage, effects };
  const ranAt = useRef<string | null>(null);

  useEffect(() => {
    const atRoot = location.pathname === '/';
    if (ranAt.current !== null && !atRoot) return;
    // One run per arrival: a re-render (or a development double effect) at the same entry does not repeat it.
    if (ranAt.current === location.key) return;
    const firstLoad = ranAt.current === null;
    ranAt.current = location.key;
    const started = latest.current;
    void startup({
      client: started.client,
      // The reads join the cache when the client comes; startup does not ask for its code (the page does, once idle).
      queryClient: started.queries.current ?? started.queries.whenLoaded(),
      location: started.location,
      navigate: (to, options) => latest.current.navigate(to, options),
      notify: started.notify,
      isPublicPage: started.isPublicPage,
      effects: started.effects,
      cookies: typeof document === 'undefined' ? '' : document.cookie,
      isCurrent: () => latest.current.location.key === started.location.key,
      firstLoad,
    });
  }, [location.pathname, location.key]);

  if (children !== undefined) return <>{children}</>;
  return outlet ? <Outlet /> : null;
}
