import { useViewportClass } from '@seller-portal/app-runtime';
import { useApiClient } from '@seller-portal/api-client';
import { settlementPathsOf, settlementStatuses, type SettlementFilter, type SettlementStatus } from '@seller-portal/contracts/settlements';
import { Button, Card, Container, TextField } from '@seller-portal/ui';
import { adminStyles, FailureStatus, LoadingStatus, QueryStates, SelectField } from '@seller-portal/ui/forms';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { settlementLinesQuery, settlementPeriodsQuery } from '../api/settlements';
import { PeriodCards } from '../components/PeriodCards';
import { SettlementLines } from '../components/SettlementLines';
import { SettlementsNav } from '../components/SettlementsNav';
import styles from '../components/settlements.module.css';
import { filterOf, hasFilter, monthRange, paramsOf } from '../lib/filter-params';
import { useSettlementTexts } from '../lib/use-settlement-texts';

/**
 * /settlements (§2.5): the store's months with their totals, the lines per order (each linking to its order) under a
 * filter kept in the page's address (completion dates, status), keyset pages loaded on request, and the lines of the
 * filter as an Excel file. A table on a desktop, cards on a phone.
 */
export function SettlementsPage() {
  const { t, language, errorText } = useSettlementTexts();
  const client = useApiClient();
  const phone = useViewportClass() === 'mobile';
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterOf(params), [params]);
  const show = (next: SettlementFilter) => setParams(paramsOf(next), { replace: true });

  const periods = useQuery(settlementPeriodsQuery(client));
  const lines = useInfiniteQuery(settlementLinesQuery(client, filter));
  const rows = useMemo(() => lines.data?.pages.flatMap((page) => page.content) ?? [], [lines.data]);
  // The month a period card's button chose, while the filter is exactly that month.
  const currentMonth =
    filter.from && filter.to && !filter.status && monthRange(filter.from.slice(0, 7)).to === filter.to && filter.from.endsWith('-01')
      ? filter.from.slice(0, 7)
      : null;

  return (
    <Container className={adminStyles.page}>
      <div className={adminStyles.head}>
        <div>
          <h1 className={adminStyles.heading}>{t('title')}</h1>
          <p className={adminStyles.lead}>{t('lead')}</p>
        </div>
      </div>
      <SettlementsNav />

      <section aria-labelledby="settlement-periods">
        <h2 id="settlement-periods" className={styles.sectionHeading}>
          {t('periods.heading')}
        </h2>
        <QueryStates query={periods} errorText={errorText} empty={<p className={styles.empty}>{t('periods.empty')}</p>}>
          {(periodList) => <PeriodCards periods={periodList} current={currentMonth} onShow={(period) => show(monthRange(period))} />}
        </QueryStates>
      </section>

      <section aria-labelledby="settlement-lines">
        <div className={styles.toolbar}>
          <h2 id="settlement-lines">{t('lines.heading')}</h2>
          <a className={adminStyles.buttonLinkSecondary} href={settlementPathsOf.export({ ...filter, lang: language })} download>
            {t('export')}
          </a>
        </div>
        <Card>
          <form className={styles.filters} role="search" aria-label={t('filter.label')} onSubmit={(event) => event.preventDefault()}>
            <TextField
              label={t('filter.from')}
              type="date"
              value={filter.from ?? ''}
              max={filter.to}
              onChange={(event) => show({ ...filter, from: event.target.value || undefined })}
            />
            <TextField
              label={t('filter.to')}
              type="date"
              value={filter.to ?? ''}
              min={filter.from}
              onChange={(event) => show({ ...filter, to: event.target.value || undefined })}
            />
            <SelectField
              wrapperClassName={styles.statusField}
              label={t('filter.status')}
              value={filter.status ?? ''}
              onChange={(event) => show({ ...filter, status: (event.target.value || undefined) as SettlementStatus | undefined })}
              options={[{ value: '', label: t('filter.anyStatus') }, ...settlementStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))]}
            />
            {hasFilter(filter) && (
              <Button variant="ghost" onClick={() => show({})}>
                {t('filter.clear')}
              </Button>
            )}
          </form>
        </Card>

        {lines.isPending ? (
          <LoadingStatus />
        ) : lines.isError ? (
          <FailureStatus text={errorText(lines.error)} onRetry={() => void lines.refetch()} />
        ) : rows.length === 0 ? (
          <p className={styles.empty}>{hasFilter(filter) ? t('lines.emptyFiltered') : t('lines.empty')}</p>
        ) : (
          <>
            <p className={styles.shown} aria-live="polite">
              {t('lines.shown', { count: rows.length })}
            </p>
            <SettlementLines lines={rows} cards={phone} />
            {lines.hasNextPage && (
              <div className={styles.more}>
                <Button variant="secondary" loading={lines.isFetchingNextPage} onClick={() => void lines.fetchNextPage()}>
                  {t('lines.more')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </Container>
  );
}
