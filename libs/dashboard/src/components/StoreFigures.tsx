import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { ShellLink, useIsServed } from '@seller-portal/app-runtime';
import { adsBalanceTotal } from '@seller-portal/contracts/analytics';
import { hasAccessibilities, type AccessibilityCode, type DashboardTile, type DashboardTileName, type Session } from '@seller-portal/contracts/core';
import { Card } from '@seller-portal/ui';
import { Skeleton, SkeletonGroup } from '@seller-portal/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { bliklanBalanceQuery, dashboardSummaryQuery, figureCodes, ratingBadgesQuery } from '../api/dashboard';
import { useDashboardTranslation } from '../i18n/resources';
import { useFormat } from '../lib/format';
import { useLiveFigures } from '../lib/live-figures';
import { OrdersCard } from './OrdersCard';
import { TaskList } from './TaskList';
import styles from './Dashboard.module.css';

/** A figure of the dashboard: its name, its value and a line under it, the whole tile a link to the list behind it. */
function Figure({
  to,
  label,
  value,
  detail,
  name,
  money = false,
}: {
  to: string;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  name: string;
  money?: boolean;
}) {
  return (
    <li>
      <ShellLink className={styles.figure} to={to} data-figure={name}>
        <span className={styles.figureLabel}>{label}</span>
        <span className={money ? styles.figureMoney : styles.figureValue}>{value}</span>
        {detail && <span className={styles.figureDetail}>{detail}</span>}
      </ShellLink>
    </li>
  );
}

/** A figure's placeholder: its label, value and detail lines, the size of the figure that replaces it. */
function FigureSkeleton() {
  return (
    <li className={styles.figureSkeleton}>
      <Skeleton width="60%" className={styles.labelSkeleton} />
      <Skeleton width="40%" className={styles.valueSkeleton} />
      <Skeleton width="50%" className={styles.detailSkeleton} />
    </li>
  );
}

/** A task's placeholder, as tall as a task with its deadline and action. */
function TaskSkeleton() {
  return (
    <li className={styles.task}>
      <span className={styles.taskText}>
        <Skeleton width="80%" className={styles.titleSkeleton} />
        <Skeleton width="40%" className={styles.dueSkeleton} />
      </span>
      <Skeleton width="72px" className={styles.actionSkeleton} />
    </li>
  );
}

/** How many tasks the dashboard lists before "see all". */
const tasksShown = 4;

/**
 * The store's figures on the dashboard (§2.5): orders to ship, chats waiting, rating and badge, ads and wallet
 * balances, each one a mounted feature declares for the session (`tiles`, linking to its page), and the tasks that
 * need the seller whose page a mounted feature serves. One summary call and the two §7 analytics calls.
 */
