import { addResourceBundles, useTranslation } from '@seller-portal/i18n';
import { announcementErrorTexts } from '../errors/error-texts';
import { announcementPopupResources } from './i18n/resources';

export function usePopupTranslation() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', announcementPopupResources.ns)) addResourceBundles(i18n, [announcementPopupResources, announcementErrorTexts]);
  return useTranslation(announcementPopupResources.ns);
}

/** The announcement's text in the page's language (§5: Indonesian unless English is chosen). */
export function localized(text: { id: string; en: string }, language: string): string {
  return language.startsWith('en') ? text.en : text.id;
}
