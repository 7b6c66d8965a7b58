import i18next, { type i18n, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, supportedLanguages, type Language } from './language';

/** One namespace of texts in both languages; every lib ships its own (auth ships `{ ns: 'auth', … }`). */
export interface ResourceBundle {
  ns: string;
  en: Record<string, unknown>;
  id: Record<string, unknown>;
}

/** The shared namespaces of one language: `common` and the §8 `errors`. */
export type SharedTexts = typeof import('./i18n/en.json');

export interface CreateI18nOptions {
  /** Defaults to the language detected from the page (§5). */
  lng?: Language;
  resources?: ResourceBundle[];
}

/** Both languages of each bundle, as i18next takes them. */
export function toResources(bundles: readonly ResourceBundle[]): Resource {
  const resources: Resource = { en: {}, id: {} };
  for (const bundle of bundles) {
    resources.en[bundle.ns] = bundle.en as ResourceKey;
    resources.id[bundle.ns] = bundle.id as ResourceKey;
  }
  return resources;
}

/** A synchronously initialised i18next instance bound to react-i18next, holding the given texts. */
export function initI18n(lng: Language, resources: Resource, ns: readonly string[]): i18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  // Synchronous here (the resources are given); the promise only repeats what the instance already holds.
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    ns: [...new Set(['common', 'errors', ...ns])],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    // Resources are in hand, so initialisation completes before the first render.
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** Adds (or deep-merges) namespaces into an existing instance. */
export function addResourceBundles(instance: i18n, bundles: ResourceBundle[]): void {
  for (const bundle of bundles) {
    instance.addResourceBundle('en', bundle.ns, bundle.en, true, true);
    instance.addResourceBundle('id', bundle.ns, bundle.id, true, true);
  }
}
