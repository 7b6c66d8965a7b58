import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { Dialog, Spinner } from '@seller-portal/ui';
import { adminStyles, FailureStatus, Notice } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bulkProcessQuery, useBulkProcessFinished } from '../api/products';
import { useProductsTranslation } from '../i18n/resources';
import styles from './products.module.css';

export interface BulkProcessModalProps {
  /** §3 bulk upload process modal: which process it follows (open while set). */
  bulkProcessId: string;
  onClose(): void;
}

/**
 * §3 the bulk upload process modal (bulkProcessId, open, excelLink, message): follows the background process until it
 * has finished, then says how many rows changed a product, how many held its values already and how many failed,
 * lists each failed row by its product's name and item ID with its error, and links the failed rows' file.
 */
export function BulkProcessModal({ bulkProcessId, onClose }: BulkProcessModalProps) {
  const { t } = useProductsTranslation();
  const listsChanged = useBulkProcessFinished();
  const process = useQuery(bulkProcessQuery(useApiClient(), bulkProcessId));
  const data = process.data;
  const finished = data?.status === 'DONE' || data?.status === 'FAILED';
  // What the process changed shows in the list behind as soon as it is done.
  useEffect(() => {
    if (finished) void listsChanged();
  }, [finished, listsChanged]);

  const message = !data
    ? null
    : data.status === 'FAILED'
      ? t('bulk.failedFile')
      : data.status === 'DONE'
        ? // What changed, what already held those values, what failed: an unchanged row is no change applied.
          data.failedRows === 0
          ? t('bulk.allDone', { changed: data.changedRows, unchanged: data.unchangedRows })
          : t('bulk.done', { changed: data.changedRows, unchanged: data.unchangedRows, failed: data.failedRows })
        : null;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('bulk.processTitle')} size="lg" closeLabel={t('bulk.close')}>
      {process.isError ? (
        <FailureStatus text={serverErrorText(t, process.error)} onRetry={() => void process.refetch()} />
      ) : !finished ? (
        <p className={adminStyles.row} role="status">
          <Spinner size="sm" decorative />
          {t('bulk.running', { file: data?.fileName ?? '' })}
        </p>
      ) : (
        <div className={styles.detailBody}>
          <Notice tone={data.status === 'FAILED' ? 'danger' : data.failedRows > 0 ? 'warning' : 'success'} role="status">
            {message}
            {data.errorCode && ` ${t(data.errorCode, { ns: 'errors' })}`}
          </Notice>
          {data.notes.length > 0 && (
            <div className={styles.notes}>
              <table className={adminStyles.table} aria-label={t('bulk.notes')}>
                <thead>
                  <tr>
                    <th scope="col" className={styles.noteRow}>
                      {t('bulk.row')}
                    </th>
                    <th scope="col">{t('bulk.product')}</th>
                    <th scope="col">{t('bulk.error')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.notes.map((note) => (
                    <tr key={note.rowNumber}>
                      <td data-label={t('bulk.row')}>{note.rowNumber}</td>
                      <td data-label={t('bulk.product')} className={styles.noteProduct}>
                        {/* One box: on a phone the cell lays its children out beside its label. */}
                        <div>
                          <span className={styles.noteName}>{note.name ?? (note.itemId ? t('bulk.unknownProduct') : '-')}</span>
                          {note.itemId && (
                            <span className={styles.noteId}>
                              {t('bulk.itemId')}: <span className={styles.noteIdValue}>{note.itemId}</span>
                            </span>
                          )}
                        </div>
                      </td>
                      {/* A row's own words: the codes' page texts say "nothing was changed", untrue of a file. */}
                      <td data-label={t('bulk.error')}>{t(`bulk.reason.${note.errorCode}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {data.excelLink && (
            <a className={adminStyles.textLink} href={data.excelLink} download>
              {t('bulk.excelLink')}
            </a>
          )}
        </div>
      )}
    </Dialog>
  );
}
