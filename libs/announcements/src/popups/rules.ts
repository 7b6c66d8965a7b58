import { allowsAnnouncementAction, isMandatoryAnnouncement, type AnnouncementAction, type SellerAnnouncement } from '@seller-portal/contracts/announcements';
import { configKeys, cookieNames, type AppConfig, type Channel } from '@seller-portal/contracts/core';

/** Modal queue codes (§4.8): an announcement is `announcement:<code>`; the agreement and the WhatsApp reminder have their own. */
export const announcementModalPrefix = 'announcement:';
export const agreementModalCode = 'agreement_approval';
export const whatsappReminderCode = 'enable_whatsapp_notification_reminder';

/** The agreement shows before anything else; one opened by `?announcementPopup=` right after the WhatsApp reminder (order 0). */
export const agreementModalOrder = -1;
export const popupByCodeOrder = 1;

export const announcementModalCode = (code: string) => `${announcementModalPrefix}${code}`;

export function announcementCodeOfModal(modalCode: string): string | null {
  return modalCode.startsWith(announcementModalPrefix) ? modalCode.slice(announcementModalPrefix.length) : null;
}

/** §4.4 the cookie Announcement-Has-Been-Read is 'true'. */
export function hasBeenRead(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${cookieNames.announcementHasBeenRead}=true`);
}

/** §3 the survey service toggles: QUALTRICS-SURVEY items show only when the channel's toggle is 'true'. */
export function surveyServiceEnabled(config: AppConfig | null | undefined, channel: Channel): boolean {
  return config?.[channel === 'App' ? configKeys.surveyApp : configKeys.surveyWeb] === 'true';
}

/**
 * §4.4 which running announcements pop up: QUALTRICS-SURVEY items are dropped unless the survey service is on; when
 * the seller has seen the announcements already (the cookie), only the mandatory ones show again.
 */
export function announcementsToShow(
  running: readonly SellerAnnouncement[],
  context: { hasBeenRead: boolean; surveyServiceEnabled: boolean },
): SellerAnnouncement[] {
  return running.filter((a) => (a.type !== 'QUALTRICS-SURVEY' || context.surveyServiceEnabled) && (!context.hasBeenRead || isMandatoryAnnouncement(a)));
}

/**
 * The buttons a popup offers, in order: acknowledge always; "later" (ignore) and "don't show again" (stop) when the
 * conditions allow them. A mandatory announcement offers nothing else and cannot be closed; closing another one
 * counts as read.
 */
export function popupActions(announcement: Pick<SellerAnnouncement, 'type' | 'conditions'>): { buttons: AnnouncementAction[]; dismissible: boolean } {
  const mandatory = isMandatoryAnnouncement(announcement);
  const optional: AnnouncementAction[] = mandatory ? [] : (['IGNORE', 'STOP'] as const).filter((action) => allowsAnnouncementAction(announcement, action));
  return { buttons: ['ACKNOWLEDGE', ...optional], dismissible: !mandatory };
}
