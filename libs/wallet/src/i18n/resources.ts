import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The `wallet` namespace, in Indonesian (the default) and English. */
export const walletResources: ResourceBundle = { ns: 'wallet', en, id };

/** `t` of the `wallet` namespace; adds the bundle on first use. */
export function useWalletTranslation() {
  return useResourceTranslation(walletResources);
}
