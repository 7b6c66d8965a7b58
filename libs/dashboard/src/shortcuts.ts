import type { FeatureManifest, FeatureShortcut } from '@seller-portal/app-runtime';
import { hasAccessibilities, type Session } from '@seller-portal/contracts';

/** The shortcuts the features offer, in the order of the app's module list. */
export function shortcutsOf(manifests: readonly FeatureManifest[]): FeatureShortcut[] {
  return manifests.flatMap((manifest) => manifest.shortcuts ?? []);
}

/** The shortcuts the session's accessibility codes open (§6: every required code held). */
export function shortcutsFor(session: Pick<Session, 'accessibilities'>, shortcuts: readonly FeatureShortcut[]): FeatureShortcut[] {
  return shortcuts.filter((shortcut) => hasAccessibilities(session, shortcut.requires));
}
