import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useMatchedRoutes } from './use-matched-routes';

/**
 * §2.6 resetScroll: after navigating to a route that asks for it, scroll smoothly to the top. The page a visit starts
 * on is no navigation: the browser has placed it (a reader may already have scrolled the server's text), and a scroll
 * there would lay the whole page out in the middle of the app's start.
 */
export function useResetScroll(): void {
  const { pathname } = useLocation();
  const matches = useMatchedRoutes();
  const reset = matches.some((match) => match.meta?.resetScroll);
  const landing = useRef<string | null>(pathname);
  useEffect(() => {
    if (landing.current === pathname) return;
    landing.current = null;
    if (reset && typeof window.scrollTo === 'function') window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, reset]);
}
