import { isApiError, serverErrorText, useApiClient } from '@seller-portal/api-client';
import { broadcastLimits, broadcastProblem, type Broadcast, type BroadcastRequest } from '@seller-portal/contracts/broadcast';
import { hasAccessibilities, type Language, type ServerErrorCode } from '@seller-portal/contracts/core';
import { calendarTime, formatNumber } from '@seller-portal/formatting';
import { useSession } from '@seller-portal/session-guard';
import { Button, Card, Container, TextField, useToast } from '@seller-portal/ui';
import { SelectField, TextAreaField, useFormState } from '@seller-portal/ui/forms';
import { Skeleton, SkeletonGroup } from '@seller-portal/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { audienceQuery, historyPageSize, historyQuery, useCancelBroadcast, useSendBroadcast } from './api/broadcasts';
import { useBroadcastTranslation } from './i18n/resources';
import styles from './BroadcastPage.module.css';

/** The audiences a seller chooses from: everyone who ever chatted, or those of the last N days. */
const audienceChoices = ['all', '7', '30', '90'] as const;

function useLang(): Language {
  const { i18n } = useBroadcastTranslation();
  return i18n.language === 'en' ? 'en' : 'id';
}

/** A `datetime-local` value of an instant, in the browser's zone. */
function localInputValue(ms: number): string {
  const date = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
}

type AudienceChoice = (typeof audienceChoices)[number];

interface ComposerValues {
  text: string;
  audience: AudienceChoice;
  when: 'now' | 'later';
  /** A `datetime-local` value. */
  scheduledAt: string;
}

/** The field a broadcast's problem belongs to (the server's codes of the same rules too). */
const fieldOfProblem: Partial<Record<ServerErrorCode, keyof ComposerValues>> = {
  BROADCAST_TEXT_BLANK: 'text',
  BROADCAST_TEXT_TOO_LONG: 'text',
  BROADCAST_DAYS_INVALID: 'audience',
  BROADCAST_AUDIENCE_EMPTY: 'audience',
  BROADCAST_SCHEDULE_INVALID: 'scheduledAt',
};

const daysOf = (audience: AudienceChoice) => (audience === 'all' ? null : Number(audience));

function requestOf(values: ComposerValues): BroadcastRequest {
  return { text: values.text, days: daysOf(values.audience), scheduledAt: values.when === 'later' ? new Date(values.scheduledAt).getTime() : null };
}

