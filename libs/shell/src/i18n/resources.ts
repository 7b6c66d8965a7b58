import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The `shell` namespace: every text of the chrome, in Indonesian and English. */
export const shellResources: ResourceBundle = { ns: 'shell', en, id };

/** The shell's texts; the namespace is added on first use, so it loads with the chrome's chunk. */
export function useShellTranslation() {
  return useResourceTranslation(shellResources);
}
