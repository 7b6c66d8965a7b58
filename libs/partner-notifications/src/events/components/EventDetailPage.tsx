import { isApiError, serverErrorText, useApiClient } from '@seller-portal/api-client';
import {
  notificationEventStatuses,
  notificationEventTypeCodes,
  type NotificationEvent,
  type NotificationEventUpdateRequest,
} from '@seller-portal/contracts/partner-notifications';
import { Button, Card, Container, ErrorView, TextField, useToast } from '@seller-portal/ui';
import { adminStyles, ConfirmDialog, FailureStatus, LoadingStatus, SelectField, TextAreaField, useFormState } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTimeText } from '../../hooks/page-hooks';
import { eventQuery, useDeleteEvent, useUpdateEvent } from '../api/events';
import { useEventsTranslation } from '../i18n/resources';
import { AuditSection, DeliveryHistory } from './HistorySections';
import { DebugCard } from './DebugCard';
import { RulesCard } from './RulesCard';
import { StatusBadge, useIsAdmin } from './shared';
import { TemplatesCard } from './TemplatesCard';
import { XMessageCard } from './XMessageCard';
import styles from './events.module.css';

function DetailsForm({ event, onDone }: { event: NotificationEvent; onDone: () => void }) {
  const { t } = useEventsTranslation();
  const toast = useToast();
  const save = useUpdateEvent(event.code, {
    onSuccess: () => {
      toast.show({ type: 'success', message: t('details.saved') });
      onDone();
    },
  });
  // The name is required by the browser's own check (the field is `required`); the server's refusals show below.
  const form = useFormState<Required<NotificationEventUpdateRequest>>({
    initialValues: { name: event.name, type: event.type, status: event.status, description: event.description },
    validate: () => ({}),
    submit: async (values) => {
      await save.mutateAsync(values);
    },
  });
  const { values: draft, setValue } = form;
  return (
    <form className={styles.stack} onSubmit={(submitted) => void form.onSubmit(submitted)}>
      <div className={styles.grid}>
        <TextField {...form.textField('name')} label={t('field.name')} required />
        <SelectField
          label={t('field.type')}
          value={draft.type}
          onChange={(e) => setValue('type', e.target.value as NotificationEvent['type'])}
          options={notificationEventTypeCodes.map((value) => ({ value, label: t(`type.${value}`) }))}
        />
        <SelectField
          label={t('field.status')}
          value={draft.status}
          onChange={(e) => setValue('status', e.target.value as NotificationEvent['status'])}
          options={notificationEventStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
        />
      </div>
      <TextAreaField label={t('field.description')} value={draft.description} onChange={(e) => setValue('description', e.target.value)} rows={2} />
      {save.isError && <FailureStatus text={serverErrorText(t, save.error)} />}
      <div className={styles.actions}>
        <Button type="submit" loading={form.busy}>
          {t('details.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

function DeleteButton({ code }: { code: string }) {
  const { t } = useEventsTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteEvent(code, {
    onSuccess: () => {
      toast.show({ type: 'success', message: t('details.deleted', { code }) });
      void navigate('/partners-notification');
    },
    onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error) }),
  });
  return (
    <ConfirmDialog
      trigger={<Button variant="danger">{t('details.delete')}</Button>}
      title={t('details.deleteTitle')}
      description={t('details.deleteText', { code })}
      cancelText={t('cancel')}
      confirmText={t('details.delete')}
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  );
}

/** `/partners-notification/event/:code`: an event, its rules and templates, a preview, a debug run, its deliveries and changes. */
export function EventDetailPage() {
  const { t } = useEventsTranslation();
  const client = useApiClient();
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const event = useQuery(eventQuery(client, code));
  const isAdmin = useIsAdmin();
  const timeText = useTimeText();
  const [editing, setEditing] = useState(false);

  if (isApiError(event.error) && event.error.httpStatus === 404) return <ErrorView code={404} onBack={() => void navigate('/partners-notification')} />;
  if (!event.data)
    return (
      <Container className={adminStyles.page}>
        {event.isPending ? <LoadingStatus /> : <FailureStatus text={serverErrorText(t, event.error)} onRetry={() => void event.refetch()} />}
      </Container>
    );
  const current = event.data;
  return (
    <Container className={adminStyles.page}>
      <Link className={adminStyles.backLink} to="/partners-notification">
        {t('back')}
      </Link>
      <div className={adminStyles.head}>
        <div>
          <p className={`${styles.muted} ${adminStyles.mono}`}>{current.code}</p>
          <h1 className={adminStyles.heading}>{current.name}</h1>
        </div>
        <StatusBadge status={current.status} />
      </div>
      <Card
        title={t('details.title')}
        actions={
          isAdmin && !editing ? (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {t('details.edit')}
            </Button>
          ) : undefined
        }
      >
        {editing ? (
          <DetailsForm event={current} onDone={() => setEditing(false)} />
        ) : (
          <dl className={adminStyles.facts}>
            <dt>{t('field.code')}</dt>
            <dd className={adminStyles.mono}>{current.code}</dd>
            <dt>{t('field.type')}</dt>
            <dd>{t(`type.${current.type}`)}</dd>
            <dt>{t('field.status')}</dt>
            <dd>{t(`status.${current.status}`)}</dd>
            <dt>{t('field.description')}</dt>
            <dd>{current.description || '—'}</dd>
            <dt>{t('list.updated')}</dt>
            <dd>{t('list.updatedBy', { time: timeText(current.updatedAt), actor: current.updatedBy })}</dd>
          </dl>
        )}
        {isAdmin && !editing && (
          <div className={styles.actions}>
            <DeleteButton code={current.code} />
          </div>
        )}
      </Card>
      <RulesCard event={current} />
      <TemplatesCard key={`${current.code}:${current.updatedAt}`} event={current} />
      <DebugCard event={current} />
      <XMessageCard code={current.code} />
      <DeliveryHistory code={current.code} />
      <AuditSection code={current.code} />
    </Container>
  );
}