function Composer() {
  const { t } = useBroadcastTranslation();
  const lang = useLang();
  const client = useApiClient();
  const toast = useToast();
  const send = useSendBroadcast();
  // A refusal no field takes (the day's limit, a minute between two): said under the form.
  const [refusal, setRefusal] = useState<unknown>(null);
  const form = useFormState<ComposerValues, ServerErrorCode>({
    initialValues: { text: '', audience: '30', when: 'now', scheduledAt: localInputValue(Date.now() + 60 * 60_000) },
    // The server checks the same; asking first saves a round trip.
    validate: (values) => {
      const found = broadcastProblem(requestOf(values), Date.now());
      const field = found && fieldOfProblem[found];
      return field ? { [field]: found } : {};
    },
    submit: async (values) => {
      setRefusal(null);
      const sent = await send.mutateAsync(requestOf(values));
      form.setValue('text', '');
      toast.show({
        type: 'success',
        message:
          sent.status === 'SENT'
            ? t('compose.sent', { count: sent.recipients })
            : t('compose.scheduled', { when: calendarTime(sent.scheduledAt, Date.now(), lang) }),
      });
    },
    fieldError: (error) => {
      const field = isApiError(error) ? fieldOfProblem[error.errorCode as ServerErrorCode] : undefined;
      return field && isApiError(error) ? { field, message: error.errorCode as ServerErrorCode } : undefined;
    },
    onError: setRefusal,
    errorText: (code) => t(code, { ns: 'errors' }),
  });
  const { values } = form;
  const reach = useQuery(audienceQuery(client, daysOf(values.audience)));
  const length = [...values.text.trim()].length;
  const errorOf = (field: keyof ComposerValues) => (form.errors[field] ? t(form.errors[field], { ns: 'errors' }) : undefined);

  return (
    <Card title={t('compose.title')}>
      <form className={styles.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <TextAreaField
          ref={form.fieldRef('text')}
          label={t('compose.text')}
          hint={t('compose.count', { count: length, max: formatNumber(broadcastLimits.textMaxLength, { lang }) })}
          value={values.text}
          rows={5}
          error={errorOf('text')}
          onChange={(event) => form.setValue('text', event.target.value)}
        />
        <SelectField
          ref={form.fieldRef('audience')}
          label={t('compose.audience')}
          value={values.audience}
          onChange={(event) => form.setValue('audience', event.target.value as AudienceChoice)}
          options={audienceChoices.map((choice) => ({
            value: choice,
            label: choice === 'all' ? t('compose.everyone') : t('compose.lastDays', { count: Number(choice) }),
          }))}
          error={errorOf('audience')}
          hint={reach.data ? t('compose.reach', { count: reach.data.recipients, formattedCount: formatNumber(reach.data.recipients, { lang }) }) : ' '}
        />
        <fieldset className={styles.when}>
          <legend className={styles.legend}>{t('compose.when')}</legend>
          <label className={styles.choice}>
            <input type="radio" name="when" checked={values.when === 'now'} onChange={() => form.setValue('when', 'now')} /> {t('compose.now')}
          </label>
          <label className={styles.choice}>
            <input type="radio" name="when" checked={values.when === 'later'} onChange={() => form.setValue('when', 'later')} /> {t('compose.later')}
          </label>
          {values.when === 'later' && <TextField {...form.textField('scheduledAt')} label={t('compose.at')} type="datetime-local" />}
        </fieldset>
        <section className={styles.preview} aria-label={t('compose.preview')}>
          <h3 className={styles.previewTitle}>{t('compose.preview')}</h3>
          <p className={styles.bubble}>{values.text.trim() || <span className={styles.placeholder}>{t('compose.previewEmpty')}</span>}</p>
        </section>
        {refusal !== null && (
          <p role="alert" className={styles.error}>
            {serverErrorText(t, refusal)}
          </p>
        )}
        <div>
          <Button type="submit" loading={form.busy}>
            {values.when === 'now' ? t('compose.sendNow') : t('compose.schedule')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function HistoryItem({ broadcast, mayCancel }: { broadcast: Broadcast; mayCancel: boolean }) {
  const { t } = useBroadcastTranslation();
  const lang = useLang();
  const toast = useToast();
  const cancel = useCancelBroadcast();
  const at = broadcast.sentAt ?? broadcast.scheduledAt ?? broadcast.createdAt;
  return (
    <li className={styles.item} data-broadcast={broadcast.id}>
      <div className={styles.itemHead}>
        <span className={styles[`status${broadcast.status}`]}>{t(`history.status.${broadcast.status}`)}</span>
        <span className={styles.muted}>{calendarTime(at, Date.now(), lang)}</span>
      </div>
      <p className={styles.itemText}>{broadcast.text}</p>
      <p className={styles.muted}>
        {broadcast.status === 'SENT'
          ? t('history.reached', {
              count: broadcast.recipients,
              formattedCount: formatNumber(broadcast.recipients, { lang }),
              read: formatNumber(broadcast.read, { lang }),
            })
          : broadcast.days
            ? t('history.audienceDays', { count: broadcast.days })
            : t('history.audienceAll')}
        {' · '}
        {t('history.by', { name: broadcast.createdBy })}
      </p>
      {mayCancel && broadcast.status === 'SCHEDULED' && (
        <div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(broadcast.id, {
                onSuccess: () => toast.show({ type: 'success', message: t('history.cancelled') }),
                onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error) }),
              })
            }
          >
            {t('history.cancel')}
          </Button>
        </div>
      )}
    </li>
  );
}

function History({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useBroadcastTranslation();
  const client = useApiClient();
  const [page, setPage] = useState(0);
  const history = useQuery(historyQuery(client, page));
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalElements / historyPageSize)) : 1;
  return (
    <Card title={t('history.title')}>
      {history.isError ? (
        <p role="alert" className={styles.error}>
          {serverErrorText(t, history.error)}
        </p>
      ) : !data ? (
        <SkeletonGroup label={t('history.loading')}>
          <Skeleton width="90%" />
          <Skeleton width="70%" />
        </SkeletonGroup>
      ) : (
        <>
          {mayWrite && <p className={styles.muted}>{t('history.remaining', { count: data.remainingToday })}</p>}
          {data.content.length === 0 ? (
            <p className={styles.muted}>{t('history.empty')}</p>
          ) : (
            <ul className={styles.items} aria-busy={history.isFetching || undefined}>
              {data.content.map((broadcast) => (
                <HistoryItem key={broadcast.id} broadcast={broadcast} mayCancel={mayWrite} />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className={styles.pager} aria-label={t('history.pages')}>
              <Button type="button" variant="secondary" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {t('history.previous')}
              </Button>
              <span>{t('history.page', { page: page + 1, pages })}</span>
              <Button type="button" variant="secondary" size="sm" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                {t('history.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </Card>
  );
}

/**
 * /broadcast (§2.5): write a message to the customers who chatted with the store (all of them or those of the last
 * days), see it as they will, send it now or at a chosen time, and follow the history: whom each reached and how
 * many read it. Each becomes a chat message in the customer's room. View-only staff see the history only.
 */
export function BroadcastPage() {
  const { t } = useBroadcastTranslation();
  const { data: session } = useSession();
  const mayWrite = !!session && hasAccessibilities(session, ['STORE_CONVERSATION_WRITE']);
  return (
    <Container>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.muted}>{t('lead')}</p>
      </div>
      <div className={styles.columns}>
        {mayWrite ? (
          <Composer />
        ) : (
          <Card title={t('compose.title')}>
            <p className={styles.muted}>{t('compose.viewOnly')}</p>
          </Card>
        )}
        <History mayWrite={mayWrite} />
      </div>
    </Container>
  );
}
