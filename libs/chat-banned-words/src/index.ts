export { chatBannedWordsManifest } from './manifest';
export { chatBannedWordsResources } from './i18n/resources';
