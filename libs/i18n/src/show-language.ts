import type { i18n } from 'i18next';
import { supportedLanguages, type Language } from './language';
import { loadSharedTexts } from './load-i18n';

/**
 * Shows `lang` without remembering it as the user's choice: a host page, not the user, chose it (the chat widget's
 * `set-language`). An instance that holds the shared texts downloads that language's first when it lacks them; one
 * made with its own texts only (`createOwnTextsI18n`) switches at once. A module of its own, so pages that never call
 * it do not carry it.
 */
export async function showLanguage(instance: i18n, lang: Language): Promise<void> {
  if (supportedLanguages.some((held) => instance.hasResourceBundle(held, 'common'))) await loadSharedTexts(instance, lang);
  await instance.changeLanguage(lang);
}
