import { searchCalls } from '@seller-portal/contracts/search';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { SearchSource } from '../shared/search-sources';
import { SearchService } from './service';

/**
 * The palette's search call over the sources every module contributed (`ModuleParts.searchSources`): registered
 * by the composition once all modules are built, as the sitemap's routes are.
 */
export function searchRoutes(sources: readonly SearchSource[]): RouteDefinition[] {
  const search = new SearchService(sources);
  return [route.call(searchCalls.search, async (context) => search.find(signedIn(context), context.query))];
}
