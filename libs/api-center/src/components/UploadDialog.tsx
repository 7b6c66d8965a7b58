import { serverErrorText } from '@seller-portal/api-client';
import { apiCenterLimits, apiServiceNameSchema } from '@seller-portal/contracts/api-center';
import { Button, Dialog, DialogClose, TextField, useToast } from '@seller-portal/ui';
import { Notice, useFormState } from '@seller-portal/ui/forms';
import { useState } from 'react';
import { problemsOf, useUploadSpecification } from '../api/api-center';
import { useApiCenterTranslation } from '../i18n/resources';

import styles from './api-center.module.css';

interface UploadValues {
  service: string;
  file: File | null;
}

/** The upload form in a dialog: checked here first (service, a file, its size), then by the server, whose refusal stays in the dialog. */
export function UploadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  // Each opening starts from an empty form: closing mounts a new one.
  const [round, setRound] = useState(0);
  const close = (next: boolean) => {
    if (!next) setRound((current) => current + 1);
    onOpenChange(next);
  };
  return <UploadForm key={round} open={open} onOpenChange={close} />;
}

function UploadForm({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useApiCenterTranslation();
  const toast = useToast();
  const upload = useUploadSpecification();
  // A field's message is the text shown; the server's refusal is the dialog's notice below the fields.
  const form = useFormState<UploadValues>({
    initialValues: { service: '', file: null },
    validate: ({ service, file }) => ({
      ...(!service.trim()
        ? { service: t('dialog.serviceRequired') }
        : !apiServiceNameSchema.safeParse(service).success
          ? { service: t('API_SPEC_SERVICE_INVALID', { ns: 'errors' }) }
          : {}),
      ...(!file ? { file: t('dialog.fileRequired') } : file.size > apiCenterLimits.fileMaxBytes ? { file: t('dialog.fileTooLarge') } : {}),
    }),
    submit: async ({ service, file }) => {
      if (!file) return;
      const uploaded = await upload.mutateAsync({ service: service.trim(), file });
      toast.show({ type: 'success', message: t('dialog.uploaded', { title: uploaded.title, version: uploaded.version }) });
      onOpenChange(false);
    },
  });

  const refused = upload.error;
  const validatorProblems = problemsOf(refused);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.title')}
      description={t('dialog.description')}
      size="md"
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('cancel')}</Button>
          </DialogClose>
          <Button type="submit" form="api-spec-upload" loading={form.busy}>
            {t('dialog.submit')}
          </Button>
        </>
      }
    >
      <form id="api-spec-upload" noValidate onSubmit={(event) => void form.onSubmit(event)} className={styles.form}>
        <TextField
          {...form.textField('service')}
          label={t('dialog.service')}
          hint={t('dialog.serviceHint')}
          error={form.errors.service}
          autoComplete="off"
          required
        />
        <TextField
          ref={form.fieldRef('file')}
          label={t('dialog.file')}
          hint={t('dialog.fileHint')}
          error={form.errors.file}
          type="file"
          accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml"
          onChange={(event) => form.setValue('file', event.target.files?.[0] ?? null)}
          required
        />
        {refused && (
          <Notice tone="danger" role="alert">
            <p className={styles.plain}>{serverErrorText(t, refused)}</p>
            {validatorProblems.length > 0 && (
              <>
                <p className={styles.plain}>{t('dialog.problems')}</p>
                <ul className={styles.problems}>
                  {validatorProblems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </>
            )}
          </Notice>
        )}
      </form>
    </Dialog>
  );
}
