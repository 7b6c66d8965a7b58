import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The `announcement-popups` namespace (the seller's popups, agreement modal and banners), in Indonesian and English. */
export const announcementPopupResources: ResourceBundle = { ns: 'announcement-popups', en, id };
