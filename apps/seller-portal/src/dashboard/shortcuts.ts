import { hasAccessibilities, type Session } from '@seller-portal/contracts';
import type { FeatureManifest, FeatureShortcut } from '@seller-portal/session-guard';
import { portalModules } from '../app/modules';

/** A dashboard shortcut: offered by a feature's manifest with the §6 codes that open it. */
export type Shortcut = FeatureShortcut;

/** The shortcuts the features offer, in the order of the portal's module list. */
export function shortcutsOf(manifests: readonly FeatureManifest[] = portalModules): Shortcut[] {
  return manifests.flatMap((manifest) => manifest.shortcuts ?? []);
}

/** The shortcuts the session's accessibility codes open (every required code held). */
export function shortcutsFor(session: Pick<Session, 'accessibilities'>, manifests: readonly FeatureManifest[] = portalModules): Shortcut[] {
  return shortcutsOf(manifests).filter((shortcut) => hasAccessibilities(session, shortcut.requires));
}
