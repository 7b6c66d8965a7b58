import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { announcementErrorTexts } from '../../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `announcements` namespace of the management pages, in Indonesian (the default) and English. */
export const announcementManagementResources: ResourceBundle = { ns: 'announcements', en, id };

/** `t` of the `announcements` namespace; adds the bundle, and the texts of the announcement error codes, on first use. */
export function useAnnouncementsTranslation() {
  return useResourceTranslation(announcementManagementResources, [announcementErrorTexts]);
}
