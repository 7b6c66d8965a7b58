import { useApiClient } from '@seller-portal/api-client';
import type { AnnouncementHistoryEntry } from '@seller-portal/contracts/announcements';
import { VisuallyHidden } from '@seller-portal/ui';
import { AuditTrail } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { historyQuery } from '../api/announcements';
import { useAnnouncementsTranslation } from '../i18n/resources';
import { changesOf, readableValue } from '../lib/history-diff';
import { formatTime, useLocale, useServerErrorText } from './shared';
import styles from './management.module.css';

const historyPageSize = 5;

/** What one change did: each field it changed, before and after (a creation lists what was set). */
function Changes({ entry }: { entry: AnnouncementHistoryEntry }) {
  const { t } = useAnnouncementsTranslation();
  const locale = useLocale();
  // The vocabulary of the announcement in the page's language; everything else as the diff reads it.
  const show = (path: string, value: unknown) => {
    const words: Record<string, string> = { type: 'type', 'audience.type': 'audience', conditions: 'condition' };
    const group = words[path];
    if (group && typeof value === 'string') return t(`${group}.${value}`, { defaultValue: value });
    if (group && Array.isArray(value) && value.length > 0) return value.map((item) => t(`${group}.${String(item)}`, { defaultValue: String(item) })).join(', ');
    return readableValue(path, value, locale);
  };
  const changes = changesOf(entry.before, entry.after);
  if (changes.length === 0) return <p className={styles.muted}>{t('history.noChanges')}</p>;
  // A creation has no before: its table lists what was set.
  const hasBefore = entry.before !== null;
  const action = t(`history.action.${entry.action}`);
  return (
    <table className={styles.diff}>
      <VisuallyHidden as="caption">{t('history.changesOf', { action, time: formatTime(entry.createdAt, locale) })}</VisuallyHidden>
      <thead>
        <tr>
          <th scope="col">{t('history.field')}</th>
          {hasBefore && <th scope="col">{t('history.before')}</th>}
          <th scope="col">{t('history.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.path}>
            <th scope="row">{t(`history.fields.${change.path || 'order'}`, { defaultValue: change.path })}</th>
            {hasBefore && (
              <td data-label={t('history.before')}>
                <del className={styles.before}>{show(change.path, change.before)}</del>
              </td>
            )}
            <td data-label={t('history.after')}>
              <ins className={styles.after}>{show(change.path, change.after)}</ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The audit log of one announcement (§7 history/announcement/filter): who, when, what, before and after. */
export function HistorySection({ code }: { code: string }) {
  const { t } = useAnnouncementsTranslation();
  const client = useApiClient();
  const errorText = useServerErrorText();
  const locale = useLocale();
  const [page, setPage] = useState(0);
  const history = useQuery(historyQuery(client, { type: 'ANNOUNCEMENT', identifierCode: code, page, size: historyPageSize }));
  return (
    <AuditTrail
      title={t('history.title')}
      loading={history.isPending}
      error={history.isError ? errorText(history.error) : null}
      entries={(history.data?.content ?? []).map((entry) => ({
        id: entry.id,
        summary: t('history.by', { action: t(`history.action.${entry.action}`), actor: entry.actor }),
        timeText: formatTime(entry.createdAt, locale),
        dateTime: new Date(entry.createdAt).toISOString(),
        details: <Changes entry={entry} />,
      }))}
      page={page}
      totalPages={history.data?.totalPages ?? 0}
      onPage={setPage}
      emptyText={t('history.empty')}
    />
  );
}
