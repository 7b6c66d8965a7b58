import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { broadcastLimits, broadcastProblem, hasAccessibilities, type Broadcast, type BroadcastRequest, type Language } from '@seller-portal/contracts';
import { calendarTime, formatNumber } from '@seller-portal/formatting';
import { useSession } from '@seller-portal/session-guard';
import { Button, Card, Container, TextField, useToast } from '@seller-portal/ui';
import { SelectField, TextAreaField } from '@seller-portal/ui/forms';
import { Skeleton, SkeletonGroup } from '@seller-portal/ui/skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { audienceQuery, broadcastKeys, cancelBroadcast, createBroadcast, historyPageSize, historyQuery } from './api/broadcasts';
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

function Composer() {
  const { t } = useBroadcastTranslation();
  const lang = useLang();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [text, setText] = useState('');
  const [audience, setAudience] = useState<(typeof audienceChoices)[number]>('30');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [scheduledAt, setScheduledAt] = useState(() => localInputValue(Date.now() + 60 * 60_000));
  const [problem, setProblem] = useState<string | null>(null);
  const days = audience === 'all' ? null : Number(audience);
  const reach = useQuery(audienceQuery(client, days));
  const send = useMutation({
    mutationFn: (request: BroadcastRequest) => createBroadcast(client, request),
    onSuccess: async (sent) => {
      setText('');
      setProblem(null);
      toast.show({
        type: 'success',
        message:
          sent.status === 'SENT'
            ? t('compose.sent', { count: sent.recipients })
            : t('compose.scheduled', { when: calendarTime(sent.scheduledAt, Date.now(), lang) }),
      });
      await queryClient.invalidateQueries({ queryKey: broadcastKeys.histories() });
    },
  });
  const length = [...text.trim()].length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request: BroadcastRequest = { text, days, scheduledAt: when === 'later' ? new Date(scheduledAt).getTime() : null };
    // The server checks the same; asking first saves a round trip and keeps the message where it is.
    const found = broadcastProblem(request, Date.now());
    setProblem(found ? t(found, { ns: 'errors' }) : null);
    if (!found) send.mutate(request);
  };
  const error = problem ?? (send.isError ? serverErrorText(t, send.error) : null);

  return (
    <Card title={t('compose.title')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextAreaField
          label={t('compose.text')}
          hint={t('compose.count', { count: length, max: formatNumber(broadcastLimits.textMaxLength, { lang }) })}
          value={text}
          rows={5}
          onChange={(event) => setText(event.target.value)}
        />
        <SelectField
          label={t('compose.audience')}
          value={audience}
          onChange={(event) => setAudience(event.target.value as (typeof audienceChoices)[number])}
          options={audienceChoices.map((choice) => ({
            value: choice,
            label: choice === 'all' ? t('compose.everyone') : t('compose.lastDays', { count: Number(choice) }),
          }))}
          hint={reach.data ? t('compose.reach', { count: reach.data.recipients, formattedCount: formatNumber(reach.data.recipients, { lang }) }) : ' '}
        />
        <fieldset className={styles.when}>
          <legend className={styles.legend}>{t('compose.when')}</legend>
          <label className={styles.choice}>
            <input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} /> {t('compose.now')}
          </label>
          <label className={styles.choice}>
            <input type="radio" name="when" checked={when === 'later'} onChange={() => setWhen('later')} /> {t('compose.later')}
          </label>
          {when === 'later' && (
            <TextField label={t('compose.at')} type="datetime-local" value={scheduledAt} onChange={(event) => setScheduledAt(event.target.value)} />
          )}
        </fieldset>
        <section className={styles.preview} aria-label={t('compose.preview')}>
          <h3 className={styles.previewTitle}>{t('compose.preview')}</h3>
          <p className={styles.bubble}>{text.trim() || <span className={styles.placeholder}>{t('compose.previewEmpty')}</span>}</p>
        </section>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div>
          <Button type="submit" loading={send.isPending}>
            {when === 'now' ? t('compose.sendNow') : t('compose.schedule')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function HistoryItem({ broadcast, mayCancel }: { broadcast: Broadcast; mayCancel: boolean }) {
  const { t } = useBroadcastTranslation();
  const lang = useLang();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const cancel = useMutation({
    mutationFn: () => cancelBroadcast(client, broadcast.id),
    onSuccess: () => toast.show({ type: 'success', message: t('history.cancelled') }),
    onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.histories() }),
  });
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
          <Button type="button" variant="secondary" size="sm" loading={cancel.isPending} onClick={() => cancel.mutate()}>
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
