import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The inbound order page (its path relative to the app root; its metadata comes from the manifest). */
export function ipoRoutes(): FeatureModuleExports {
  return { routes: [{ path: 'ipo', lazy: async () => ({ Component: (await import('./pages/IpoPage')).IpoPage }) }] };
}
