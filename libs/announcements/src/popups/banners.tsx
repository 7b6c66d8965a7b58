import { useApiClient } from '@seller-portal/api-client';
import { useSession } from '@seller-portal/session-guard';
import { useQuery } from '@tanstack/react-query';
import { modalQueue } from '../modal-queue/modal-queue';
import { runningAnnouncementsQuery } from './queries';
import { announcementModalCode, popupByCodeOrder } from './rules';
import { rememberAnnouncements } from './state';
import { localized, usePopupTranslation } from './use-popup-translation';
import styles from './popups.module.css';

/**
 * The running announcements of the seller's store that carry a banner, in the server's banner order; a banner
 * opens its announcement. Nothing shows outside STORE mode or without banners.
 */
export default function AnnouncementBanners() {
  const { t, i18n } = usePopupTranslation();
  const client = useApiClient();
  const { data: session } = useSession();
  const storeCode = session?.mode?.type === 'STORE' ? session.mode.code : null;
  const { data } = useQuery({ ...runningAnnouncementsQuery(client, storeCode ?? ''), enabled: storeCode !== null });
  const banners = (data ?? []).filter((a) => a.bannerImageUrl).sort((a, b) => (a.bannerOrder ?? Infinity) - (b.bannerOrder ?? Infinity));
  if (banners.length === 0) return null;
  return (
    <section className={styles.banners} aria-label={t('banners.label')}>
      {banners.map((announcement) => {
        const title = localized(announcement.title, i18n.language);
        return (
          <button
            key={announcement.code}
            type="button"
            className={styles.banner}
            aria-label={t('banners.open', { title })}
            onClick={() => {
              rememberAnnouncements([announcement]);
              modalQueue.enqueue(announcementModalCode(announcement.code), popupByCodeOrder);
            }}
          >
            <img src={announcement.bannerImageUrl ?? ''} alt={title} loading="lazy" />
          </button>
        );
      })}
    </section>
  );
}
