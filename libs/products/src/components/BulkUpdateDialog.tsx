import { serverErrorText } from '@seller-portal/api-client';
import { productPaths } from '@seller-portal/contracts/products';
import { Button, Dialog } from '@seller-portal/ui';
import { adminStyles, Notice, useFormState } from '@seller-portal/ui/forms';
import { useId } from 'react';
import { useUploadBulkFile } from '../api/products';
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
  const upload = useUploadBulkFile();
  // The file's message is the text shown: "choose a file", or the server's §8 text for the file it refused.
  const form = useFormState<{ file: File | null }>({
    initialValues: { file: null },
    validate: ({ file }) => (file ? {} : { file: t('bulk.chooseFile') }),
    submit: async ({ file }) => {
      if (!file) return;
      const { bulkProcessId } = await upload.mutateAsync({ file, lang });
      form.setValue('file', null);
      onStarted(bulkProcessId);
    },
    fieldError: (error) => ({ field: 'file', message: serverErrorText(t, error) }),
  });
  const problem = form.errors.file;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('bulk.title')} description={t('bulk.intro')} size="md" closeLabel={t('bulk.close')}>
      <form onSubmit={(event) => void form.onSubmit(event)} noValidate>
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
              ref={form.fieldRef('file')}
              id={fileId}
              className={styles.fileInput}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-invalid={problem ? true : undefined}
              onChange={(event) => form.setValue('file', event.target.files?.[0] ?? null)}
            />
          </li>
        </ol>
        {problem && (
          <Notice tone="danger" role="alert">
            {problem}
          </Notice>
        )}
        <div className={adminStyles.row}>
          <Button type="submit" loading={form.busy}>
            {t('bulk.upload')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
