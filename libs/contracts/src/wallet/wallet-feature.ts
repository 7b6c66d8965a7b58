import { declareFeature } from '@seller-portal/contracts/core';

/**
 * The store's wallet (§1 Finance, §6 STORE_STORE-WALLET_VIEW): the available, pending and held balances from the
 * ledger, the transactions of its wallet accounts, the bank accounts money may go to and the withdrawals. Moving
 * money out (bank accounts, withdrawals) is the `withdraw` action, kept to the owner's STORE_STORE-WALLET_WITHDRAW.
 */
export const walletFeature = /* @__PURE__ */ declareFeature({
  name: 'wallet',
  prefixes: ['/wallet'],
  access: { mode: 'STORE', codes: ['STORE_STORE-WALLET_VIEW'] },
  apps: ['portal'],
  actions: { withdraw: { codes: ['STORE_STORE-WALLET_VIEW', 'STORE_STORE-WALLET_WITHDRAW'] } },
  menu: [{ code: 'wallet', labelKey: 'menu.wallet', to: '/wallet', position: 1, group: 'finance' }],
});
