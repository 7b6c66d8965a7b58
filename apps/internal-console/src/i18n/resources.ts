import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The console's own `console` namespace. */
export const consoleResources: ResourceBundle = { ns: 'console', en, id };

export function useConsoleTranslation() {
  return useResourceTranslation(consoleResources);
}
