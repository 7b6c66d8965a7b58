export { cmsContentManifest, publicPagesManifest } from './manifest';
export { publicPagesResources } from './i18n/resources';
