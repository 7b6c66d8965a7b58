import { useApiClient } from '@seller-portal/api-client';
import type { AnnouncementHistoryEntry } from '@seller-portal/contracts';
import { Button, Card, Spinner, VisuallyHidden } from '@seller-portal/ui';
import { adminStyles } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { historyQuery } from '../api/announcements';
import { useAnnouncementsTranslation } from '../i18n/resources';
import { changesOf, readableValue } from '../lib/history-diff';
import { formatTime, useLocale, useServerErrorText } from './shared';
import styles from './management.module.css';

const historyPageSize = 5;

function HistoryEntry({ entry }: { entry: AnnouncementHistoryEntry }) {
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
  // A creation has no before: its table lists what was set.
  const hasBefore = entry.before !== null;
  const action = t(`history.action.${entry.action}`);
  const time = formatTime(entry.createdAt, locale);
  return (
    <li className={styles.historyEntry}>
      <p className={styles.historyHead}>
        <strong>{t('history.by', { action, actor: entry.actor })}</strong>
        <time dateTime={new Date(entry.createdAt).toISOString()} className={styles.muted}>
          {time}
        </time>
      </p>
      {changes.length === 0 ? (
        <p className={styles.muted}>{t('history.noChanges')}</p>
      ) : (
        <table className={styles.diff}>
          <VisuallyHidden as="caption">{t('history.changesOf', { action, time })}</VisuallyHidden>
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
      )}
    </li>
  );
}

/** The audit log of one announcement (§7 history/announcement/filter): who, when, what, before and after. */
export function HistorySection({ code }: { code: string }) {
  const { t } = useAnnouncementsTranslation();
  const client = useApiClient();
  const errorText = useServerErrorText();
  const [page, setPage] = useState(0);
  const history = useQuery(historyQuery(client, { type: 'ANNOUNCEMENT', identifierCode: code, page, size: historyPageSize }));
  const data = history.data;
  return (
    <Card title={t('history.title')}>
      {history.isPending ? (
        <div className={styles.center} role="status">
          <Spinner size="sm" decorative /> {t('loading')}
        </div>
      ) : history.isError ? (
        <p role="alert">{errorText(history.error)}</p>
      ) : !data || data.content.length === 0 ? (
        <p className={styles.empty}>{t('history.empty')}</p>
      ) : (
        <>
          <ol className={styles.history}>
            {data.content.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} />
            ))}
          </ol>
          {data.totalPages > 1 && (
            <nav className={adminStyles.pager} aria-label={t('history.title')}>
              <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {t('history.previous')}
              </Button>
              <span>{t('list.pageOf', { page: page + 1, pages: data.totalPages, count: data.totalElements })}</span>
              <Button variant="secondary" size="sm" disabled={page + 1 >= data.totalPages} onClick={() => setPage(page + 1)}>
                {t('history.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </Card>
  );
}
