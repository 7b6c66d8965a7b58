import { useMatches } from 'react-router-dom';
import { routeMetaOf, type MatchedRoute } from './route-meta';

/** The matched route records with their §2.6 metadata, outermost first. */
export function useMatchedRoutes(): MatchedRoute[] {
  return useMatches().map((match) => ({
    id: match.id,
    pathname: match.pathname,
    params: match.params,
    meta: routeMetaOf(match.handle),
  }));
}
