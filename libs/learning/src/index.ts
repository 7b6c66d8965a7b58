export { learningManifest } from './manifest';
export { learningResources } from './i18n/resources';
