// §2.8 the download-app banner, an entry point of its own (`@seller-portal/shell/app-banner`): a phone's first page
// (/sign-in among them) shows it without the chrome's code and texts.
export { AppBanner } from './components/AppBanner';
