import i18next, { type i18n, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './i18n/en.json';
import id from './i18n/id.json';
import { defaultLanguage, detectLanguage, persistLanguage, supportedLanguages, type Language } from './language';

/** One namespace of texts in both languages; every lib ships its own (auth ships `{ ns: 'auth', … }`). */
export interface ResourceBundle {
  ns: string;
  en: Record<string, unknown>;
  id: Record<string, unknown>;
}

export const commonResources: ResourceBundle = { ns: 'common', en: en.common, id: id.common };
export const errorResources: ResourceBundle = { ns: 'errors', en: en.errors, id: id.errors };
const builtInBundles = [commonResources, errorResources];

function toResources(bundles: ResourceBundle[]): Resource {
  const resources: Resource = { en: {}, id: {} };
  for (const bundle of bundles) {
    resources.en[bundle.ns] = bundle.en as ResourceKey;
    resources.id[bundle.ns] = bundle.id as ResourceKey;
  }
  return resources;
}

export interface CreateI18nOptions {
  /** Defaults to the language detected from the page (§5). */
  lng?: Language;
  resources?: ResourceBundle[];
}

/** A fresh, synchronously initialised i18next instance bound to react-i18next. */
export function createI18n(options: CreateI18nOptions = {}): i18n {
  const bundles = [...builtInBundles, ...(options.resources ?? [])];
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  instance.use(initReactI18next).init({
    lng: options.lng ?? detectLanguage(),
    fallbackLng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    ns: [...new Set(bundles.map((bundle) => bundle.ns))],
    defaultNS: 'common',
    resources: toResources(bundles),
    interpolation: { escapeValue: false },
    // Resources are bundled, so initialisation completes before the first render.
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

/** Switches the language and remembers it for the next visit (§5). */
export async function changeLanguage(instance: i18n, lang: Language): Promise<void> {
  persistLanguage(lang);
  await instance.changeLanguage(lang);
}
