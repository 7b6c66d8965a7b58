import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The wallet pages (paths relative to the app root; their metadata comes from the manifest), each its own chunk. */
export const routes: FeatureModuleExports['routes'] = [
  { path: 'wallet', lazy: async () => ({ Component: (await import('./pages/WalletPage')).WalletPage }) },
  { path: 'wallet/withdrawals/:withdrawalId', lazy: async () => ({ Component: (await import('./pages/WithdrawalPage')).WithdrawalPage }) },
];
