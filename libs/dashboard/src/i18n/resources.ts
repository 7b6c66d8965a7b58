import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The `dashboard` namespace, in Indonesian (the default) and English. */
export const dashboardResources: ResourceBundle = { ns: 'dashboard', en, id };

export function useDashboardTranslation() {
  return useResourceTranslation(dashboardResources);
}
