import { isApiError, serverErrorText } from '@seller-portal/api-client';
import { notificationEventTypeCodes, type NotificationEventType } from '@seller-portal/contracts/partner-notifications';
import { Button, Dialog, DialogClose, TextField } from '@seller-portal/ui';
import { FailureStatus, SelectField, TextAreaField, useFormState } from '@seller-portal/ui/forms';
import { useNavigate } from 'react-router-dom';
import { useCreateEvent } from '../api/events';
import { useEventsTranslation } from '../i18n/resources';

const codePattern = /^[A-Z][A-Z0-9_]*$/;

interface CreateValues {
  code: string;
  name: string;
  type: NotificationEventType;
  description: string;
}

/** A field's message: a page text, or `taken` (the server's NOTIFICATION_EVENT_CODE_TAKEN, shown as its §8 text). */
type CreateMessage = 'create.codeRule' | 'create.nameRequired' | 'taken';

/** Create an event: its code, name, type and description; it starts inactive, and its page opens to add rules and templates. */
export function CreateEventDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useEventsTranslation();
  const navigate = useNavigate();
  const create = useCreateEvent({ onSuccess: (event) => void navigate(`/partners-notification/event/${encodeURIComponent(event.code)}`) });
  const form = useFormState<CreateValues, CreateMessage>({
    initialValues: { code: '', name: '', type: 'ORDER', description: '' },
    validate: (values) => ({
      ...(!codePattern.test(values.code.trim()) && { code: 'create.codeRule' as const }),
      ...(!values.name.trim() && { name: 'create.nameRequired' as const }),
    }),
    submit: async (values) => {
      await create.mutateAsync({ code: values.code.trim(), name: values.name.trim(), type: values.type, description: values.description });
    },
    fieldError: (error) => (isApiError(error) && error.errorCode === 'NOTIFICATION_EVENT_CODE_TAKEN' ? { field: 'code', message: 'taken' } : undefined),
    errorText: (message) => (message === 'taken' ? serverErrorText(t, create.error) : t(message)),
  });
  const taken = isApiError(create.error) && create.error.errorCode === 'NOTIFICATION_EVENT_CODE_TAKEN';
  const { values, setValue } = form;
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
          <Button type="submit" form="create-event-form" loading={form.busy}>
            {t('create.submit')}
          </Button>
        </>
      }
    >
      <form id="create-event-form" onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <TextField
          {...form.textField('code')}
          label={t('field.code')}
          hint={t('create.codeHint')}
          onChange={(event) => setValue('code', event.target.value.toUpperCase())}
          autoComplete="off"
          required
        />
        <TextField {...form.textField('name')} label={t('field.name')} required />
        <SelectField
          label={t('field.type')}
          value={values.type}
          onChange={(event) => setValue('type', event.target.value as NotificationEventType)}
          options={notificationEventTypeCodes.map((value) => ({ value, label: t(`type.${value}`) }))}
        />
        <TextAreaField label={t('field.description')} value={values.description} onChange={(event) => setValue('description', event.target.value)} rows={2} />
        {create.isError && !taken && <FailureStatus text={serverErrorText(t, create.error)} />}
      </form>
    </Dialog>
  );
}
