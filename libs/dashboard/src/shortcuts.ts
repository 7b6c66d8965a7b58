import type { FeatureManifest } from '@seller-portal/app-runtime';
import { holdsAccess, partAccess, type DashboardShortcut, type DashboardTile, type DashboardTileName, type Session } from '@seller-portal/contracts/core';

type SessionAccess = Pick<Session, 'accessibilities' | 'mode'>;

/**
 * The shortcuts the mounted features declare that the session opens (§6: the feature's mode, and every code of the
 * shortcut's access, else of its feature's), in their declared order.
 */
export function shortcutsFor(session: SessionAccess, features: readonly FeatureManifest[]): DashboardShortcut[] {
  return features
    .flatMap(({ declaration }) => (declaration.shortcuts ?? []).filter((shortcut) => holdsAccess(session, partAccess(declaration.access, shortcut.access))))
    .sort((a, b) => a.position - b.position);
}

/** The dashboard's figures the mounted features declare for the session, by name: a figure no feature leads to is not shown. */
export function tilesFor(session: SessionAccess, features: readonly FeatureManifest[]): ReadonlyMap<DashboardTileName, DashboardTile> {
  const tiles = features.flatMap(({ declaration }) =>
    (declaration.tiles ?? []).filter((tile) => holdsAccess(session, partAccess(declaration.access, tile.access))),
  );
  return new Map(tiles.map((tile) => [tile.name, tile]));
}
