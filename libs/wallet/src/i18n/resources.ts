import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { walletErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `wallet` namespace, in Indonesian (the default) and English. */
export const walletResources: ResourceBundle = { ns: 'wallet', en, id };

/** `t` of the namespace; adds the bundle, and the texts of the WALLET_* codes, on first use. */
export function useWalletTranslation() {
  return useResourceTranslation(walletResources, [walletErrorTexts]);
}
