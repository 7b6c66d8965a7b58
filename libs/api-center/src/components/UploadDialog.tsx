import { serverErrorText } from '@seller-portal/api-client';
import { apiCenterLimits, apiServiceNameSchema } from '@seller-portal/contracts';
import { Button, Dialog, DialogClose, TextField, useToast } from '@seller-portal/ui';
import { Notice } from '@seller-portal/ui/forms';
import { useState, type FormEvent } from 'react';
import { problemsOf, useUploadSpecification } from '../api/api-center';
import { useApiCenterTranslation } from '../i18n/resources';

import styles from './api-center.module.css';

interface Problems {
  service?: string;
  file?: string;
}

/** The upload form in a dialog: checked here first (service, a file, its size), then by the server, whose refusal stays in the dialog. */
export function UploadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useApiCenterTranslation();
  const toast = useToast();
  const [service, setService] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const upload = useUploadSpecification({
    onSuccess: (uploaded) => {
      toast.show({ type: 'success', message: t('dialog.uploaded', { title: uploaded.title, version: uploaded.version }) });
      close(false);
    },
  });

  const close = (next: boolean) => {
    if (!next) {
      setService('');
      setFile(null);
      setProblems({});
      upload.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (!service.trim()) found.service = t('dialog.serviceRequired');
    else if (!apiServiceNameSchema.safeParse(service).success) found.service = t('API_SPEC_SERVICE_INVALID', { ns: 'errors' });
    if (!file) found.file = t('dialog.fileRequired');
    else if (file.size > apiCenterLimits.fileMaxBytes) found.file = t('dialog.fileTooLarge');
    setProblems(found);
    if (found.service || found.file || !file) return;
    upload.mutate({ service: service.trim(), file });
  };

  const refused = upload.error;
  const validatorProblems = problemsOf(refused);
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('dialog.title')}
      description={t('dialog.description')}
      size="md"
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('cancel')}</Button>
          </DialogClose>
          <Button type="submit" form="api-spec-upload" loading={upload.isPending}>
            {t('dialog.submit')}
          </Button>
        </>
      }
    >
      <form id="api-spec-upload" noValidate onSubmit={submit} className={styles.form}>
        <TextField
          label={t('dialog.service')}
          hint={t('dialog.serviceHint')}
          error={problems.service}
          value={service}
          onChange={(event) => setService(event.target.value)}
          autoComplete="off"
          required
        />
        <TextField
          label={t('dialog.file')}
          hint={t('dialog.fileHint')}
          error={problems.file}
          type="file"
          accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
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
