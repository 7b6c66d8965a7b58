import type { FeatureManifest, FeatureShortcut } from '@seller-portal/app-runtime';
import { hasAccessibilities, type Session } from '@seller-portal/contracts';

/** The shortcuts the features offer, in the order of the app's module list. */
export function shortcutsOf(manifests: readonly FeatureManifest[]): FeatureShortcut[] {
  return manifests.flatMap((manifest) => manifest.shortcuts ?? []);
}

/** The shortcuts the session opens: its mode where the shortcut names one, and every required code held (§6). */
export function shortcutsFor(session: Pick<Session, 'accessibilities' | 'mode'>, shortcuts: readonly FeatureShortcut[]): FeatureShortcut[] {
  return shortcuts.filter((shortcut) => (!shortcut.mode || session.mode?.type === shortcut.mode) && hasAccessibilities(session, shortcut.requires));
}
