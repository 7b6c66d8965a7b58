import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { walletFeature } from '@seller-portal/contracts/wallet';

/**
 * The store wallet (contracts' `walletFeature`, §6 STORE_STORE-WALLET_VIEW): the balances, the transactions with
 * their sources, the bank accounts and withdrawals (the `withdraw` action's code), and a withdrawal's page.
 */
export const walletManifest = defineFeatureManifest(walletFeature, {
  routes: [{ path: 'wallet' }, { path: 'wallet/withdrawals/:withdrawalId' }],
  load: () => import('./routes'),
});
