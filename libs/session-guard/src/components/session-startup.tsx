import { useApiClient } from '@seller-portal/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { isPublicMatch } from '../routing/route-meta';
import { startup, type StartupNotice } from '../startup/startup';
import { useMatchedRoutes } from './use-matched-routes';

export interface SessionStartupProps {
  /** Shows what startup reports (failed token sign-in, failed config) to the user. */
  notify: (notice: StartupNotice) => void;
  children?: ReactNode;
}

/**
 * Runs §4.1 startup at the first load and again each time the path becomes '/'. It renders its
 * children (the matched route) meanwhile: public pages show at once, protected ones wait in the guard.
 */
export function SessionStartup({ notify, children }: SessionStartupProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const isPublicPage = isPublicMatch(useMatchedRoutes());

  // Startup reads the latest values when it runs, without re-running when they change.
  const latest = useRef({ client, queryClient, location, navigate, notify, isPublicPage });
  latest.current = { client, queryClient, location, navigate, notify, isPublicPage };
  const ranAt = useRef<string | null>(null);

  useEffect(() => {
    const atRoot = location.pathname === '/';
    if (ranAt.current !== null && !atRoot) return;
    // One run per arrival: a re-render (or a development double effect) at the same entry does not repeat it.
    if (ranAt.current === location.key) return;
    ranAt.current = location.key;
    const { client, queryClient, location: current, navigate, notify, isPublicPage } = latest.current;
    void startup({
      client,
      queryClient,
      location: current,
      navigate: (to, options) => navigate(to, options),
      notify,
      isPublicPage,
      cookies: typeof document === 'undefined' ? '' : document.cookie,
    });
  }, [location.pathname, location.key]);

  return <>{children ?? <Outlet />}</>;
}
