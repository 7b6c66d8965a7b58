export { storeReviewsManifest } from './manifest';
export { storeReviewsResources } from './i18n/resources';
