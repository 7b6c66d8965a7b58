import { isApiError, serverErrorText } from '@seller-portal/api-client';
import { notificationEventTypeCodes, type NotificationEventType } from '@seller-portal/contracts';
import { Button, Dialog, DialogClose, TextField } from '@seller-portal/ui';
import { FailureStatus, SelectField, TextAreaField } from '@seller-portal/ui/forms';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateEvent } from '../api/events';
import { useEventsTranslation } from '../i18n/resources';

const codePattern = /^[A-Z][A-Z0-9_]*$/;

/** Create an event: its code, name, type and description; it starts inactive, and its page opens to add rules and templates. */
export function CreateEventDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useEventsTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [type, setType] = useState<NotificationEventType>('ORDER');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const create = useCreateEvent({ onSuccess: (event) => void navigate(`/partners-notification/event/${encodeURIComponent(event.code)}`) });
  const codeError = touched && !codePattern.test(code.trim()) ? t('create.codeRule') : undefined;
  const nameError = touched && !name.trim() ? t('create.nameRequired') : undefined;
  const taken = isApiError(create.error) && create.error.errorCode === 'NOTIFICATION_EVENT_CODE_TAKEN';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (codePattern.test(code.trim()) && name.trim()) create.mutate({ code: code.trim(), name: name.trim(), type, description });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('create.title')}
      description={t('create.lead')}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('cancel')}</Button>
          </DialogClose>
          <Button type="submit" form="create-event-form" loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </>
      }
    >
      <form id="create-event-form" onSubmit={submit} noValidate>
        <TextField
          label={t('field.code')}
          hint={t('create.codeHint')}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          error={codeError ?? (taken ? serverErrorText(t, create.error) : undefined)}
          autoComplete="off"
          required
        />
        <TextField label={t('field.name')} value={name} onChange={(event) => setName(event.target.value)} error={nameError} required />
        <SelectField
          label={t('field.type')}
          value={type}
          onChange={(event) => setType(event.target.value as NotificationEventType)}
          options={notificationEventTypeCodes.map((value) => ({ value, label: t(`type.${value}`) }))}
        />
        <TextAreaField label={t('field.description')} value={description} onChange={(event) => setDescription(event.target.value)} rows={2} />
        {create.isError && !taken && <FailureStatus text={serverErrorText(t, create.error)} />}
      </form>
    </Dialog>
  );
}
