import { useApiClient } from '@seller-portal/api-client';
import { shellQueryKeys } from '@seller-portal/contracts/core';
import { useSession } from '@seller-portal/session-guard';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { modalQueue } from '../modal-queue/modal-queue';
import { useCurrentModal } from '../modal-queue/use-modal-queue';
import { AgreementModal } from './agreement-modal';
import { AnnouncementPopup } from './announcement-popup';
import { announcementByCodeQuery } from './queries';
import { agreementModalCode, announcementCodeOfModal, announcementModalCode, popupByCodeOrder, whatsappReminderCode } from './rules';
import { rememberAnnouncements, rememberedAnnouncement } from './state';
import { WhatsappReminder } from './whatsapp-reminder';

/** §4.4 `?announcementPopup=CODE` opens that announcement for a STORE session (once per code and page). */
function useAnnouncementPopupParam() {
  const { search } = useLocation();
  const { data: session } = useSession();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const opened = useRef(new Set<string>());
  const code = new URLSearchParams(search).get(shellQueryKeys.announcementPopup);
  const storeCode = session?.mode?.type === 'STORE' ? session.mode.code : null;

  useEffect(() => {
    if (!code || !storeCode || opened.current.has(code)) return;
    opened.current.add(code);
    queryClient
      .fetchQuery(announcementByCodeQuery(client, storeCode, code))
      .then((announcement) => {
        rememberAnnouncements([announcement]);
        modalQueue.enqueue(announcementModalCode(announcement.code), popupByCodeOrder);
      })
      .catch((error: unknown) => console.error(`The announcement ${code} could not be opened`, error));
  }, [code, storeCode, client, queryClient]);
}

/**
 * The modals of the queue this library owns (§4.8): the agreement, the WhatsApp reminder and announcement popups.
 * Other codes belong to other features, which show their own.
 */
export default function AnnouncementOverlays() {
  useAnnouncementPopupParam();
  const current = useCurrentModal();
  if (!current) return null;
  if (current.code === agreementModalCode) return <AgreementModal />;
  if (current.code === whatsappReminderCode) return <WhatsappReminder />;
  const code = announcementCodeOfModal(current.code);
  const announcement = code ? rememberedAnnouncement(code) : undefined;
  return announcement ? <AnnouncementPopup key={announcement.code} announcement={announcement} /> : null;
}
