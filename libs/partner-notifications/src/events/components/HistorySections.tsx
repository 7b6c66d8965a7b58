import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { eventChannels } from '@seller-portal/contracts/partner-notifications';
import { Card } from '@seller-portal/ui';
import { adminStyles, AuditTrail, Pager, QueryStates } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeText } from '../../hooks/page-hooks';
import { auditQuery, deliveryHistoryQuery } from '../api/events';
import { useEventsTranslation } from '../i18n/resources';
import styles from './events.module.css';

/** §7 event/histories: each trigger of the event, the stores and people it reached, per channel, newest first. */
export function DeliveryHistory({ code }: { code: string }) {
  const { t } = useEventsTranslation();
  const client = useApiClient();
  const timeText = useTimeText();
  const [page, setPage] = useState(0);
  const history = useQuery(deliveryHistoryQuery(client, code, page));
  const pages = Math.max(history.data?.totalPages ?? 1, 1);
  return (
    <Card title={t('deliveries.title')}>
      <QueryStates
        query={history}
        errorText={(error) => serverErrorText(t, error)}
        isEmpty={(deliveries) => deliveries.content.length === 0}
        empty={<p className={styles.muted}>{t('deliveries.empty')}</p>}
      >
        {(deliveries) => (
          <>
            <table className={adminStyles.table} aria-label={t('deliveries.title')} aria-busy={history.isFetching || undefined}>
              <thead>
                <tr>
                  <th scope="col">{t('deliveries.time')}</th>
                  <th scope="col">{t('deliveries.eventId')}</th>
                  <th scope="col">{t('deliveries.stores')}</th>
                  <th scope="col">{t('deliveries.recipients')}</th>
                  <th scope="col">{t('deliveries.channels')}</th>
                </tr>
              </thead>
              <tbody>
                {deliveries.content.map((delivery) => (
                  <tr key={delivery.id}>
                    <td data-label={t('deliveries.time')}>
                      <time dateTime={new Date(delivery.createdAt).toISOString()}>{timeText(delivery.createdAt)}</time>
                    </td>
                    <td data-label={t('deliveries.eventId')} className={adminStyles.mono}>
                      {delivery.eventId ?? '—'}
                    </td>
                    <td data-label={t('deliveries.stores')}>{delivery.storeCount}</td>
                    <td data-label={t('deliveries.recipients')}>{delivery.recipients}</td>
                    <td data-label={t('deliveries.channels')}>
                      {eventChannels
                        .filter((channel) => delivery.byChannel[channel])
                        .map((channel) => {
                          const outcome = delivery.byChannel[channel];
                          return t('deliveries.outcome', {
                            channel: t(`channel.${channel}`),
                            sent: outcome?.sent ?? 0,
                            skipped: outcome?.skippedByPreference ?? 0,
                            failed: outcome?.failed ?? 0,
                          });
                        })
                        .join('; ') || '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {pages > 1 && (
              <Pager label={t('deliveries.title')} page={page} totalPages={pages} onPage={setPage} previousText={t('list.previous')} nextText={t('list.next')}>
                {t('list.pageOf', { page: page + 1, pages, count: deliveries.totalElements })}
              </Pager>
            )}
          </>
        )}
      </QueryStates>
    </Card>
  );
}

const auditedFields = ['name', 'type', 'status', 'description', 'rules', 'templates'] as const;

/** The fields an update changed, from the audit entry's before and after. */
export function changedFields(before: unknown, after: unknown): (typeof auditedFields)[number][] {
  const was = (before ?? {}) as Record<string, unknown>;
  const is = (after ?? {}) as Record<string, unknown>;
  return auditedFields.filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]));
}

/** The event's changes from the shared audit log: who changed it, when, and which of its parts. */
export function AuditSection({ code }: { code: string }) {
  const { t } = useEventsTranslation();
  const client = useApiClient();
  const timeText = useTimeText();
  const [page, setPage] = useState(0);
  const history = useQuery(auditQuery(client, code, page));
  return (
    <AuditTrail
      loading={history.isPending}
      error={history.isError ? serverErrorText(t, history.error) : null}
      entries={(history.data?.content ?? []).map((entry) => ({
        id: entry.id,
        summary: t(`audit.${entry.action}`, { actor: entry.actor }),
        timeText: timeText(entry.createdAt),
        dateTime: new Date(entry.createdAt).toISOString(),
        details:
          entry.action === 'UPDATE' ? (
            <p className={styles.muted}>
              {t('audit.changed', {
                fields:
                  changedFields(entry.before, entry.after)
                    .map((field) => t(`audit.field.${field}`))
                    .join(', ') || '—',
              })}
            </p>
          ) : undefined,
      }))}
      page={page}
      totalPages={history.data?.totalPages ?? 0}
      onPage={setPage}
    />
  );
}
