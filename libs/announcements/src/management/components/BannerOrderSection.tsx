import { useApiClient } from '@seller-portal/api-client';
import type { Announcement } from '@seller-portal/contracts/announcements';
import { Button, Card, useToast } from '@seller-portal/ui';
import { LoadingStatus } from '@seller-portal/ui/forms';
import { SortableList } from '@seller-portal/ui/sortable';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bannersQuery, useSaveBannerOrder } from '../api/announcements';
import { useAnnouncementsTranslation } from '../i18n/resources';
import { useServerErrorToast, useWindowText } from './shared';
import styles from './management.module.css';

/** The banners of the running announcements, put in the dashboard's order by drag and drop or the keyboard. */
export function BannerOrderSection() {
  const { t } = useAnnouncementsTranslation();
  const client = useApiClient();
  const toast = useToast();
  const showError = useServerErrorToast();
  const windowText = useWindowText();
  const banners = useQuery(bannersQuery(client));
  // The order being arranged; null while it is the saved one.
  const [arranged, setArranged] = useState<Announcement[] | null>(null);
  const items = arranged ?? banners.data ?? [];
  const save = useSaveBannerOrder({
    onSuccess: () => {
      toast.show({ type: 'success', message: t('banners.saved') });
      setArranged(null);
    },
    onError: showError,
  });
  return (
    <Card title={t('banners.title')}>
      <p className={styles.muted}>{t('banners.lead')}</p>
      {banners.isPending ? (
        <LoadingStatus />
      ) : items.length === 0 ? (
        <p className={styles.empty}>{t('banners.empty')}</p>
      ) : (
        <>
          <SortableList
            label={t('banners.list')}
            items={items}
            idOf={(announcement) => announcement.code}
            labelOf={(announcement) => announcement.title.id}
            onReorder={setArranged}
            disabled={save.isPending}
            renderItem={(announcement) => (
              <div className={styles.bannerRow}>
                {announcement.bannerImageUrl && <img className={styles.bannerThumb} src={announcement.bannerImageUrl} alt="" loading="lazy" />}
                <div className={styles.bannerText}>
                  <span className={styles.bannerTitle}>{announcement.title.id}</span>
                  <span className={styles.muted}>
                    {announcement.code} · {windowText(announcement.startTime, announcement.endTime)}
                  </span>
                </div>
              </div>
            )}
          />
          <div className={styles.actions}>
            <Button
              loading={save.isPending}
              onClick={() => {
                if (!arranged) toast.show({ type: 'info', message: t('banners.unchanged') });
                else save.mutate(arranged.map((announcement) => announcement.code));
              }}
            >
              {t('banners.save')}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
