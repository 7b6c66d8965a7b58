import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { addressOfFilter, choiceInAddress, pageInAddress } from '@seller-portal/app-runtime';
import {
  notificationEventStatuses,
  notificationEventTypeCodes,
  type NotificationEventBulkAction,
  type NotificationEventFilterRequest,
  type NotificationEventStatus,
  type NotificationEventType,
} from '@seller-portal/contracts/partner-notifications';
import { Button, Card, TextField, useToast, VisuallyHidden } from '@seller-portal/ui';
import { adminStyles, ConfirmDialog, Pager, QueryStates, SelectField } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTimeText } from '../../hooks/page-hooks';
import { eventListQuery, eventPageSize, useBulkEventAction } from '../api/events';
import { useEventsTranslation } from '../i18n/resources';
import { CreateEventDialog } from './CreateEventDialog';
import { StatusBadge, useIsAdmin } from './shared';
import styles from './events.module.css';

/** The filter as the address keeps it (beside `tab`), so Back from an event returns to the same page of the same search. */
export function filterOf(params: URLSearchParams): NotificationEventFilterRequest {
  const type = choiceInAddress(params, 'type', notificationEventTypeCodes);
  const status = choiceInAddress(params, 'status', notificationEventStatuses);
  return {
    page: pageInAddress(params),
    size: eventPageSize,
    ...(params.get('code') ? { code: params.get('code') ?? '' } : {}),
    ...(params.get('name') ? { name: params.get('name') ?? '' } : {}),
    ...(type ? { type } : {}),
    ...(status ? { status } : {}),
  };
}

// A search of the list (its values go to the address), not a form with field messages: it stays off useFormState.
function FilterForm({ filter, onSearch }: { filter: NotificationEventFilterRequest; onSearch: (filter: NotificationEventFilterRequest) => void }) {
  const { t } = useEventsTranslation();
  const [code, setCode] = useState(filter.code ?? '');
  const [name, setName] = useState(filter.name ?? '');
  const [type, setType] = useState<string>(filter.type ?? '');
  const [status, setStatus] = useState<string>(filter.status ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      page: 0,
      ...(code.trim() ? { code: code.trim() } : {}),
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(type ? { type: type as NotificationEventType } : {}),
      ...(status ? { status: status as NotificationEventStatus } : {}),
    });
  };
  return (
    <form role="search" aria-label={t('list.filters')} onSubmit={submit}>
      <div className={styles.filters}>
        <TextField label={t('field.code')} value={code} onChange={(event) => setCode(event.target.value)} type="search" />
        <TextField label={t('field.name')} value={name} onChange={(event) => setName(event.target.value)} type="search" />
        <SelectField
          label={t('field.type')}
          value={type}
          onChange={(event) => setType(event.target.value)}
          options={[{ value: '', label: t('list.anyType') }, ...notificationEventTypeCodes.map((value) => ({ value, label: t(`type.${value}`) }))]}
        />
        <SelectField
          label={t('field.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          options={[{ value: '', label: t('list.anyStatus') }, ...notificationEventStatuses.map((value) => ({ value, label: t(`status.${value}`) }))]}
        />
      </div>
      <div className={styles.filterActions}>
        <Button type="submit">{t('list.search')}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setCode('');
            setName('');
            setType('');
            setStatus('');
            onSearch({ page: 0 });
          }}
        >
          {t('list.reset')}
        </Button>
      </div>
    </form>
  );
}

/** The confirmation of a bulk action: what it does to how many events, then the call; the list reloads after. */
function BulkDialog({ action, codes, onClose }: { action: NotificationEventBulkAction | null; codes: readonly string[]; onClose: (done: boolean) => void }) {
  const { t } = useEventsTranslation();
  const toast = useToast();
  const run = useBulkEventAction(codes, {
    onSuccess: (result) => {
      toast.show({ type: 'success', message: t(`bulk.done.${result.action}`, { count: result.changed.length }) });
      onClose(true);
    },
    onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error) }),
  });
  return (
    <ConfirmDialog
      open={action !== null}
      onOpenChange={(open) => !open && onClose(false)}
      title={action ? t(`bulk.title.${action}`, { count: codes.length }) : ''}
      description={action ? t(`bulk.text.${action}`, { codes: codes.join(', ') }) : ''}
      cancelText={t('cancel')}
      confirmText={action ? t(`bulk.confirm.${action}`) : ''}
      tone={action === 'DELETE' ? 'danger' : 'primary'}
      busy={run.isPending}
      onConfirm={() => action && run.mutate(action)}
    />
  );
}

