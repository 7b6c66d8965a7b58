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

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The current viewport class, updated on resize. */
export function useViewport(): Viewport {
  return useSyncExternalStore(
    subscribe,
    () => viewportOf(window.innerWidth),
    () => 'desktop',
  );
}
