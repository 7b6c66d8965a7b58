import type { i18n } from 'i18next';
import en from './i18n/en.json';
import id from './i18n/id.json';
import { initI18n, toResources, type CreateI18nOptions, type ResourceBundle } from './instance';
import { detectLanguage } from './language';

export const commonResources: ResourceBundle = { ns: 'common', en: en.common, id: id.common };
export const errorResources: ResourceBundle = { ns: 'errors', en: en.errors, id: id.errors };

/**
 * A fresh instance with the shared texts of both languages bundled in, ready at once (tests, the design-system
 * catalogue). An app's page uses `loadI18n`, which downloads only the language it shows.
 */
export function createI18n(options: CreateI18nOptions = {}): i18n {
  const bundles = [commonResources, errorResources, ...(options.resources ?? [])];
  return initI18n(
    options.lng ?? detectLanguage(),
    toResources(bundles),
    bundles.map((bundle) => bundle.ns),
  );
}
