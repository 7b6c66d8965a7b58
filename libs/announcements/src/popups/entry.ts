import type { ApiClient } from '@seller-portal/api-client';
import type { Session } from '@seller-portal/contracts/core';
import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { modalQueue } from '../modal-queue/modal-queue';
import { agreementModalCode, agreementModalOrder } from './rules';

// What the apps compose: each piece brings its code (Radix, DOMPurify, the texts) only when it is used.
export { announcementsToShow, popupActions, hasBeenRead, surveyServiceEnabled } from './rules';

/** The seller's modals of the queue (agreement, WhatsApp reminder, announcement popups); mount it once per page. */
export const AnnouncementOverlays = lazy(() => import('./overlays'));

/** The dashboard's announcement banners, for the app to place on the dashboard. */
export const AnnouncementBanners = lazy(() => import('./banners'));

/** §4.2 step 5 on the web: the running announcements into the modal queue (§4.4). */
export async function fetchRunningAnnouncements(queryClient: QueryClient, client: ApiClient, session: Session): Promise<void> {
  return (await import('./effects')).fetchRunningAnnouncements(queryClient, client, session);
}

/** §4.2 step 4: the agreement modal opens before any other. */
export function openAgreementModal(): void {
  modalQueue.enqueue(agreementModalCode, agreementModalOrder);
}
