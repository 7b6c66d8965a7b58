import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import en from './app-banner.en.json';
import id from './app-banner.id.json';

/** The `appBanner` namespace: the download-app banner's few texts, apart from the chrome's (a phone's /sign-in shows it). */
export const appBannerResources: ResourceBundle = { ns: 'appBanner', en, id };

export function useAppBannerTranslation() {
  return useResourceTranslation(appBannerResources);
}
