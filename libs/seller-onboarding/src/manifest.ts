import type { FeatureManifest, RouteMeta } from '@seller-portal/app-runtime';

const meta: RouteMeta = { mode: 'STORE', resetScroll: true };

/** Onboarding V2 of a new store (§4.2 step 5): store details, pickup address and documents, then the store goes live */
export const sellerOnboardingManifest: FeatureManifest = {
  name: 'seller-onboarding',
  prefixes: ['/onboarding-v2'],
  apps: ['portal'],
  routes: [{ path: 'onboarding-v2', meta }],
  shortcuts: [],
  i18nNamespace: 'seller-onboarding',
  load: () => import('./routes'),
};
