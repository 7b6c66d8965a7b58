import { serverErrorText } from '@seller-portal/api-client';
import { productPaths } from '@seller-portal/contracts';
import { Button, Dialog } from '@seller-portal/ui';
import { adminStyles, Notice } from '@seller-portal/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { uploadBulkFile } from '../api/products';
import { useProductsTranslation } from '../i18n/resources';
import { useLanguage } from '../lib/language';
import styles from './products.module.css';

export interface BulkUpdateDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The upload was taken: its process runs in the background. */
  onStarted(bulkProcessId: string): void;
}

/** Bulk price and stock: download the template of the store's products, fill it in, upload it. */
export function BulkUpdateDialog({ open, onOpenChange, onStarted }: BulkUpdateDialogProps) {
  const { t } = useProductsTranslation();
  const lang = useLanguage();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadBulkFile,
    onSuccess: ({ bulkProcessId }) => {
      setFile(null);
      onStarted(bulkProcessId);
    },
    onError: (error) => setProblem(serverErrorText(t, error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(t('bulk.chooseFile'));
    setProblem(null);
    upload.mutate({ file, lang });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('bulk.title')} description={t('bulk.intro')} size="md" closeLabel={t('bulk.close')}>
      <form onSubmit={submit} noValidate>
        <ol className={styles.bulkSteps}>
          <li>
            <a className={adminStyles.textLink} href={productPaths.bulkTemplate} download>
              {t('bulk.download')}
            </a>
          </li>
          <li>
            <label className={styles.fileLabel} htmlFor={fileId}>
              {t('bulk.file')}
            </label>
            <input
              id={fileId}
              className={styles.fileInput}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-invalid={problem ? true : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblem(null);
              }}
            />
          </li>
        </ol>
        {problem && (
          <Notice tone="danger" role="alert">
            {problem}
          </Notice>
        )}
        <div className={adminStyles.row}>
          <Button type="submit" loading={upload.isPending}>
            {t('bulk.upload')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
