import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { performancePeriods, storeDayOf, type PerformancePeriod, type PerformanceTotals, type StorePerformance } from '@seller-portal/contracts/analytics';
import { type Language } from '@seller-portal/contracts/core';
import { Button, Card, Container, TextField } from '@seller-portal/ui';
import { useFormState } from '@seller-portal/ui/forms';
import { Skeleton, SkeletonGroup } from '@seller-portal/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { TimeSeriesChart } from '@seller-portal/ui/charts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { badgesQuery, performanceQuery, type PeriodChoice } from './api/performance';
import { formatsFor, type Formats } from './components/format';
import { useStorePerformanceTranslation } from './i18n/resources';
import styles from './StorePerformancePage.module.css';

/** The period of the address (`?period=7|30|90`, or `custom` with `from` and `to`), 30 days when none. */
function choiceOf(params: URLSearchParams): PeriodChoice {
  const period = params.get('period');
  if (!performancePeriods.includes(period as PerformancePeriod)) return { period: '30' };
  if (period !== 'custom') return { period: period as PerformancePeriod };
  return { period: 'custom', from: params.get('from') ?? '', to: params.get('to') ?? '' };
}

function PeriodPicker({ choice, onChoose }: { choice: PeriodChoice; onChoose: (choice: PeriodChoice) => void }) {
  const { t } = useStorePerformanceTranslation();
  const today = storeDayOf(Date.now());
  const [custom, setCustom] = useState(choice.period === 'custom');
  // The browser asks for both days (`required`, `max`); the server judges the period (PERFORMANCE_PERIOD_INVALID,
  // shown above the figures), so the address keeps what was chosen.
  const form = useFormState({
    initialValues: { from: choice.from ?? '', to: choice.to ?? today },
    validate: () => ({}),
    submit: async ({ from, to }) => onChoose({ period: 'custom', from, to }),
  });
  return (
    <div className={styles.periods}>
      <fieldset className={styles.segments}>
        <legend className={styles.legend}>{t('period.label')}</legend>
        {(['7', '30', '90'] as const).map((period) => (
          <label key={period} className={styles.segment}>
            <input
              type="radio"
              name="period"
              checked={!custom && choice.period === period}
              onChange={() => {
                setCustom(false);
                onChoose({ period });
              }}
            />
            <span>{t('period.days', { count: Number(period) })}</span>
          </label>
        ))}
        <label className={styles.segment}>
          <input type="radio" name="period" checked={custom} onChange={() => setCustom(true)} />
          <span>{t('period.custom')}</span>
        </label>
      </fieldset>
      {custom && (
        <form className={styles.customForm} onSubmit={(event) => void form.onSubmit(event)} aria-label={t('period.custom')}>
          <TextField {...form.textField('from')} label={t('period.from')} type="date" max={today} required />
          <TextField {...form.textField('to')} label={t('period.to')} type="date" max={today} required />
          <Button type="submit" variant="secondary">
            {t('period.apply')}
          </Button>
        </form>
      )}
    </div>
  );
}

interface TotalTile {
  key: string;
  value: (totals: PerformanceTotals) => string | null;
}

function Summary({ data, format }: { data: StorePerformance; format: Formats }) {
  const { t } = useStorePerformanceTranslation();
  const tiles: TotalTile[] = [
    { key: 'rating', value: (x) => (x.rating === null ? null : `★ ${format.rating(x.rating)}`) },
    { key: 'chatResponseRate', value: (x) => (x.chatResponseRate === null ? null : format.percent(x.chatResponseRate)) },
    { key: 'chatResponseTime', value: (x) => (x.chatResponseTimeMs === null ? null : format.duration(x.chatResponseTimeMs)) },
    { key: 'onTimeShipping', value: (x) => (x.onTimeShippingRate === null ? null : format.percent(x.onTimeShippingRate)) },
    { key: 'cancellation', value: (x) => (x.cancellationRate === null ? null : format.percent(x.cancellationRate)) },
  ];
  const detail = (key: string) => {
    if (key === 'rating') return t('summary.ratingCount', { count: data.totals.ratingCount, formattedCount: format.count(data.totals.ratingCount) });
    if (key === 'chatResponseRate')
      return t('summary.chatsAnswered', {
        answered: format.count(data.totals.chatsAnswered),
        count: data.totals.chats,
        formattedCount: format.count(data.totals.chats),
      });
    if ((key === 'onTimeShipping' || key === 'cancellation') && !data.ordersCounted) return t('summary.noOrders');
    return null;
  };
  return (
    <ul className={styles.tiles} aria-label={t('summary.title')}>
      {tiles.map((tile) => {
        const now = tile.value(data.totals);
        const before = tile.value(data.previous);
        return (
          <li key={tile.key} className={styles.tile} data-figure={tile.key}>
            <span className={styles.tileLabel}>{t(`summary.${tile.key}`)}</span>
            <span className={styles.tileValue}>{now ?? t('summary.none')}</span>
            {detail(tile.key) && <span className={styles.tileDetail}>{detail(tile.key)}</span>}
            <span className={styles.tileDetail}>{t('summary.previous', { value: before ?? t('summary.none') })}</span>
          </li>
        );
      })}
    </ul>
  );
}