export function StoreFigures({ session, tiles }: { session: Session; tiles: ReadonlyMap<DashboardTileName, DashboardTile> }) {
  const { t } = useDashboardTranslation();
  const client = useApiClient();
  const format = useFormat();
  const served = useIsServed(session);
  const holds = (code: AccessibilityCode) => hasAccessibilities(session, [code]);
  const summary = useQuery(dashboardSummaryQuery(client));
  useLiveFigures();
  const rating = useQuery({ ...ratingBadgesQuery(client), enabled: tiles.has('rating') && holds(figureCodes.rating) });
  const ads = useQuery({ ...bliklanBalanceQuery(client), enabled: tiles.has('ads-balance') && holds(figureCodes.ads) });
  const ordersTile = tiles.get('orders-to-ship');
  const chatsTile = tiles.get('chats-waiting');
  const ratingTile = tiles.get('rating');
  const adsTile = tiles.get('ads-balance');
  const walletTile = tiles.get('wallet-balance');
  // As many placeholders as figures will show (each is known from the session), so the card keeps its size.
  const expected = [
    ordersTile,
    chatsTile,
    ratingTile && holds(figureCodes.rating),
    adsTile && holds(figureCodes.ads),
    walletTile && holds('STORE_STORE-WALLET_VIEW'),
  ].filter(Boolean).length;

  if (summary.isError) {
    return (
      <Card title={t('figures.title')} className={styles.figuresCard}>
        <p role="alert" className={styles.error}>
          {serverErrorText(t, summary.error)}{' '}
          <button type="button" className={styles.retry} onClick={() => void summary.refetch()}>
            {t('figures.retry')}
          </button>
        </p>
      </Card>
    );
  }

  const data = summary.data;
  // A task whose page no mounted feature serves is not shown (the ads top-up before the ads pages are built).
  const open = data?.tasks.filter((task) => !task.done && served(task.link)) ?? [];
  return (
    <>
      <Card title={t('figures.title')} className={styles.figuresCard} data-tutorial-step="dashboard-figures">
        {!data ? (
          <SkeletonGroup label={t('figures.loading')}>
            <ul className={styles.figures}>
              {Array.from({ length: expected }, (_, i) => (
                <FigureSkeleton key={i} />
              ))}
            </ul>
          </SkeletonGroup>
        ) : (
          <ul className={styles.figures}>
            {data.orders && ordersTile && (
              <Figure
                name="orders-to-ship"
                to={data.tasks.find((task) => task.kind === 'SHIP_ORDERS')?.link ?? ordersTile.to}
                label={t('figures.ordersToShip')}
                value={format.number(data.orders.toShip)}
                detail={t('figures.ordersToday', {
                  count: data.orders.today.byStatus.ALL ?? 0,
                  formattedCount: format.number(data.orders.today.byStatus.ALL ?? 0),
                })}
              />
            )}
            {data.chats && chatsTile && (
              <Figure
                name="chats-waiting"
                to={chatsTile.to}
                label={t('figures.chatsWaiting')}
                value={format.number(data.chats.waiting)}
                detail={t('figures.chatsUnread', { count: data.chats.unread, formattedCount: format.number(data.chats.unread) })}
              />
            )}
            {ratingTile &&
              holds(figureCodes.rating) &&
              (rating.data ? (
                <Figure
                  name="rating"
                  to={ratingTile.to}
                  label={t('figures.rating')}
                  value={rating.data.rating === null ? t('figures.noRating') : `★ ${format.decimal(rating.data.rating)}`}
                  detail={
                    rating.data.currentBadge
                      ? t(`badges.${rating.data.currentBadge}`)
                      : t('figures.ratingCount', { count: rating.data.ratingCount, formattedCount: format.number(rating.data.ratingCount) })
                  }
                />
              ) : (
                <FigureSkeleton />
              ))}
            {adsTile &&
              holds(figureCodes.ads) &&
              (ads.data ? (
                <Figure
                  money
                  name="ads-balance"
                  to={adsTile.to}
                  label={t('figures.adsBalance')}
                  value={format.money(adsBalanceTotal(ads.data))}
                  detail={ads.data.bonusBalance > 0 ? t('figures.adsBonus', { amount: format.money(ads.data.bonusBalance) }) : undefined}
                />
              ) : (
                <FigureSkeleton />
              ))}
            {data.wallet && walletTile && (
              <Figure
                money
                name="wallet-balance"
                to={walletTile.to}
                label={t('figures.walletBalance')}
                value={format.money(data.wallet.balance)}
                detail={t('figures.walletPending', { amount: format.money(data.wallet.pendingBalance) })}
              />
            )}
          </ul>
        )}
      </Card>
      {/* Its cards' placeholders until the summary comes: a session with an orders figure has the orders' part. */}
      {ordersTile && (!data || data.orders) && <OrdersCard orders={data?.orders ?? undefined} />}
      <Card
        title={t('tasks.title')}
        className={styles.tasksCard}
        data-tutorial-step="dashboard-tasks"
        actions={
          <ShellLink className={styles.cardLink} to="/task">
            {t('tasks.all')}
          </ShellLink>
        }
      >
        {!data ? (
          <SkeletonGroup label={t('tasks.loading')}>
            <ul className={styles.tasks}>
              {Array.from({ length: tasksShown }, (_, i) => (
                <TaskSkeleton key={i} />
              ))}
            </ul>
          </SkeletonGroup>
        ) : open.length === 0 ? (
          <p className={styles.muted}>{t('tasks.allDone')}</p>
        ) : (
          <>
            <TaskList tasks={open.slice(0, tasksShown)} label={t('tasks.title')} />
            {open.length > tasksShown && <p className={styles.muted}>{t('tasks.more', { count: open.length - tasksShown })}</p>}
          </>
        )}
      </Card>
    </>
  );
}
