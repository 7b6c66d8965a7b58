import { useResourceTranslation } from '@seller-portal/i18n';
import { announcementErrorTexts } from '../errors/error-texts';
import { announcementPopupResources } from './i18n/resources';

export function usePopupTranslation() {
  return useResourceTranslation(announcementPopupResources, [announcementErrorTexts]);
}

/** The announcement's text in the page's language (§5: Indonesian unless English is chosen). */
export function localized(text: { id: string; en: string }, language: string): string {
  return language.startsWith('en') ? text.en : text.id;
}
