import { ShellLink } from '@seller-portal/app-runtime';
import type { DashboardOrders } from '@seller-portal/contracts/analytics';
import { Card } from '@seller-portal/ui';
import { TimeSeriesChart } from '@seller-portal/ui/charts';
import { Skeleton } from '@seller-portal/ui/skeleton';
import { useDashboardTranslation } from '../i18n/resources';
import { useFormat } from '../lib/format';
import styles from './Dashboard.module.css';

/** The statuses the orders card counts, in the order an order moves through them. */
const statuses = ['NEW', 'READY_TO_SHIP', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CANCELLED'] as const;

/** The chart's height with its caption line, which its placeholder keeps. */
const chartHeight = 'calc(220px + var(--sp-space-1) + 1.5 * var(--sp-font-size-sm))';

/** The order list behind a count: the status over the period's days. */
const listOf = (status: string, period: { from: string; to: string }) => `/order-list?status=${status}&from=${period.from}&to=${period.to}`;

/**
 * Today's and this week's orders by status (each count a link to those orders), their revenue, and the revenue of the
 * last 30 days as a chart (visx, loaded with it). Until the summary arrives (`orders` undefined) the same cards hold
 * placeholders of the same size, so nothing below them moves when the figures come.
 */
export function OrdersCard({ orders }: { orders: DashboardOrders | undefined }) {
  const { t } = useDashboardTranslation();
  const format = useFormat();
  const periods = [
    { key: 'today', period: orders?.today },
    { key: 'week', period: orders?.week },
  ] as const;
  return (
    <>
      <Card title={t('orders.title')} className={styles.ordersCard} data-tutorial-step="dashboard-orders">
        <div className={styles.tableScroll}>
          <table className={styles.ordersTable}>
            <caption className={styles.caption}>{t('orders.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.status')}</th>
                {periods.map(({ key }) => (
                  <th scope="col" key={key}>
                    {t(`orders.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {statuses.map((status) => (
                <tr key={status}>
                  <th scope="row">{t(`orders.statusName.${status}`)}</th>
                  {periods.map(({ key, period }) => (
                    <td key={key}>
                      {period ? (
                        <ShellLink to={listOf(status, period)} data-order-count={`${key}-${status}`}>
                          {format.number(period.byStatus[status] ?? 0)}
                        </ShellLink>
                      ) : (
                        <Skeleton width="3ch" className={styles.countSkeleton} />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className={styles.revenue}>
          {periods.map(({ key, period }) => (
            <div key={key}>
              <dt>{t(`orders.revenueOf.${key}`)}</dt>
              <dd data-revenue={key}>{period ? format.money(period.revenue) : <Skeleton width="8ch" height="1.5em" />}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title={t('orders.chart')} className={styles.ordersCard}>
        {orders ? (
          <TimeSeriesChart
            data={orders.revenueByDay.map((d) => ({ x: d.day, y: d.revenue }))}
            label={t('orders.chart')}
            xHeading={t('orders.day')}
            yHeading={t('orders.revenue')}
            formatX={format.day}
            formatY={format.compactMoney}
            empty={t('orders.noRevenue')}
          />
        ) : (
          <Skeleton shape="block" height={chartHeight} />
        )}
      </Card>
    </>
  );
}
