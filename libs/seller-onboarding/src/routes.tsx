import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The seller-onboarding pages (paths relative to the app root; their metadata comes from the manifest). */
export const routes: FeatureModuleExports['routes'] = [
  { path: 'onboarding-v2', lazy: async () => ({ Component: (await import('./OnboardingPage')).OnboardingPage }) },
];
