import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The wallet pages (paths relative to the app root; their metadata comes from the manifest). */
export function walletRoutes(): FeatureModuleExports {
  return { routes: [{ path: 'wallet', lazy: async () => ({ Component: (await import('./WalletPage')).WalletPage }) }] };
}