const bulkActions: readonly NotificationEventBulkAction[] = ['ACTIVATE', 'DEACTIVATE', 'DELETE'];

/** The Event tab of `/partners-notification`: the events with a filter and server paging, bulk actions and create. */
export function EventsTab() {
  const { t } = useEventsTranslation();
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const list = useQuery(eventListQuery(client, filter));
  const timeText = useTimeText();
  const isAdmin = useIsAdmin();
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [confirming, setConfirming] = useState<NotificationEventBulkAction | null>(null);
  const [creating, setCreating] = useState(false);

  const search = (next: NotificationEventFilterRequest) => {
    setSelected([]);
    setParams(addressOfFilter(next));
  };

  const page = list.data;
  const pages = Math.max(page?.totalPages ?? 1, 1);
  const codesOnPage = page?.content.map((event) => event.code) ?? [];
  const allSelected = codesOnPage.length > 0 && codesOnPage.every((code) => selected.includes(code));
  const toggle = (code: string) => setSelected((current) => (current.includes(code) ? current.filter((c) => c !== code) : [...current, code]));

  return (
    <div className={styles.stack}>
      {isAdmin && (
        <div className={styles.actions}>
          <Button onClick={() => setCreating(true)}>{t('create.open')}</Button>
        </div>
      )}
      <Card>
        <FilterForm key={params.toString()} filter={filter} onSearch={search} />
      </Card>
      <Card>
        {isAdmin && selected.length > 0 && (
          <div className={styles.bulkBar} role="group" aria-label={t('bulk.label')}>
            <span>{t('bulk.selected', { count: selected.length })}</span>
            {bulkActions.map((action) => (
              <Button key={action} size="sm" variant={action === 'DELETE' ? 'danger' : 'secondary'} onClick={() => setConfirming(action)}>
                {t(`bulk.action.${action}`)}
              </Button>
            ))}
          </div>
        )}
        <QueryStates
          query={list}
          errorText={(error) => serverErrorText(t, error)}
          isEmpty={(page) => page.content.length === 0}
          empty={<p className={styles.muted}>{t('list.empty')}</p>}
        >
          {(page) => (
            <>
              <table className={adminStyles.table} aria-busy={list.isFetching || undefined}>
                <VisuallyHidden as="caption">{t('list.caption', { page: page.page + 1, pages })}</VisuallyHidden>
                <thead>
                  <tr>
                    {isAdmin && (
                      <th scope="col">
                        <input
                          type="checkbox"
                          aria-label={t('bulk.selectAll')}
                          checked={allSelected}
                          onChange={() => setSelected(allSelected ? [] : codesOnPage)}
                        />
                      </th>
                    )}
                    <th scope="col">{t('field.code')}</th>
                    <th scope="col">{t('field.name')}</th>
                    <th scope="col">{t('field.type')}</th>
                    <th scope="col">{t('field.status')}</th>
                    <th scope="col">{t('list.reach')}</th>
                    <th scope="col">{t('list.updated')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.content.map((event) => (
                    <tr key={event.code}>
                      {isAdmin && (
                        <td data-label={t('bulk.select')}>
                          <input
                            type="checkbox"
                            aria-label={t('bulk.selectOne', { code: event.code })}
                            checked={selected.includes(event.code)}
                            onChange={() => toggle(event.code)}
                          />
                        </td>
                      )}
                      <td data-label={t('field.code')}>
                        <Link
                          className={`${adminStyles.textLink} ${adminStyles.mono} ${styles.nowrap}`}
                          to={`/partners-notification/event/${encodeURIComponent(event.code)}`}
                        >
                          {event.code}
                        </Link>
                      </td>
                      <td data-label={t('field.name')}>{event.name}</td>
                      <td data-label={t('field.type')} className={styles.nowrap}>
                        {t(`type.${event.type}`)}
                      </td>
                      <td data-label={t('field.status')}>
                        <StatusBadge status={event.status} />
                      </td>
                      <td data-label={t('list.reach')}>
                        {t('list.reachText', {
                          count: event.ruleCount,
                          channels: event.channels.length ? event.channels.map((channel) => t(`channel.${channel}`)).join(', ') : t('list.noChannel'),
                        })}
                      </td>
                      <td data-label={t('list.updated')}>{t('list.updatedBy', { time: timeText(event.updatedAt), actor: event.updatedBy })}</td>
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
      <BulkDialog
        action={confirming}
        codes={selected}
        onClose={(done) => {
          setConfirming(null);
          if (done) setSelected([]);
        }}
      />
      <CreateEventDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
