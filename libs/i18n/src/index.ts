export {
  defaultLanguage,
  supportedLanguages,
  languageStorageKey,
  languageCookieName,
  parseLanguage,
  resolveLanguage,
  detectLanguage,
  persistLanguage,
  type Language,
  type LanguageSources,
} from './language';
export {
  createI18n,
  addResourceBundles,
  changeLanguage,
  commonResources,
  errorResources,
  type ResourceBundle,
  type CreateI18nOptions,
} from './create-i18n';
export { formatServerError, type Translate, type ServerErrorLike } from './server-error';
export { useTranslation, I18nextProvider, Trans } from 'react-i18next';
export type { i18n, TFunction } from 'i18next';
