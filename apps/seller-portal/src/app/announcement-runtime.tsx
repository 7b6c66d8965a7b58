import { AnnouncementOverlays } from '@seller-portal/announcements';

// The announcements library as the page runtime uses it (loaded with the first STORE session, like tracking).
export { fetchRunningAnnouncements, openAgreementModal } from '@seller-portal/announcements';

/** §4.4 / §4.8 the seller's modals: the agreement, the WhatsApp reminder and announcement popups. */
export default function AnnouncementRuntime() {
  return <AnnouncementOverlays />;
}
