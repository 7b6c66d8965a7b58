import { featureServing, holdsAccess, listsFeature, partAccess, type BottomNavItem, type Session, type SessionMenu } from '@seller-portal/contracts/core';
import { createContext, lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import { useAppContext } from '../app/app-context';
import { isUnderPrefix } from './prefixes';
import type { FeatureManifest, FeatureSlot, FeatureSlotPlace } from './feature-modules';
import type { FeaturePalette } from './palette-actions';

/** What decides what a session sees: its mode, codes and (§6) its modules list. */
type SessionAccess = Pick<Session, 'mode' | 'accessibilities'> & { readonly modules?: readonly string[] };

/**
 * Whether a page path is shown to a session as a link (§2.5: only what is built is shown): a mounted feature the
 * session's mode and codes open serves it, or another frontend does (§3 `seller-bp-ui-external-module-paths`).
 */
export function isServed(features: readonly FeatureManifest[], session: SessionAccess, path: string, externalModulePaths: readonly string[] = []): boolean {
  const pathname = path.split(/[?#]/)[0];
  if (externalModulePaths.some((prefix) => isUnderPrefix(pathname, prefix))) return true;
  const feature = featureServing(features, pathname);
  return feature !== null && holdsAccess(session, feature.declaration.access) && listsFeature(session, feature.declaration);
}

/** The session's menus (§3) without the entries no mounted feature serves, and without the groups left empty. */
export function shownMenus(menus: readonly SessionMenu[], served: (path: string) => boolean): SessionMenu[] {
  return menus.flatMap((menu): SessionMenu[] => {
    const subs = menu.subs && shownMenus(menu.subs, served);
    if (menu.url ? !served(menu.url) : !subs?.length) return [];
    return [{ ...menu, ...(subs && { subs }) }];
  });
}

/** §2.8 the bottom navbar's items: those of the mounted features the session's codes open, in their declared order. */
export function bottomNavbarItemsOf(features: readonly FeatureManifest[], session: SessionAccess): BottomNavItem[] {
  return features
    .filter((feature) => listsFeature(session, feature.declaration))
    .flatMap((feature) => (feature.declaration.bottomNav ?? []).filter((item) => holdsAccess(session, partAccess(feature.declaration.access, item.access))))
    .sort((a, b) => a.position - b.position);
}

/** The always-on parts of the mounted features for a place, those the session's access opens. */
export function slotsFor(features: readonly FeatureManifest[], place: FeatureSlotPlace, session: SessionAccess): { key: string; slot: FeatureSlot }[] {
  return features.flatMap((feature) =>
    (listsFeature(session, feature.declaration) ? (feature.slots ?? []) : []).flatMap((slot, index) =>
      slot.place === place && holdsAccess(session, partAccess(feature.declaration.access, slot.access)) ? [{ key: `${feature.name}-${index}`, slot }] : [],
    ),
  );
}

/** The mounted features whose palette parts the session opens (the feature listed and its access held). */
export function palettesFor(features: readonly FeatureManifest[], session: SessionAccess): { name: string; palette: FeaturePalette }[] {
  return features.flatMap((feature) =>
    feature.palette && listsFeature(session, feature.declaration) && holdsAccess(session, feature.declaration.access)
      ? [{ name: feature.name, palette: feature.palette }]
      : [],
  );
}

const MountedFeaturesContext = createContext<readonly FeatureManifest[] | null>(null);

/** The features the app mounts, for the shell's menus, bottom navbar and footer and the dashboard. */
export function MountedFeaturesProvider({ features, children }: { features: readonly FeatureManifest[]; children: ReactNode }) {
  return <MountedFeaturesContext.Provider value={features}>{children}</MountedFeaturesContext.Provider>;
}

/** The app's mounted features; null outside the provider (a story or a test of one component), where every link shows. */
export function useMountedFeatures(): readonly FeatureManifest[] | null {
  return useContext(MountedFeaturesContext);
}

/**
 * Whether a link to a path is shown to the session (see `isServed`); outside the provider every path is, and without
 * a session none is.
 */
export function useIsServed(session: SessionAccess | null | undefined): (path: string) => boolean {
  const features = useMountedFeatures();
  const app = useAppContext();
  if (!features) return () => true;
  if (!session) return () => false;
  const external = app?.navigationRules.current.externalModulePaths ?? [];
  return (path) => isServed(features, session, path, external);
}

const lazyParts = new WeakMap<FeatureSlot, ComponentType>();
const loadedParts = new WeakMap<FeatureSlot, ComponentType>();

/**
 * Loads the `samePass` slots of a place (the frame that draws them waits for it), so they render in the same pass as
 * the page rather than after a chunk's round trip. A slot that failed to load here loads when it renders, as any other.
 */
export async function preloadFeatureSlots(features: readonly FeatureManifest[], place: FeatureSlotPlace): Promise<void> {
  const slots = features.flatMap((feature) => (feature.slots ?? []).filter((slot) => slot.place === place && slot.samePass && slot.load));
  await Promise.all(
    slots.map(async (slot) => {
      if (loadedParts.has(slot) || !slot.load) return;
      try {
        loadedParts.set(slot, (await slot.load()).default);
      } catch {
        // Rendering the slot tries again (and a chunk that cannot load reaches the error boundary there).
      }
    }),
  );
}

function SlotView({ slot }: { slot: FeatureSlot }) {
  if (slot.Component) return <slot.Component />;
  const Loaded = loadedParts.get(slot);
  if (Loaded) return <Loaded />;
  let Part = lazyParts.get(slot);
  if (!Part) {
    Part = lazy(slot.load);
    lazyParts.set(slot, Part);
  }
  const Placeholder = slot.Placeholder;
  return (
    <Suspense fallback={Placeholder ? <Placeholder /> : null}>
      <Part />
    </Suspense>
  );
}

/** Renders the mounted features' always-on parts of a place for the session (none before the session is known). */
export function FeatureSlots({
  features,
  place,
  session,
}: {
  features: readonly FeatureManifest[];
  place: FeatureSlotPlace;
  session: SessionAccess | null | undefined;
}) {
  if (!session) return null;
  return (
    <>
      {slotsFor(features, place, session).map(({ key, slot }) => (
        <SlotView key={key} slot={slot} />
      ))}
    </>
  );
}
