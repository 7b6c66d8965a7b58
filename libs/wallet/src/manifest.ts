import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { walletFeature } from '@seller-portal/contracts/wallet';

/** The pages of contracts' `walletFeature`: The store's wallet: available, pending and held balances from the ledger, its transactions, bank accounts and withdrawals */
export const walletManifest = defineFeatureManifest(walletFeature, {
  routes: [{ path: 'wallet' }],
  load: async () => (await import('./routes')).walletRoutes(),
});
