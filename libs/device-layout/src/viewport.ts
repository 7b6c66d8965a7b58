/** §9 viewports: mobile up to 768 px, tablet below 960 px, desktop from 960 px. */
export type Viewport = 'mobile' | 'tablet' | 'desktop';

export const viewportLimits = { mobileMax: 768, desktopMin: 960 } as const;

export function viewportOfWidth(width: number): Viewport {
  if (width <= viewportLimits.mobileMax) return 'mobile';
  if (width < viewportLimits.desktopMin) return 'tablet';
  return 'desktop';
}

// The window's width as last read: reading innerWidth lays the page out when its layout is out of date (a commit that
// has just changed the page, where React reads a store's value again), so it is read once and again after a resize.
let knownWidth: number | undefined;

/**
 * The window's §9 viewport as an external store (React's `useSyncExternalStore` takes its three functions): one
 * width, read once and again after a resize, for every hook that asks for the viewport.
 */
export const windowViewport = {
  subscribe(onChange: () => void): () => void {
    const resized = () => {
      knownWidth = undefined;
      onChange();
    };
    window.addEventListener('resize', resized);
    return () => {
      knownWidth = undefined;
      window.removeEventListener('resize', resized);
    };
  },
  current: (): Viewport => viewportOfWidth((knownWidth ??= window.innerWidth)),
  /** Before the page has a window (a server's render): the desktop. */
  beforeWindow: (): Viewport => 'desktop',
};
