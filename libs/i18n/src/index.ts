export { resolveLanguage, detectLanguage, persistLanguage, type Language, type LanguageSources } from './language';
export { addResourceBundles, type ResourceBundle, type CreateI18nOptions, type SharedTexts } from './instance';
export { createI18n } from './create-i18n';
export { useResourceTranslation } from './use-resource-translation';
export { loadI18n, changeLanguage } from './load-i18n';
export { followLanguageQuery } from './language-query';
export { formatServerError, type Translate, type ServerErrorLike } from './server-error';
export { useTranslation, I18nextProvider, Trans } from 'react-i18next';
export type { i18n, TFunction } from 'i18next';
