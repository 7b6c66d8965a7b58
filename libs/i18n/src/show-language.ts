import type { i18n } from 'i18next';
import type { Language } from './language';
import { loadSharedTexts } from './load-i18n';

/**
 * Shows `lang` without remembering it as the user's choice: a host page, not the user, chose it (the chat widget's
 * `set-language`). Its shared texts are downloaded first when the instance lacks them. A module of its own, so pages
 * that never call it do not carry it.
 */
export async function showLanguage(instance: i18n, lang: Language): Promise<void> {
  await loadSharedTexts(instance, lang);
  await instance.changeLanguage(lang);
}
