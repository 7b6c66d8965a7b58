import type { PaletteAction } from '@seller-portal/app-runtime';
import type { SearchHit, SearchHitKind } from '@seller-portal/contracts/search';
import type { MenuHit } from './menu-search';

/** One row of the palette: what it is (`kind`), its name, a second line, and where it leads (or what it does). */
export interface PaletteOption {
  kind: 'menu' | 'setting' | SearchHitKind | 'learning-search' | 'action';
  title: string;
  detail: string | null;
  /** Where the row leads; an action's key (it leads where its outcome says). */
  path: string;
  action?: PaletteAction;
}

/**
 * The palette's rows for a query: an exact number or code the server found first (the order typed whole), then the
 * actions named by words, then the menus and settings (found at once in the browser), then the server's other hits in
 * its order (starts, then words and near spellings), each hit followed by its actions (most used first), then "search
 * Seller Learning" when it is served; one row per place.
 */
/** One row per place; notifications leading to the same page (or to the list) are each their own row. */
export const placeOf = (row: Pick<PaletteOption, 'kind' | 'path' | 'title'>) => (row.kind === 'notification' ? `${row.path}#${row.title}` : row.path);

export function paletteOptions(found: {
  menus: readonly MenuHit[];
  hits: readonly SearchHit[];
  /** What may be done with what was found, most used first (`byUse`). */
  actions?: readonly PaletteAction[];
  /** The account's settings pages no session menu lists (found in the browser, as the menus). */
  settings?: readonly PaletteOption[];
  learningSearch: { path: string; title: string } | null;
}): PaletteOption[] {
  const hit = (h: SearchHit): PaletteOption => ({ kind: h.kind, title: h.title, detail: h.detail, path: h.path });
  const action = (a: PaletteAction): PaletteOption => ({ kind: 'action', title: a.title, detail: a.detail, path: `action:${a.key}`, action: a });
  const actions = found.actions ?? [];
  // Each hit is followed by what may be done with it; an action that names no hit comes after the exact ones.
  const withActions = (h: SearchHit) => [hit(h), ...actions.filter((a) => a.target?.kind === h.kind && a.target.id === h.id).map(action)];
  const rows = [
    ...found.hits.filter((h) => h.match === 'exact').flatMap(withActions),
    ...actions.filter((a) => !a.target).map(action),
    ...found.menus.map((menu): PaletteOption => ({ kind: 'menu', title: menu.label, detail: menu.group ?? null, path: menu.url })),
    ...(found.settings ?? []),
    ...found.hits.filter((h) => h.match !== 'exact').flatMap(withActions),
    ...(found.learningSearch ? [{ kind: 'learning-search' as const, detail: null, ...found.learningSearch }] : []),
  ];
  return rows.filter((row, index) => rows.findIndex((other) => placeOf(other) === placeOf(row)) === index);
}

/** The palette's actions by how often this person used each kind (stable among equals): frequent actions first. */
export function byUse(actions: readonly PaletteAction[], uses: Readonly<Record<string, number>>): PaletteAction[] {
  return actions
    .map((action, index) => ({ action, index }))
    .sort((a, b) => (uses[b.action.name] ?? 0) - (uses[a.action.name] ?? 0) || a.index - b.index)
    .map(({ action }) => action);
}

const usesKey = (scope: string) => `sp-palette-uses:${scope}`;

/** How often this person ran each kind of action in this browser (none when storage is unavailable). */
export function readUses(scope: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(usesKey(scope)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return {};
  }
}

/** Counts one more run of a kind of action. */
export function rememberUse(scope: string, name: string, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): void {
  const uses = readUses(scope, storage);
  try {
    storage?.setItem(usesKey(scope), JSON.stringify({ ...uses, [name]: (uses[name] ?? 0) + 1 }));
  } catch {
    // Storage full or refused: actions keep their order.
  }
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
  if (option.kind === 'learning-search' || option.kind === 'action') return;
  const rows = [option, ...readRecent(scope, storage).filter((row) => row.path !== option.path)].slice(0, recentMax);
  try {
    storage?.setItem(recentKey(scope), JSON.stringify(rows));
  } catch {
    // Storage full or refused: the palette works without recent choices.
  }
}
