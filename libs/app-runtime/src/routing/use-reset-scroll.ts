import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useMatchedRoutes } from './use-matched-routes';

/** §2.6 resetScroll: after navigating to a route that asks for it, scroll smoothly to the top. */
export function useResetScroll(): void {
  const { pathname } = useLocation();
  const matches = useMatchedRoutes();
  const reset = matches.some((match) => match.meta?.resetScroll);
  useEffect(() => {
    if (reset && typeof window.scrollTo === 'function') window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, reset]);
}
