import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { Card } from '../card/Card';
import { Spinner } from '../spinner/Spinner';
import { Pager } from './Pager';
import { useUiPageTranslation } from '../../i18n/page-resources';
import { useUiTranslation } from '../../i18n/use-ui-translation';
import styles from './AdminPage.module.css';

/** "Loading…" with a spinner, announced politely, where a page's data will show. */
export function LoadingStatus() {
  const { t } = useUiTranslation();
  return (
    <p className={styles.status} role="status">
      <Spinner size="sm" decorative /> {t('loading')}
    </p>
  );
}

/** A call that failed: its text (the §8 text of the code) and, when it can be asked again, Try again. */
export function FailureStatus({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useUiTranslation();
  return (
    <div className={styles.status} role="alert">
      <p>{text}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}

export interface AuditTrailEntry {
  id: string;
  /** Who did what ("Dina updated it"). */
  summary: ReactNode;
  /** When, as shown, and as an ISO time for the `time` element. */
  timeText: string;
  dateTime: string;
  /** What changed, when there is something to show. */
  details?: ReactNode;
}

export interface AuditTrailProps {
  loading: boolean;
  /** The text of a failed read, or null. */
  error: string | null;
  /** One page of entries, newest first. */
  entries: readonly AuditTrailEntry[];
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What an empty log says; "No changes yet." by default. */
  emptyText?: string;
  /** The card's heading; "Change history" by default. */
  title?: string;
}

/** The audit log of an internal tool (§2.4): who changed what and when, newest first, a page at a time, in a card. */
export function AuditTrail({ loading, error, entries, page, totalPages, onPage, emptyText, title: heading }: AuditTrailProps) {
  const { t } = useUiPageTranslation();
  const title = heading ?? t('auditTrail.title');
  return (
    <Card title={title}>
      {loading ? (
        <LoadingStatus />
      ) : error !== null ? (
        <FailureStatus text={error} />
      ) : entries.length === 0 ? (
        <p className={styles.lead}>{emptyText ?? t('auditTrail.empty')}</p>
      ) : (
        <ol className={styles.trail}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.trailEntry}>
              <p className={styles.trailHead}>
                <strong>{entry.summary}</strong>
                <time className={styles.trailTime} dateTime={entry.dateTime}>
                  {entry.timeText}
                </time>
              </p>
              {entry.details}
            </li>
          ))}
        </ol>
      )}
      {totalPages > 1 && (
        <Pager label={title} page={page} totalPages={totalPages} onPage={onPage} previousText={t('auditTrail.newer')} nextText={t('auditTrail.older')}>
          {t('auditTrail.pageOf', { page: page + 1, pages: totalPages })}
        </Pager>
      )}
    </Card>
  );
}

/** The classes of the internal tools' pages: heading, tables that turn into rows on a phone, facts, links as buttons, diffs. */
export { styles as adminStyles };
