import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { ShellLink } from '@seller-portal/app-runtime';
import { Card, Container } from '@seller-portal/ui';
import { TimeSeriesChart } from '@seller-portal/ui/charts';
import { Skeleton, SkeletonGroup } from '@seller-portal/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { resultsQuery } from '../api/ads';
import { useAdsTranslation } from '../i18n/resources';
import { useFormat } from '../lib/format';
import styles from '../components/ads.module.css';

/** `/bliklanv2/:campaignId` (STORE_ANALYTICS_INHOUSE-BLIKLAN): a campaign's results by day, a chart of its spend and the table. */
export function ResultsPage() {
  const { t } = useAdsTranslation();
  const format = useFormat();
  const client = useApiClient();
  const { campaignId = '' } = useParams();
  const results = useQuery(resultsQuery(client, campaignId));
  const data = results.data;
  const shortDay = (day: string) => format.day(day).replace(/ \d{4}$/, '');
  return (
    <Container className={styles.page}>
      <ShellLink to="/bliklanv2" className={styles.backLink}>
        ← {t('results.back')}
      </ShellLink>
      {results.isError ? (
        <p role="alert" className={styles.error}>
          {serverErrorText(t, results.error)}
        </p>
      ) : !data ? (
        <SkeletonGroup label={t('results.table')}>
          <Skeleton height={32} />
          <Skeleton height={200} />
        </SkeletonGroup>
      ) : (
        <>
          <div className={styles.head}>
            <h1 className={styles.title}>{t('results.title', { name: data.campaign.name })}</h1>
            <span className={`${styles.pill} ${styles[`pill${data.campaign.status}`]}`}>{t(`campaigns.status.${data.campaign.status}`)}</span>
          </div>
          <Card title={t('results.totals')}>
            <dl className={styles.facts} data-totals>
              <div>
                <dt>{t('campaigns.impressions')}</dt>
                <dd>{format.number(data.totals.impressions)}</dd>
              </div>
              <div>
                <dt>{t('campaigns.clicks')}</dt>
                <dd>{format.number(data.totals.clicks)}</dd>
              </div>
              <div>
                <dt>{t('campaigns.orders')}</dt>
                <dd>{format.number(data.totals.orders)}</dd>
              </div>
              <div>
                <dt>{t('campaigns.spend')}</dt>
                <dd>{format.money(data.totals.spend)}</dd>
              </div>
            </dl>
          </Card>
          <Card title={t('results.chart')}>
            <TimeSeriesChart
              data={data.days.map((day) => ({ x: day.day, y: day.spend }))}
              label={t('results.chart')}
              xHeading={t('results.day')}
              yHeading={t('campaigns.spend')}
              formatX={shortDay}
              formatY={format.compactMoney}
              empty={t('results.empty')}
            />
          </Card>
          <Card title={t('results.table')}>
            {/* A region of its own: on a phone the table scrolls sideways, by keyboard too. */}
            <div className={styles.tableWrap} role="region" aria-label={t('results.table')} tabIndex={0}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('results.day')}</th>
                    <th scope="col">{t('campaigns.impressions')}</th>
                    <th scope="col">{t('campaigns.clicks')}</th>
                    <th scope="col">{t('results.ctr')}</th>
                    <th scope="col">{t('campaigns.orders')}</th>
                    <th scope="col">{t('campaigns.spend')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...data.days].reverse().map((day) => (
                    <tr key={day.day} data-day={day.day}>
                      <th scope="row">{format.day(day.day)}</th>
                      <td>{format.number(day.impressions)}</td>
                      <td>{format.number(day.clicks)}</td>
                      <td>{day.impressions ? `${format.percent(day.clicks / day.impressions)}` : '–'}</td>
                      <td>{format.number(day.orders)}</td>
                      <td>{format.money(day.spend)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        </>
      )}
    </Container>
  );
}
