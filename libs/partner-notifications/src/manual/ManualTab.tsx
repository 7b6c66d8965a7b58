import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { addressOfFilter, choiceInAddress, pageInAddress } from '@seller-portal/app-runtime';
import {
  editableManualNotificationStatuses,
  manualNotificationCategories,
  manualNotificationStatuses,
  type ManualNotificationCategory,
  type ManualNotificationFilterQuery,
  type ManualNotificationStatus,
} from '@seller-portal/contracts/partner-notifications';
import { Button, Card, TextField, VisuallyHidden } from '@seller-portal/ui';
import { adminStyles, Pager, QueryStates, SelectField } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useMayDo, useTimeText } from '../hooks/page-hooks';
import { manualNotificationListQuery } from './api/manual-notifications';
import { CopyButton, DeleteButton } from './components/ManualActions';
import { manualNotificationPath, StatusBadge, useAudienceText, useChannelsText, useTitleOf } from './components/shared';
import { useManualTranslation } from './i18n/resources';
import styles from './components/manual.module.css';

const pageSize = 10;

/** The filter as the address keeps it (beside `tab=manual`), so Back from a notification returns to the same page. */
function filterOf(params: URLSearchParams): ManualNotificationFilterQuery & { page: number; size: number } {
  const status = choiceInAddress(params, 'status', manualNotificationStatuses);
  const category = choiceInAddress(params, 'category', manualNotificationCategories);
  return {
    page: pageInAddress(params),
    size: pageSize,
    ...(params.get('keyword') ? { keyword: params.get('keyword') ?? '' } : {}),
    ...(status ? { status } : {}),
    ...(category ? { category } : {}),
  };
}

// A search of the list (its values go to the address), not a form with field messages: it stays off useFormState.
function FilterForm({ filter, onSearch }: { filter: ManualNotificationFilterQuery; onSearch: (filter: ManualNotificationFilterQuery) => void }) {
  const { t } = useManualTranslation();
  const [keyword, setKeyword] = useState(filter.keyword ?? '');
  const [status, setStatus] = useState<string>(filter.status ?? '');
  const [category, setCategory] = useState<string>(filter.category ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
      ...(status ? { status: status as ManualNotificationStatus } : {}),
      ...(category ? { category: category as ManualNotificationCategory } : {}),
    });
  };
  return (
    <form className={adminStyles.filters} role="search" aria-label={t('filters')} onSubmit={submit}>
      <TextField
        label={t('keyword')}
        placeholder={t('keywordPlaceholder')}
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <SelectField
        label={t('column.status')}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        options={[{ value: '', label: t('anyStatus') }, ...manualNotificationStatuses.map((value) => ({ value, label: t(`status.${value}`) }))]}
      />
      <SelectField
        label={t('column.category')}
        value={category}
        onChange={(event) => setCategory(event.target.value)}
        options={[{ value: '', label: t('anyCategory') }, ...manualNotificationCategories.map((value) => ({ value, label: t(`category.${value}`) }))]}
      />
      <div className={adminStyles.row}>
        <Button type="submit">{t('search')}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setKeyword('');
            setStatus('');
            setCategory('');
            onSearch({});
          }}
        >
          {t('reset')}
        </Button>
      </div>
    </form>
  );
}

