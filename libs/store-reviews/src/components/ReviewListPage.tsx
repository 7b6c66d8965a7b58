import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { storeReviewKinds, storeReviewStatuses, type StoreReviewKind, type StoreReviewStatus } from '@seller-portal/contracts/store-reviews';
import { Card, Container } from '@seller-portal/ui';
import { adminStyles, FilterChip, FilterChips, PageHead, QueryStates, SelectField } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { storeReviewListQuery } from '../api/store-reviews';
import { useStoreReviewsTranslation } from '../i18n/resources';
import { reviewPath, useTimeText } from './shared';
import styles from './store-reviews.module.css';

/** /store-review: the queue, waiting items oldest first; a status and a kind filter kept in the address. */
export function ReviewListPage() {
  const { t } = useStoreReviewsTranslation();
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const status = (storeReviewStatuses as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as StoreReviewStatus)
    : params.get('status') === 'ALL'
      ? undefined
      : 'WAITING';
  const kind = (storeReviewKinds as readonly string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as StoreReviewKind) : undefined;
  const list = useQuery(storeReviewListQuery(client, { status, kind }));
  const timeText = useTimeText();
  const setFilter = (name: 'status' | 'kind', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <Container className={adminStyles.page}>
      <PageHead title={t('title')} lead={t('lead')} />
      <Card>
        <div className={styles.filters}>
          <FilterChips label={t('filter.status')}>
            <FilterChip pressed={status === undefined} onClick={() => setFilter('status', 'ALL')}>
              {t('filter.all')}
            </FilterChip>
            {storeReviewStatuses.map((each) => (
              <FilterChip key={each} pressed={status === each} onClick={() => setFilter('status', each)}>
                {t(`status.${each}`)}
              </FilterChip>
            ))}
          </FilterChips>
          <SelectField
            label={t('filter.kind')}
            value={kind ?? ''}
            options={[{ value: '', label: t('filter.allKinds') }, ...storeReviewKinds.map((each) => ({ value: each, label: t(`kind.${each}`) }))]}
            onChange={(event) => setFilter('kind', event.target.value)}
          />
        </div>
        <QueryStates query={list} errorText={(error) => serverErrorText(t, error)} empty={<p className={adminStyles.lead}>{t('empty')}</p>}>
          {(reviews) => (
            <table className={adminStyles.table} aria-busy={list.isFetching || undefined} aria-label={t('title')}>
              <thead>
                <tr>
                  <th scope="col">{t('column.store')}</th>
                  <th scope="col">{t('column.kind')}</th>
                  <th scope="col">{t('column.submitted')}</th>
                  <th scope="col">{t('column.status')}</th>
                </tr>
              </thead>
              <tbody>
                {reviews.map((review) => (
                  <tr key={review.id}>
                    <td data-label={t('column.store')}>
                      <Link
                        className={adminStyles.textLink}
                        to={reviewPath(review.id)}
                        aria-label={t('openNamed', { kind: t(`kind.${review.kind}`), store: review.storeName })}
                      >
                        {review.storeName}
                      </Link>
                      <span className={`${styles.code} ${adminStyles.mono}`}>{review.storeCode}</span>
                    </td>
                    <td data-label={t('column.kind')}>{t(`kind.${review.kind}`)}</td>
                    <td data-label={t('column.submitted')}>{timeText(review.submittedAt)}</td>
                    <td data-label={t('column.status')}>
                      <span className={styles.badge} data-status={review.status}>
                        {t(`status.${review.status}`)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </QueryStates>
      </Card>
    </Container>
  );
}
