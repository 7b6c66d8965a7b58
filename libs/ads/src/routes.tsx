import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The ads pages (paths relative to the app root; their metadata comes from the manifest). */
export function adsRoutes(): FeatureModuleExports {
  return { routes: [{ path: 'bliklan', lazy: async () => ({ Component: (await import('./AdsPage')).AdsPage }) }] };
}
