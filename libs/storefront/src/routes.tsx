import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The storefront pages (paths relative to the app root; their metadata comes from the manifest). */
export function storefrontRoutes(): FeatureModuleExports {
  return { routes: [{ path: 'store-layout', lazy: async () => ({ Component: (await import('./StorefrontPage')).StorefrontPage }) }] };
}
