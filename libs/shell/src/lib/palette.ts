import type { SearchHit, SearchHitKind } from '@seller-portal/contracts/search';
import type { MenuHit } from './menu-search';

/** One row of the palette: what it is (`kind`), its name, a second line, and where it leads. */
export interface PaletteOption {
  kind: 'menu' | SearchHitKind | 'learning-search';
  title: string;
  detail: string | null;
  path: string;
}

/**
 * The palette's rows for a query: an exact number or code the server found first (the order typed whole), then the
 * menus (found at once in the browser), then the server's other hits in its order (starts, then words and near
 * spellings), then "search Seller Learning" when it is served; one row per place.
 */
export function paletteOptions(found: {
  menus: readonly MenuHit[];
  hits: readonly SearchHit[];
  learningSearch: { path: string; title: string } | null;
}): PaletteOption[] {
  const hit = (h: SearchHit): PaletteOption => ({ kind: h.kind, title: h.title, detail: h.detail, path: h.path });
  const rows = [
    ...found.hits.filter((h) => h.match === 'exact').map(hit),
    ...found.menus.map((menu): PaletteOption => ({ kind: 'menu', title: menu.label, detail: menu.group ?? null, path: menu.url })),
    ...found.hits.filter((h) => h.match !== 'exact').map(hit),
    ...(found.learningSearch ? [{ kind: 'learning-search' as const, detail: null, ...found.learningSearch }] : []),
  ];
  return rows.filter((row, index) => rows.findIndex((other) => other.path === row.path) === index);
}

/** Recent choices are kept per person and store: another seller on the same browser, or another store, starts afresh. */
const recentKey = (scope: string) => `sp-palette-recent:${scope}`;
/** Recent choices the empty palette offers, newest first. */
export const recentMax = 6;

/** The recent choices kept in this browser (none when storage is unavailable or holds something else). */
export function readRecent(scope: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): PaletteOption[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(recentKey(scope)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (row): row is PaletteOption =>
          typeof row === 'object' &&
          row !== null &&
          typeof row.kind === 'string' &&
          typeof row.title === 'string' &&
          typeof row.path === 'string' &&
          row.path.startsWith('/'),
      )
      .slice(0, recentMax)
      .map(({ kind, title, detail, path }) => ({ kind, title, detail: typeof detail === 'string' ? detail : null, path }));
  } catch {
    return [];
  }
}

/** Puts a choice first among the recent ones (a search of Seller Learning is not kept: its words are the query's). */
export function rememberRecent(
  scope: string,
  option: PaletteOption,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): void {
  if (option.kind === 'learning-search') return;
  const rows = [option, ...readRecent(scope, storage).filter((row) => row.path !== option.path)].slice(0, recentMax);
  try {
    storage?.setItem(recentKey(scope), JSON.stringify(rows));
  } catch {
    // Storage full or refused: the palette works without recent choices.
  }
}
