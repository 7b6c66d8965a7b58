import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { choiceInAddress, ShellLink } from '@seller-portal/app-runtime';
import { notificationCategories, type NotificationCategory, type NotificationItem } from '@seller-portal/contracts/notifications';
import { Button, Container, useToast } from '@seller-portal/ui';
import { FailureStatus, LoadingStatus, SelectField } from '@seller-portal/ui/forms';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { counterQuery, notificationListQuery, useMarkAllNotificationsRead, useMarkNotificationRead, type NotificationFilter } from '../api/notifications';
import { useNotificationLiveUpdates, useNotificationOwner } from '../hooks/use-notifications';
import { useNotificationsTranslation } from '../i18n/resources';
import { isNewerId, readLastNotifId, rememberLastNotifId } from '../lib/notification-state';
import { NotificationRow } from './NotificationRow';
import styles from './notifications.module.css';

/** The filter the address holds (`?filter=unread&category=ORDER`), so a filtered list is a link like any other. */
export function filterOf(params: URLSearchParams): NotificationFilter {
  return {
    unread: params.get('filter') === 'unread',
    category: choiceInAddress(params, 'category', notificationCategories) ?? null,
  };
}

/** The minute that relative times count from, moving on by itself. */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** §2.5 /notification: the signed-in user's notifications of the current store. */
export function NotificationListPage() {
  const owner = useNotificationOwner();
  // The route admits STORE sessions only (§2.6); until the session is there, nothing to show.
  return owner ? <ListPage storeCode={owner.storeCode} /> : null;
}

function ListPage({ storeCode }: { storeCode: string }) {
  const { t } = useNotificationsTranslation();
  const client = useApiClient();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const now = useMinute();
  // §3 lastNotifId: what arrived after the previous visit is marked new during this one; this visit remembers the newest.
  const [lastSeen] = useState(readLastNotifId);
  const list = useInfiniteQuery(notificationListQuery(client, storeCode, filter));
  const counter = useQuery(counterQuery(client, storeCode));
  useNotificationLiveUpdates(storeCode);

  const items = list.data?.pages.flatMap((page) => page.content) ?? [];
  const newest = items[0]?.id;
  useEffect(() => {
    if (newest) rememberLastNotifId(newest);
  }, [newest]);
  const unreadTotal = counter.data?.unread ?? 0;

  const setFilter = (next: NotificationFilter) => {
    const query = new URLSearchParams();
    if (next.unread) query.set('filter', 'unread');
    if (next.category) query.set('category', next.category);
    setParams(query, { replace: true });
  };

  const markRead = useMarkNotificationRead(storeCode, { onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error) }) });

  const markAll = useMarkAllNotificationsRead(storeCode, {
    onSuccess: (result) => toast.show({ type: 'success', message: t('list.markedAll', { count: result.changed }) }),
    onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error) }),
  });

  const open = (notification: NotificationItem) => {
    if (notification.readAt === null) markRead.mutate(notification);
  };

  const categoryOptions = [
    { value: '', label: t('list.allCategories') },
    ...notificationCategories.map((category) => ({ value: category, label: t(`category.${category}`) })),
  ];

  return (
    <Container className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.heading}>{t('list.title')}</h1>
          <p className={styles.lead} aria-live="polite">
            {counter.data ? t('list.unreadSummary', { count: unreadTotal }) : '\u00a0'}
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => markAll.mutate()} loading={markAll.isPending} disabled={unreadTotal === 0}>
            {t('list.markAllRead')}
          </Button>
          <ShellLink to="/settings/notification" className={styles.textLink}>
            {t('list.settings')}
          </ShellLink>
        </div>
      </div>

      <div className={styles.filters}>
        <div className={styles.segmented} role="group" aria-label={t('list.show')}>
          <button type="button" aria-pressed={!filter.unread} onClick={() => setFilter({ ...filter, unread: false })}>
            {t('list.all')}
          </button>
          <button type="button" aria-pressed={filter.unread} onClick={() => setFilter({ ...filter, unread: true })}>
            {t('list.unreadOnly')}
          </button>
        </div>
        <SelectField
          label={t('list.category')}
          wrapperClassName={styles.categoryField}
          options={categoryOptions}
          value={filter.category ?? ''}
          onChange={(event) => setFilter({ ...filter, category: (event.target.value || null) as NotificationCategory | null })}
        />
      </div>

      <section className={styles.panel} aria-label={t('list.title')}>
        {list.isPending ? (
          <LoadingStatus />
        ) : list.isError ? (
          <FailureStatus text={serverErrorText(t, list.error)} onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <p className={styles.empty}>{filter.unread || filter.category ? t('list.emptyFiltered') : t('list.empty')}</p>
        ) : (
          <>
            <ul className={styles.list} aria-busy={list.isFetching || undefined}>
              {items.map((notification) => (
                <NotificationRow
                  key={notification.id}
                  notification={notification}
                  isNew={lastSeen !== null && isNewerId(notification.id, lastSeen)}
                  now={now}
                  onOpen={open}
                />
              ))}
            </ul>
            {list.hasNextPage && (
              <div className={styles.more}>
                <Button variant="secondary" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                  {t('list.more')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </Container>
  );
}