function Badges() {
  const { t, i18n } = useStorePerformanceTranslation();
  const client = useApiClient();
  const badges = useQuery(badgesQuery(client));
  const format = formatsFor((i18n.language === 'en' ? 'en' : 'id') as Language, t);
  if (!badges.data) return null;
  const { data } = badges;
  return (
    <Card title={t('badges.title')}>
      <p className={styles.lead}>{data.currentBadge ? t('badges.current', { badge: t(`badges.code.${data.currentBadge}`) }) : t('badges.noneYet')}</p>
      <ul className={styles.badges}>
        {data.badges.map((badge) => (
          <li key={badge.code} className={badge.earned ? styles.badgeEarned : styles.badge}>
            <span className={styles.badgeName}>
              {t(`badges.code.${badge.code}`)} {badge.earned && <span className={styles.earned}>{t('badges.earned')}</span>}
            </span>
            <span className={styles.tileDetail}>
              {t('badges.requirements', {
                rating: format.rating(badge.requirements.minRating),
                count: badge.requirements.minRatingCount,
                rate: format.percent(badge.requirements.minChatResponseRate),
              })}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function ChartCard({
  title,
  data,
  kind,
  yHeading,
  formatY,
  yDomain,
  format,
}: {
  title: string;
  data: { x: string; y: number | null }[];
  kind: 'bar' | 'line';
  yHeading: string;
  formatY: (y: number) => string;
  yDomain?: [number, number];
  format: Formats;
}) {
  const { t } = useStorePerformanceTranslation();
  return (
    <Card title={title} className={styles.chartCard}>
      <TimeSeriesChart
        data={data}
        kind={kind}
        label={title}
        xHeading={t('chart.day')}
        yHeading={yHeading}
        formatX={format.day}
        formatY={formatY}
        yDomain={yDomain}
        empty={t('chart.empty')}
      />
    </Card>
  );
}

/**
 * /report/performance (§2.5, STORE_REPORT_SELLER-RATING): the store's rating, chat response rate and time, on-time
 * shipping and cancellation rate over the last 7, 30 or 90 days or a chosen period, each beside the period before,
 * with a chart per figure and the badges they earn.
 */
export function StorePerformancePage() {
  const { t, i18n } = useStorePerformanceTranslation();
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params);
  const performance = useQuery(performanceQuery(client, choice));
  const format = formatsFor((i18n.language === 'en' ? 'en' : 'id') as Language, t);
  const choose = (next: PeriodChoice) =>
    setParams(next.period === 'custom' ? { period: 'custom', from: next.from ?? '', to: next.to ?? '' } : { period: next.period }, { replace: true });
  const data = performance.data;

  return (
    <Container>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </div>
      <PeriodPicker choice={choice} onChoose={choose} />
      {performance.isError && (
        <p role="alert" className={styles.error}>
          {serverErrorText(t, performance.error)}
        </p>
      )}
      {!data ? (
        !performance.isError && (
          <SkeletonGroup label={t('loading')}>
            <Skeleton shape="block" height={120} />
          </SkeletonGroup>
        )
      ) : (
        <div className={styles.sections} aria-busy={performance.isFetching || undefined}>
          {data.pickupPoints && (
            <p className={styles.lead} role="note">
              {t('scope.pickupPoints', { names: data.pickupPoints.map((point) => point.name).join(', ') })}
            </p>
          )}
          <Card title={t('summary.titleOf', { from: format.fullDay(data.from), to: format.fullDay(data.to) })}>
            <Summary data={data} format={format} />
          </Card>
          <Badges />
          <div className={styles.charts}>
            <ChartCard
              title={t('chart.rating')}
              kind="line"
              data={data.days.map((d) => ({ x: d.day, y: d.rating }))}
              yHeading={t('summary.rating')}
              formatY={format.rating}
              yDomain={[0, 5]}
              format={format}
            />
            <ChartCard
              title={t('chart.chatResponseRate')}
              kind="line"
              data={data.days.map((d) => ({ x: d.day, y: d.chatResponseRate }))}
              yHeading={t('summary.chatResponseRate')}
              formatY={format.percent}
              yDomain={[0, 1]}
              format={format}
            />
            <ChartCard
              title={t('chart.chatResponseTime')}
              kind="bar"
              data={data.days.map((d) => ({ x: d.day, y: d.chatResponseTimeMs }))}
              yHeading={t('summary.chatResponseTime')}
              formatY={format.duration}
              format={format}
            />
            {data.ordersCounted && (
              <>
                <ChartCard
                  title={t('chart.onTimeShipping')}
                  kind="line"
                  data={data.days.map((d) => ({ x: d.day, y: d.onTimeShippingRate }))}
                  yHeading={t('summary.onTimeShipping')}
                  formatY={format.percent}
                  yDomain={[0, 1]}
                  format={format}
                />
                <ChartCard
                  title={t('chart.cancellation')}
                  kind="line"
                  data={data.days.map((d) => ({ x: d.day, y: d.cancellationRate }))}
                  yHeading={t('summary.cancellation')}
                  formatY={format.percent}
                  yDomain={[0, 1]}
                  format={format}
                />
              </>
            )}
          </div>
        </div>
      )}
    </Container>
  );
}
