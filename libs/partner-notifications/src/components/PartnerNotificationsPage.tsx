import { Container } from '@seller-portal/ui';
import { adminStyles, LoadingStatus, PageHead } from '@seller-portal/ui/forms';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePartnerNotificationsTranslation } from '../i18n/resources';
import styles from './partner-notifications.module.css';

// Each tab is a chunk of its own: the Event tab never carries the manual notifications' pages, and the other way round.
const EventsTab = lazy(async () => ({ default: (await import('../events/components/EventsTab')).EventsTab }));
const ManualTab = lazy(async () => ({ default: (await import('../manual/ManualTab')).ManualTab }));

export type PartnerNotificationsTab = 'event' | 'manual';

/** The tab an address opens: `?tab=manual`, otherwise Event. */
export function tabOf(params: URLSearchParams): PartnerNotificationsTab {
  return params.get('tab') === 'manual' ? 'manual' : 'event';
}

const tabs: readonly PartnerNotificationsTab[] = ['event', 'manual'];

/** `/partners-notification` (§2.4): event-based notifications (the default tab) and manual ones (`?tab=manual`). */
export function PartnerNotificationsPage() {
  const { t } = usePartnerNotificationsTranslation();
  const [params] = useSearchParams();
  const current = tabOf(params);
  return (
    <Container className={adminStyles.page}>
      <PageHead title={t('title')} lead={t('lead')} />
      <nav aria-label={t('tabs.label')}>
        <ul className={styles.tabs}>
          {tabs.map((tab) => (
            <li key={tab}>
              <Link
                className={styles.tab}
                to={tab === 'event' ? '/partners-notification' : '/partners-notification?tab=manual'}
                aria-current={tab === current ? 'page' : undefined}
                data-testid={`partners-notification-tab-${tab}`}
              >
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={t(`tabs.${current}`)}>
        <Suspense fallback={<LoadingStatus />}>{current === 'manual' ? <ManualTab /> : <EventsTab />}</Suspense>
      </section>
    </Container>
  );
}
