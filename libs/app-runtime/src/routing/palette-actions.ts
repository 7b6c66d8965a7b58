import type { Session } from '@seller-portal/contracts/core';
import type { SearchHit, SearchHitKind } from '@seller-portal/contracts/search';
import type { ComponentType } from 'react';

/** What the palette has when it asks a feature for actions: the words typed, the server's hits, the session. */
export interface PaletteActionRequest {
  /** Trimmed, as typed. */
  query: string;
  /** The server's hits for the query (already limited to what the session may open). */
  hits: readonly SearchHit[];
  session: Session;
}

/** How an action ended: said in the page's language, in a toast and the palette's status line. */
export type PaletteActionOutcome = { ok: true; message: string; path?: string } | { ok: false; message: string };

/**
 * Something the palette does rather than opens ("accept ORD-…", "ship ORD-… with tracking …"): offered by a
 * feature only when the session holds the access of its page and its server call, and run through the same call the
 * page makes (the server decides again).
 */
export interface PaletteAction {
  /** Unique among the palette's rows (`orders.accept:ORD-…`). */
  key: string;
  /** The kind of action, counted to put frequent ones first (`orders.accept`). */
  name: string;
  title: string;
  /** A second line: what it acts on and where the result shows. */
  detail: string | null;
  /** The hit it acts on (the palette lists it right after that hit); none for an action named by words ("export"). */
  target?: { kind: SearchHitKind; id: string };
  /**
   * Asks one more thing before running: typed (the tracking number: the field's label and what it holds at first), or
   * chosen among `choices` (a chat template: the group's label, the first chosen at first; `empty` said when there are
   * none). The answer is what was typed, or the chosen one's `value`.
   */
  ask?: { label: string; initial?: string; choices?: readonly PaletteChoice[]; empty?: string };
  run(answer?: string): Promise<PaletteActionOutcome>;
}

/** One answer an action offers to choose (a chat template: its title, and its text as the second line). */
export interface PaletteChoice {
  value: string;
  label: string;
  detail?: string;
}

/** A feature's palette part: renders nothing, tells the palette its actions for the request whenever they change. */
export interface PaletteActionsProps {
  request: PaletteActionRequest;
  onActions: (actions: readonly PaletteAction[]) => void;
}

/** A feature's palette part in its manifest: a chunk the palette loads when it opens, for sessions its feature opens. */
export interface FeaturePalette {
  load: () => Promise<{ default: ComponentType<PaletteActionsProps> }>;
}

const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Whether a query names an action that acts on no hit ("export", "ekspor bulan ini"): every word typed starts a
 * word of one of its names (its title in either language and the words people type for it).
 */
export function paletteWordsMatch(names: readonly string[], query: string): boolean {
  const typed = wordsOf(query);
  if (!typed.length) return false;
  return names.some((name) => {
    const words = wordsOf(name);
    return typed.every((word) => words.some((candidate) => candidate.startsWith(word)));
  });
}
