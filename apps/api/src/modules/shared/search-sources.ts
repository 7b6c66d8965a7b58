import type { Access } from '@seller-portal/contracts/core';
import type { SearchHit, SearchHitKind, SearchMatch } from '@seller-portal/contracts/search';
import type { ResolvedSession } from '../../http/resolved-session';

/** One search of the palette, as a source receives it. */
export interface SearchRequest {
  /** The caller's session: the source scopes what it finds by it (the store, a staff member's pickup points). */
  caller: ResolvedSession;
  /** Trimmed, 1–100 characters. */
  query: string;
  language: 'id' | 'en';
  /** Hits of this source at most. */
  limit: number;
}

/**
 * What a module contributes to the palette's search (its parts' `searchSources`): one kind of thing it finds, the
 * access its page and calls need (from its feature's declaration, so the palette finds nothing its pages would
 * refuse), and the search itself, best first. `modules/search` asks only the sources the caller's session holds.
 */
export interface SearchSource {
  kind: SearchHitKind;
  access: Access;
  search(request: SearchRequest): Promise<SearchHit[]>;
}

/** How a hit matched, for the sources that find by plain text: its code or key typed whole, a start of it or its title, or within. */
export function textMatch(query: string, code: string, title: string): SearchMatch {
  const q = query.toLowerCase();
  if (code.toLowerCase() === q) return 'exact';
  return code.toLowerCase().startsWith(q) || title.toLowerCase().startsWith(q) ? 'prefix' : 'fuzzy';
}
