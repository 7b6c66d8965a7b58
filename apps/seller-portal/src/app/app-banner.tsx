// §2.8 the download-app banner, which the root layout loads on a page that shows it: the shell library's own entry
// point for it (the banner and its texts), through this module because the shell route imports the library statically.
export { AppBanner } from '@seller-portal/shell/app-banner';
