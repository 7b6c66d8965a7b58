/** §9 viewports: mobile up to 768 px, tablet below 960 px, desktop from 960 px. */
export type Viewport = 'mobile' | 'tablet' | 'desktop';

export const viewportLimits = { mobileMax: 768, desktopMin: 960 } as const;

export function viewportOfWidth(width: number): Viewport {
  if (width <= viewportLimits.mobileMax) return 'mobile';
  if (width < viewportLimits.desktopMin) return 'tablet';
  return 'desktop';
}