/** The list itself, for holders of INTERNAL_NOTIFICATION_MANUAL-SEE: filter, server paging, and each action for the holders of its code. */
function ManualNotificationList() {
  const { t } = useManualTranslation();
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const list = useQuery(manualNotificationListQuery(client, filter));
  const timeText = useTimeText();
  const titleOf = useTitleOf();
  const audienceText = useAudienceText();
  const channelsText = useChannelsText();
  const mayEdit = useMayDo('INTERNAL_NOTIFICATION_MANUAL-EDIT');
  const mayCopy = useMayDo('INTERNAL_NOTIFICATION_MANUAL-COPY');
  const mayDelete = useMayDo('INTERNAL_NOTIFICATION_MANUAL-DELETE');

  const search = (next: ManualNotificationFilterQuery) => setParams(addressOfFilter(next, { tab: 'manual' }));

  const pages = Math.max(list.data?.totalPages ?? 1, 1);
  return (
    <>
      <FilterForm key={params.toString()} filter={filter} onSearch={search} />
      <QueryStates
        query={list}
        errorText={(error) => serverErrorText(t, error)}
        isEmpty={(manualPage) => manualPage.content.length === 0}
        empty={<p className={adminStyles.lead}>{t('empty')}</p>}
      >
        {(manualPage) => (
          <>
            <table className={adminStyles.table} aria-busy={list.isFetching || undefined}>
              <VisuallyHidden as="caption">{t('caption', { page: manualPage.page + 1, pages })}</VisuallyHidden>
              <thead>
                <tr>
                  <th scope="col">{t('column.title')}</th>
                  <th scope="col">{t('column.category')}</th>
                  <th scope="col">{t('column.channels')}</th>
                  <th scope="col">{t('column.audience')}</th>
                  <th scope="col">{t('column.status')}</th>
                  <th scope="col">{t('column.when')}</th>
                  {(mayEdit || mayCopy || mayDelete) && <th scope="col">{t('column.actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {manualPage.content.map((notification) => {
                  const title = titleOf(notification);
                  const when = notification.sentAt ?? notification.scheduledAt;
                  const editable = editableManualNotificationStatuses.includes(notification.status) && !notification.sending;
                  return (
                    <tr key={notification.id} data-testid="manual-notification-row">
                      <td data-label={t('column.title')}>
                        <Link className={adminStyles.textLink} to={manualNotificationPath(notification.id)}>
                          {title}
                        </Link>
                      </td>
                      <td data-label={t('column.category')}>
                        <span className={styles.nowrap}>{t(`category.${notification.category}`)}</span>
                      </td>
                      <td data-label={t('column.channels')}>{channelsText(notification.channels)}</td>
                      <td data-label={t('column.audience')}>{audienceText(notification.audience)}</td>
                      <td data-label={t('column.status')}>
                        <StatusBadge notification={notification} />
                      </td>
                      <td data-label={t('column.when')}>{when === null ? t('notScheduled') : timeText(when)}</td>
                      {(mayEdit || mayCopy || mayDelete) && (
                        <td data-label={t('column.actions')}>
                          <div className={styles.rowActions}>
                            {mayEdit && editable && (
                              <Link
                                className={adminStyles.textLink}
                                to={`${manualNotificationPath(notification.id)}/edit`}
                                aria-label={t('editNamed', { title })}
                              >
                                {t('edit')}
                              </Link>
                            )}
                            {mayCopy && <CopyButton notification={notification} size="sm" named />}
                            {mayDelete && !notification.sending && <DeleteButton notification={notification} size="sm" named />}
                          </div>
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <Pager
              label={t('pagination')}
              page={manualPage.page}
              totalPages={pages}
              onPage={(next) => search({ ...filter, page: next })}
              previousText={t('previous')}
              nextText={t('next')}
            >
              {t('pageOf', { page: manualPage.page + 1, pages, count: manualPage.totalElements })}
            </Pager>
          </>
        )}
      </QueryStates>
    </>
  );
}

/**
 * The Manual tab of `/partners-notification?tab=manual` (§7 "Manual notifications"): the list for holders of
 * INTERNAL_NOTIFICATION_MANUAL-SEE, Create for holders of -SAVE; without SEE it says so and asks nothing of the server.
 */
export function ManualTab() {
  const { t } = useManualTranslation();
  const maySee = useMayDo('INTERNAL_NOTIFICATION_MANUAL-SEE');
  const maySave = useMayDo('INTERNAL_NOTIFICATION_MANUAL-SAVE');
  return (
    <Card>
      <div className={styles.listHead}>
        <div>
          <h2 className={styles.sectionHeading}>{t('title')}</h2>
          <p className={adminStyles.lead}>{t('lead')}</p>
        </div>
        {maySave && (
          <Link className={adminStyles.buttonLink} to={manualNotificationPath('new')}>
            {t('create')}
          </Link>
        )}
      </div>
      {maySee ? <ManualNotificationList /> : <p className={adminStyles.lead}>{t('noAccess')}</p>}
    </Card>
  );
}
