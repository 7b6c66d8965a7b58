export { learningStudioManifest } from './manifest';
export { learningStudioResources } from './i18n/resources';
