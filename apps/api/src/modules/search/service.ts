import { holdsAccess } from '@seller-portal/contracts/core';
import { searchLimits, searchMatches, type SearchHit } from '@seller-portal/contracts/search';
import type { ResolvedSession } from '../../http/resolved-session';
import type { SearchSource } from '../shared/search-sources';

const matchRank = (hit: SearchHit) => searchMatches.indexOf(hit.match);

/**
 * The palette's search: asks, side by side, every source whose access the caller's session holds (a staff member
 * without STORE_ORDER asks no order source), each scoped by the session, and merges their hits: exact matches of any
 * kind first, then starts, then the rest, each source's own order kept within a rank.
 */
export class SearchService {
  constructor(private readonly sources: readonly SearchSource[]) {}

  async find(caller: ResolvedSession, query: { q: string; language: 'id' | 'en' }): Promise<{ hits: SearchHit[] }> {
    // A query of punctuation or spaces alone names nothing: no source is asked.
    if (!/[\p{L}\p{N}]/u.test(query.q)) return { hits: [] };
    const admitted = this.sources.filter((source) => holdsAccess(caller.session, source.access));
    const found = await Promise.all(
      admitted.map((source) => source.search({ caller, query: query.q, language: query.language, limit: searchLimits.hitsPerKind })),
    );
    const hits = found.flatMap((hits) => hits.slice(0, searchLimits.hitsPerKind));
    return {
      hits: hits
        .map((hit, index) => ({ hit, index }))
        .sort((a, b) => matchRank(a.hit) - matchRank(b.hit) || a.index - b.index)
        .map(({ hit }) => hit),
    };
  }
}
