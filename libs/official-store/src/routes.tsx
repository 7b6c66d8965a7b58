import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The official-store pages (paths relative to the app root; their metadata comes from the manifest). */
export function officialStoreRoutes(): FeatureModuleExports {
  return { routes: [{ path: 'official', lazy: async () => ({ Component: (await import('./OfficialStorePage')).OfficialStorePage }) }] };
}
