export { walletManifest } from './manifest';
export { walletResources } from './i18n/resources';
