export { categoryTreeManifest } from './manifest';
export { categoryTreeResources } from './i18n/resources';
