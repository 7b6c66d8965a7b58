import { useApiClient } from '@seller-portal/api-client';
import { Button, Dialog, DialogClose } from '@seller-portal/ui';
import { adminStyles } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { orderExportQuery, useStartOrderExport, type OrderListRequest } from '../api/orders';
import { useOrderTexts } from '../lib/use-order-texts';
import styles from './ExportButton.module.css';

/**
 * Export the list as it is filtered to Excel: the server writes the file in the background while the §3 bulk
 * process modal (bulkProcessId, open, excelLink, message) shows its progress, then the link to download it.
 */
export function ExportButton({ request, startNow, onStarted }: { request: OrderListRequest; startNow?: boolean; onStarted?: () => void }) {
  const { t, errorText } = useOrderTexts();
  const client = useApiClient();
  const [open, setOpen] = useState(false);
  const [bulkProcessId, setBulkProcessId] = useState<string | null>(null);
  const start = useStartOrderExport();
  const progress = useQuery({ ...orderExportQuery(client, bulkProcessId ?? ''), enabled: Boolean(bulkProcessId) });
  const current = progress.data;
  const excelLink = current?.excelLink ?? null;
  const message = start.error ? errorText(start.error) : current?.state === 'FAILED' ? t('export.failed') : progress.error ? errorText(progress.error) : null;

  const openModal = () => {
    setBulkProcessId(null);
    start.reset();
    setOpen(true);
    start.mutate(
      { filter: request.filter, ...(request.status ? { status: request.status } : {}) },
      { onSuccess: (started) => setBulkProcessId(started.bulkProcessId) },
    );
  };

  // The palette's "export this month's orders" opens the list with `export=1`: the same export, started once.
  const startedByAddress = useRef(false);
  useEffect(() => {
    if (!startNow || startedByAddress.current) return;
    startedByAddress.current = true;
    openModal();
    onStarted?.();
  });

  return (
    <>
      <Button variant="secondary" onClick={openModal}>
        {t('export.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="sm"
        title={t('export.title')}
        footer={
          <DialogClose>
            <Button variant="secondary">{t('export.close')}</Button>
          </DialogClose>
        }
      >
        <div className={styles.body} aria-live="polite">
          {message ? (
            <p role="alert" className={styles.failed}>
              {message}
            </p>
          ) : excelLink ? (
            <>
              <p>{t('export.done', { count: current?.total ?? 0 })}</p>
              <a className={adminStyles.buttonLink} href={excelLink} download>
                {t('export.download')}
              </a>
            </>
          ) : (
            <>
              <p>{current ? t('export.preparing', { processed: current.processed, count: current.total }) : t('export.starting')}</p>
              <progress className={styles.progress} max={current?.total || 1} value={current?.processed ?? 0} aria-label={t('export.title')} />
            </>
          )}
        </div>
      </Dialog>
    </>
  );
}
