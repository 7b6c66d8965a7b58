export { sellerOnboardingManifest } from './manifest';
export { sellerOnboardingResources } from './i18n/resources';
