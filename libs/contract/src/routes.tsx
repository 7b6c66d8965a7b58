import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The contract pages (paths relative to the app root; their metadata comes from the manifest), each its own chunk. */
export const routes: FeatureModuleExports['routes'] = [
  { path: 'contract', lazy: async () => ({ Component: (await import('./pages/ContractPage')).ContractPage }) },
  { path: 'contract/margin/:id', lazy: async () => ({ Component: (await import('./pages/MarginAgreementPage')).MarginAgreementPage }) },
  {
    path: 'contract/base-margin/:parentCategoryCode',
    lazy: async () => ({ Component: (await import('./pages/BaseMarginPage')).BaseMarginPage }),
  },
];
