import { useSyncExternalStore } from 'react';

/** §9 design-system breakpoints in px. */
export const breakpoints = { sm: 540, md: 769, lg: 960 } as const;

export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** §9: mobile up to 768px, tablet below 960px, desktop from 960px. */
export function viewportOf(width: number): Viewport {
  if (width < breakpoints.md) return 'mobile';
  if (width < breakpoints.lg) return 'tablet';
  return 'desktop';
}

// The window's width as last read: reading innerWidth lays the page out when its layout is out of date (a commit that
// has just changed the page, where React reads a store's value again), so it is read once and again after a resize.
let knownWidth: number | undefined;

function subscribe(onChange: () => void): () => void {
  const resized = () => {
    knownWidth = undefined;
    onChange();
  };
  window.addEventListener('resize', resized);
  return () => {
    knownWidth = undefined;
    window.removeEventListener('resize', resized);
  };
}

/** The current viewport class, updated on resize. */
export function useViewport(): Viewport {
  return useSyncExternalStore(
    subscribe,
    () => viewportOf((knownWidth ??= window.innerWidth)),
    () => 'desktop',
  );
}
