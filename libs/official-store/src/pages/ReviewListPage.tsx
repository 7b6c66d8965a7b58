import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { officialStoreApplicationStatuses, type OfficialStoreApplicationStatus } from '@seller-portal/contracts/official-store';
import { Card, Container } from '@seller-portal/ui';
import { adminStyles, FilterChip, FilterChips, PageHead, QueryStates } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { reviewListQuery } from '../api/official-store';
import { StatusLabel, useDateText } from '../components/shared';
import { useOfficialStoreTranslation } from '../i18n/resources';

export const reviewPath = (id: string) => `/official/review/${encodeURIComponent(id)}`;

/** The console's `/official/review`: the applications of a status (those in review by default, oldest first). */
export function ReviewListPage() {
  const { t } = useOfficialStoreTranslation();
  const client = useApiClient();
  const dateText = useDateText();
  const [params, setParams] = useSearchParams();
  const status = (officialStoreApplicationStatuses as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as OfficialStoreApplicationStatus)
    : 'IN_REVIEW';
  const list = useQuery(reviewListQuery(client, { status }));

  return (
    <Container className={adminStyles.page}>
      <PageHead title={t('review.title')} lead={t('review.lead')} />
      <FilterChips label={t('review.filter')}>
        {officialStoreApplicationStatuses.map((each) => (
          <FilterChip key={each} pressed={each === status} onClick={() => setParams(each === 'IN_REVIEW' ? {} : { status: each }, { replace: true })}>
            {t(`status.${each}`)}
          </FilterChip>
        ))}
      </FilterChips>
      <Card>
        <QueryStates query={list} errorText={(error) => serverErrorText(t, error)} empty={<p className={adminStyles.lead}>{t('review.empty')}</p>}>
          {(applications) => (
            <table className={adminStyles.table} aria-label={t('review.title')} aria-busy={list.isFetching || undefined}>
              <thead>
                <tr>
                  <th scope="col">{t('review.column.store')}</th>
                  <th scope="col">{t('review.column.brand')}</th>
                  <th scope="col">{t('review.column.kind')}</th>
                  <th scope="col">{t('review.column.submitted')}</th>
                  <th scope="col">{t('review.column.status')}</th>
                  <th scope="col">{t('review.column.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {applications.map((item) => (
                  <tr key={item.id}>
                    <td data-label={t('review.column.store')}>
                      <span>
                        {item.storeName} ({item.storeCode})
                      </span>
                    </td>
                    <td data-label={t('review.column.brand')}>{item.brandName}</td>
                    <td data-label={t('review.column.kind')}>{t(`status.kinds.${item.kind}`)}</td>
                    <td data-label={t('review.column.submitted')}>{dateText(item.submittedAt)}</td>
                    <td data-label={t('review.column.status')}>
                      <StatusLabel status={item.status} />
                    </td>
                    <td data-label={t('review.column.actions')}>
                      <Link className={adminStyles.textLink} to={reviewPath(item.id)} aria-label={`${t('review.open')}: ${item.storeName}, ${item.brandName}`}>
                        {t('review.open')}
                      </Link>
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
