import { useApiClient } from '@seller-portal/api-client';
import { addressOfFilter, choiceInAddress, pageInAddress } from '@seller-portal/app-runtime';
import {
  announcementStatuses,
  announcementTypes,
  type AnnouncementFilterRequest,
  type AnnouncementStatus,
  type AnnouncementType,
} from '@seller-portal/contracts/announcements';
import { Button, Card, Container, TextField, VisuallyHidden } from '@seller-portal/ui';
import { adminStyles, PageHead, Pager, QueryStates, SelectField } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { announcementListQuery } from '../api/announcements';
import { useAnnouncementsTranslation } from '../i18n/resources';
import { BannerOrderSection } from './BannerOrderSection';
import { StatusBadge, useServerErrorText, useWindowText } from './shared';
import styles from './management.module.css';

const pageSize = 10;

/** The filter as the address keeps it, so Back from a detail returns to the same page of the same search. */
function filterOf(params: URLSearchParams): AnnouncementFilterRequest {
  const type = choiceInAddress(params, 'type', announcementTypes);
  const status = choiceInAddress(params, 'status', announcementStatuses);
  return {
    page: pageInAddress(params),
    size: pageSize,
    ...(params.get('keyword') ? { keyword: params.get('keyword') ?? '' } : {}),
    ...(type ? { type } : {}),
    ...(status ? { status } : {}),
  };
}

// A search of the list (its values go to the address), not a form with field messages: it stays off useFormState.
function FilterForm({ filter, onSearch }: { filter: AnnouncementFilterRequest; onSearch: (filter: AnnouncementFilterRequest) => void }) {
  const { t } = useAnnouncementsTranslation();
  const [keyword, setKeyword] = useState(filter.keyword ?? '');
  const [type, setType] = useState<string>(filter.type ?? '');
  const [status, setStatus] = useState<string>(filter.status ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      page: 0,
      size: pageSize,
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
      ...(type ? { type: type as AnnouncementType } : {}),
      ...(status ? { status: status as AnnouncementStatus } : {}),
    });
  };
  return (
    <form className={adminStyles.filters} role="search" aria-label={t('list.filters')} onSubmit={submit}>
      <TextField
        label={t('list.keyword')}
        placeholder={t('list.keywordPlaceholder')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        type="search"
      />
      <SelectField
        label={t('list.typeColumn')}
        value={type}
        onChange={(event) => setType(event.target.value)}
        options={[{ value: '', label: t('list.anyType') }, ...announcementTypes.map((value) => ({ value, label: t(`type.${value}`) }))]}
      />
      <SelectField
        label={t('list.statusColumn')}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        options={[{ value: '', label: t('list.anyStatus') }, ...announcementStatuses.map((value) => ({ value, label: t(`status.${value}`) }))]}
      />
      <div className={adminStyles.row}>
        <Button type="submit">{t('list.search')}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setKeyword('');
            setType('');
            setStatus('');
            onSearch({ page: 0, size: pageSize });
          }}
        >
          {t('list.reset')}
        </Button>
      </div>
    </form>
  );
}

/** /announcement (§2.4): the announcements with a filter and server paging, and the banner order. */
export function AnnouncementListPage() {
  const { t } = useAnnouncementsTranslation();
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const list = useQuery(announcementListQuery(client, filter));
  const windowText = useWindowText();
  const errorText = useServerErrorText();

  const search = (next: AnnouncementFilterRequest) => setParams(addressOfFilter(next));

  const page = list.data;
  const pages = Math.max(page?.totalPages ?? 1, 1);
  return (
    <Container className={adminStyles.page}>
      <PageHead
        title={t('title')}
        lead={t('lead')}
        actions={
          <Link className={adminStyles.buttonLink} to="/announcement/create">
            {t('create')}
          </Link>
        }
      />

      <Card>
        <FilterForm key={params.toString()} filter={filter} onSearch={search} />
        <QueryStates query={list} errorText={errorText} isEmpty={(page) => page.content.length === 0} empty={<p className={styles.empty}>{t('list.empty')}</p>}>
          {(page) => (
            <>
              <table className={adminStyles.table} aria-busy={list.isFetching || undefined}>
                <VisuallyHidden as="caption">{t('list.caption', { page: page.page + 1, pages })}</VisuallyHidden>
                <thead>
                  <tr>
                    <th scope="col">{t('list.code')}</th>
                    <th scope="col">{t('list.titleColumn')}</th>
                    <th scope="col">{t('list.typeColumn')}</th>
                    <th scope="col">{t('list.statusColumn')}</th>
                    <th scope="col">{t('list.window')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.content.map((announcement) => (
                    <tr key={announcement.code}>
                      <td data-label={t('list.code')}>
                        <Link className={adminStyles.textLink} to={`/announcement/${encodeURIComponent(announcement.code)}`}>
                          {announcement.code}
                        </Link>
                      </td>
                      <td data-label={t('list.titleColumn')}>{announcement.title.id}</td>
                      <td data-label={t('list.typeColumn')}>{t(`type.${announcement.type}`)}</td>
                      <td data-label={t('list.statusColumn')}>
                        <StatusBadge status={announcement.status} />
                      </td>
                      <td data-label={t('list.window')}>{windowText(announcement.startTime, announcement.endTime)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager
                label={t('list.pagination')}
                page={page.page}
                totalPages={pages}
                onPage={(next) => search({ ...filter, page: next })}
                previousText={t('list.previous')}
                nextText={t('list.next')}
              >
                {t('list.pageOf', { page: page.page + 1, pages, count: page.totalElements })}
              </Pager>
            </>
          )}
        </QueryStates>
      </Card>

      <BannerOrderSection />
    </Container>
  );
}
