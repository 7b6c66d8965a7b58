import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { contractFeature } from '@seller-portal/contracts/contract';

/** §2.7: the contract pages are public (the header still shows, `device-layout`); what a visitor sees there is the standard terms. */
const publicPage = { public: true } as const;

/**
 * The contract and margins (contracts' `contractFeature`): `/contract` and `/contract/base-margin/:parentCategoryCode`
 * are public and show a seller's own contract and margins beside the standard terms and base margins;
 * `/contract/margin/:id`, one of the store's agreements, needs the feature's session (signed out: sign-in and back).
 */
export const contractManifest = defineFeatureManifest(contractFeature, {
  routes: [{ path: 'contract', meta: publicPage }, { path: 'contract/margin/:id' }, { path: 'contract/base-margin/:parentCategoryCode', meta: publicPage }],
  load: () => import('./routes'),
});
