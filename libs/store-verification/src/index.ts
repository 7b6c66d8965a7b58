export { storeVerificationManifest } from './manifest';
export { storeVerificationResources } from './i18n/resources';
export { IdVerificationModalHost } from './components/IdVerificationModalHost';
