import type { ApiClient } from '@seller-portal/api-client';
import { cookieNames, type Session } from '@seller-portal/contracts/core';
import { whatsappNotificationsOn } from '@seller-portal/contracts/notifications';
import { configQueryOptions } from '@seller-portal/session-guard';
import type { QueryClient } from '@tanstack/react-query';
import { modalQueue } from '../modal-queue/modal-queue';
import { notificationPreferencesQuery, runningAnnouncementsQuery } from './queries';
import { announcementModalCode, announcementsToShow, hasBeenRead, surveyServiceEnabled, whatsappReminderCode } from './rules';
import { rememberAnnouncements } from './state';
import { whatsappReminderDismissed } from './whatsapp-reminder-flag';

/** How long the seller counts as having seen the announcements (then the skippable ones show again). */
const hasBeenReadMaxAgeSeconds = 24 * 60 * 60;

/**
 * §4.2 step 5 on the web: the running announcements of the seller's store go into the modal queue by the §4.4
 * rules, and the cookie says they have been seen. The WhatsApp reminder (order 0) joins a sequence the seller is
 * shown anyway, once, so a seller without announcements is not interrupted for it, and never once WhatsApp is on.
 */
export async function fetchRunningAnnouncements(queryClient: QueryClient, client: ApiClient, session: Session): Promise<void> {
  const storeCode = session.mode?.type === 'STORE' ? session.mode.code : null;
  if (!storeCode) return;
  const [running, config, preferences] = await Promise.all([
    queryClient.fetchQuery({ ...runningAnnouncementsQuery(client, storeCode), staleTime: 0 }),
    queryClient.fetchQuery(configQueryOptions(client)).catch(() => null),
    queryClient.fetchQuery({ ...notificationPreferencesQuery(client), staleTime: 0 }).catch(() => null),
  ]);
  const shown = announcementsToShow(running, { hasBeenRead: hasBeenRead(document.cookie), surveyServiceEnabled: surveyServiceEnabled(config, 'Web') });
  if (shown.length === 0) return;
  rememberAnnouncements(shown);
  // Asked only of a seller whose WhatsApp is off, as the server has it (unread preferences: not asked).
  if (!whatsappReminderDismissed() && preferences && !whatsappNotificationsOn(preferences)) modalQueue.enqueue(whatsappReminderCode);
  for (const announcement of shown) modalQueue.enqueue(announcementModalCode(announcement.code));
  document.cookie = `${cookieNames.announcementHasBeenRead}=true; path=/; max-age=${hasBeenReadMaxAgeSeconds}; SameSite=Lax`;
}
