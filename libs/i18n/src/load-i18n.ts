import type { i18n } from 'i18next';
import { initI18n, toResources, type CreateI18nOptions, type SharedTexts } from './instance';
import { detectLanguage, persistLanguage, type Language } from './language';

/** Each language's shared texts are a chunk of their own: a page downloads the language it shows. */
const sharedTextLoaders: Record<Language, () => Promise<SharedTexts>> = {
  en: () => import('./i18n/en.json').then((module) => module.default),
  id: () => import('./i18n/id.json').then((module) => module.default),
};

/** The languages whose shared texts each lazily loaded instance holds. */
const loadedLanguages = new WeakMap<i18n, Set<Language>>();

/**
 * An instance for an app's page: the shared texts of the detected (or given) language are downloaded first,
 * the other language's when the user switches to it (`changeLanguage`).
 */
export async function loadI18n(options: CreateI18nOptions = {}): Promise<i18n> {
  const lng = options.lng ?? detectLanguage();
  const shared = await sharedTextLoaders[lng]();
  const bundles = options.resources ?? [];
  const resources = toResources(bundles);
  resources[lng] = { ...resources[lng], common: shared.common, errors: shared.errors };
  const instance = initI18n(
    lng,
    resources,
    bundles.map((bundle) => bundle.ns),
  );
  loadedLanguages.set(instance, new Set([lng]));
  return instance;
}

/** Downloads a lazily loaded instance's shared texts of `lang`, merged under what other libraries added since; null when there is nothing to download. */
function loadSharedTexts(instance: i18n, lang: Language): Promise<void> | null {
  const loaded = loadedLanguages.get(instance);
  if (!loaded || loaded.has(lang)) return null;
  return sharedTextLoaders[lang]().then((shared) => {
    instance.addResourceBundle(lang, 'common', shared.common, true, false);
    instance.addResourceBundle(lang, 'errors', shared.errors, true, false);
    loaded.add(lang);
  });
}

function switchLanguage(instance: i18n, lang: Language): Promise<void> {
  persistLanguage(lang);
  return instance.changeLanguage(lang).then(() => undefined);
}

/**
 * Switches the language and remembers it for the next visit (§5). Texts already in hand switch at once (in the
 * same task, so the page never shows a mix); a language not downloaded yet switches when its texts arrive.
 */
export function changeLanguage(instance: i18n, lang: Language): Promise<void> {
  const loading = loadSharedTexts(instance, lang);
  return loading ? loading.then(() => switchLanguage(instance, lang)) : switchLanguage(instance, lang);
}
