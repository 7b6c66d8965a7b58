import type { i18n } from 'i18next';
import { initI18n, toResources, type CreateI18nOptions, type SharedTexts } from './instance';
import { detectLanguage, persistLanguage, type Language } from './language';

/** Each language's shared texts are a chunk of their own: a page downloads the language it shows. */
const sharedTextLoaders: Record<Language, () => Promise<SharedTexts>> = {
  en: () => import('./i18n/en.json').then((module) => module.default),
  id: () => import('./i18n/id.json').then((module) => module.default),
};

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
  return instance;
}

/**
 * Downloads the shared texts of `lang` when the instance lacks them, merged under what other libraries added since;
 * null when it holds them already. Asked of the instance's texts, not of the object passed in: components get
 * react-i18next's copy of the instance (a new one per language), which shares its store and bound methods.
 */
export function loadSharedTexts(instance: i18n, lang: Language): Promise<void> | null {
  // Only the shared texts fill `common`; other libraries add namespaces of their own (and merge into `errors`).
  if (instance.hasResourceBundle(lang, 'common')) return null;
  return sharedTextLoaders[lang]().then((shared) => {
    instance.addResourceBundle(lang, 'common', shared.common, true, false);
    instance.addResourceBundle(lang, 'errors', shared.errors, true, false);
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
