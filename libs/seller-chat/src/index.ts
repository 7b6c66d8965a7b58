export { sellerChatManifest } from './manifest';
export { sellerChatResources } from './i18n/resources';
