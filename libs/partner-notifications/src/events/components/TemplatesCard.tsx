import { isApiError, serverErrorText, useApiClient } from '@seller-portal/api-client';
import {
  eventChannels,
  eventLanguages,
  eventTemplateProblems,
  renderEventTemplates,
  type ChannelTemplate,
  type EventChannel,
  type EventLanguage,
  type EventTemplates,
  type NotificationEvent,
  type NotificationPayload,
  type RenderedChannel,
  type TemplateProblem,
} from '@seller-portal/contracts/partner-notifications';
import { Button, Card, TextField, useToast } from '@seller-portal/ui';
import { Checkbox, FailureStatus, LoadingStatus, TextAreaField, useFormState } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { previewQuery, topicSampleQuery, useSaveTemplates } from '../api/events';
import { useEventsTranslation } from '../i18n/resources';
import { useIsAdmin } from './shared';
import styles from './events.module.css';

const emptyTemplate = (): ChannelTemplate => ({ id: { title: '', body: '' }, en: { title: '', body: '' } });
const hasLink = (channel: EventChannel) => channel === 'IN_APP' || channel === 'PUSH';

/** A value once it has stopped changing for a moment (what the server preview asks with). */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The payload as typed: a JSON object of texts, numbers and booleans, or null when it is not one. */
function parsedPayload(text: string): NotificationPayload | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return value as NotificationPayload;
  } catch {
    return null;
  }
}

function problemText(t: ReturnType<typeof useEventsTranslation>['t'], problem: TemplateProblem): string {
  return t(`templates.problem.${problem.problem}`, { items: problem.items.join(', ') });
}

/** The rendered messages of a channel, in both languages, and what the payload left out. */
function RenderedView({ rendered }: { rendered: RenderedChannel }) {
  const { t } = useEventsTranslation();
  return (
    <section aria-label={t('templates.previewOf', { channel: t(`channel.${rendered.channel}`) })} data-testid={`preview-${rendered.channel}`}>
      <h4 className={styles.channelHead}>{t(`channel.${rendered.channel}`)}</h4>
      <div className={styles.preview}>
        {eventLanguages.map((language) => (
          <div key={language} className={styles.message} lang={language}>
            <p className={styles.messageTitle}>{rendered[language].title}</p>
            <p className={styles.messageBody}>{rendered[language].body}</p>
            {rendered.link && <p className={styles.muted}>{rendered.link}</p>}
          </div>
        ))}
      </div>
      {rendered.missing.length > 0 && <p className={styles.muted}>{t('templates.missing', { names: rendered.missing.join(', ') })}</p>}
    </section>
  );
}

/**
 * The templates per channel in Indonesian and English with the event's variables, checked as they are typed by the
 * same rules the server saves with, and a live preview: the server renders the draft with the sample payload of
 * the event's topic (editable), using the one renderer of contracts the page checks with.
 */
export function TemplatesCard({ event }: { event: NotificationEvent }) {
  const { t } = useEventsTranslation();
  const client = useApiClient();
  const toast = useToast();
  const isAdmin = useIsAdmin();
  const save = useSaveTemplates(event.code, { onSuccess: () => toast.show({ type: 'success', message: t('templates.saved') }) });
  // The templates' problems show as they are typed (the same check the server saves with), and Save waits for none.
  const form = useFormState<{ templates: EventTemplates }, 'problems'>({
    initialValues: { templates: event.templates },
    validate: (values) => (eventTemplateProblems(values.templates, event.variables).length ? { templates: 'problems' } : {}),
    submit: async (values) => {
      await save.mutateAsync(values.templates);
    },
  });
  const draft = form.values.templates;
  const setDraft = (next: EventTemplates) => form.setValue('templates', next);
  const problems = useMemo(() => eventTemplateProblems(draft, event.variables), [draft, event.variables]);
  const sample = useQuery(topicSampleQuery(client, event.type));
  const [payloadText, setPayloadText] = useState<string | null>(null);
  const shownPayloadText = payloadText ?? (sample.data ? JSON.stringify(sample.data.payload, null, 2) : '');
  const payload = useMemo(() => parsedPayload(shownPayloadText), [shownPayloadText]);
  const settledDraft = useSettled(draft);
  const settledPayload = useSettled(payload);
  const preview = useQuery({ ...previewQuery(client, event.code, settledDraft, settledPayload ?? {}), enabled: settledPayload !== null });
  // The page's own render of the same draft: what shows while the server's answer is on its way.
  const localRender = useMemo(() => (payload ? renderEventTemplates(draft, payload) : []), [draft, payload]);
  const rendered = preview.data && settledDraft === draft && settledPayload === payload ? preview.data.channels : localRender;

  const serverProblems = isApiError(save.error) ? ((save.error.body as { value?: { problems?: TemplateProblem[] } } | null)?.value?.problems ?? []) : [];

  const setChannel = (channel: EventChannel, template: ChannelTemplate | undefined) => {
    const next = { ...draft };
    if (template) next[channel] = template;
    else delete next[channel];
    setDraft(next);
  };
  const setText = (channel: EventChannel, language: EventLanguage, field: 'title' | 'body', value: string) => {
    const template = draft[channel] ?? emptyTemplate();
    setChannel(channel, { ...template, [language]: { ...template[language], [field]: value } });
  };
  const fieldError = (channel: EventChannel, language: EventLanguage, field: 'title' | 'body' | 'link') =>
    problems
      .filter((problem) => problem.channel === channel && problem.field === field && (field === 'link' || problem.language === language))
      .map((problem) => problemText(t, problem))
      .join(' ') || undefined;

  return (
    <>
      <Card title={t('templates.title')}>
        <p className={styles.muted}>{t('templates.lead')}</p>
        <p className={styles.muted} id="event-variables">
          {t('templates.variables')}
        </p>
        <ul className={styles.chips} aria-labelledby="event-variables">
          {event.variables.map((name) => (
            <li key={name} className={styles.chip}>{`{{${name}}}`}</li>
          ))}
        </ul>
        <form onSubmit={(submitted) => void form.onSubmit(submitted)} aria-label={t('templates.title')}>
          <fieldset disabled={!isAdmin} className={styles.fieldset}>
            {eventChannels.map((channel) => {
              const template = draft[channel];
              return (
                <div key={channel} className={styles.channel}>
                  <Checkbox
                    label={t('templates.sendOn', { channel: t(`channel.${channel}`) })}
                    checked={Boolean(template)}
                    onChange={(e) => setChannel(channel, e.target.checked ? (event.templates[channel] ?? emptyTemplate()) : undefined)}
                  />
                  {template && (
                    <>
                      <div className={styles.grid}>
                        {eventLanguages.map((language) => (
                          <div key={language} className={styles.stack}>
                            <TextField
                              label={t('templates.field.title', { channel: t(`channel.${channel}`), language: t(`language.${language}`) })}
                              value={template[language].title}
                              onChange={(e) => setText(channel, language, 'title', e.target.value)}
                              error={fieldError(channel, language, 'title')}
                            />
                            <TextAreaField
                              label={t('templates.field.body', { channel: t(`channel.${channel}`), language: t(`language.${language}`) })}
                              value={template[language].body}
                              onChange={(e) => setText(channel, language, 'body', e.target.value)}
                              error={fieldError(channel, language, 'body')}
                              rows={3}
                            />
                          </div>
                        ))}
                      </div>
                      {hasLink(channel) && (
                        <TextField
                          label={t('templates.field.link', { channel: t(`channel.${channel}`) })}
                          hint={t('templates.linkHint')}
                          value={template.link ?? ''}
                          onChange={(e) => setChannel(channel, { ...template, ...(e.target.value ? { link: e.target.value } : { link: undefined }) })}
                          error={fieldError(channel, 'id', 'link')}
                        />
                      )}
                    </>
                  )}
                </div>
              );
            })}
          </fieldset>
          {serverProblems.length > 0 && (
            <ul className={styles.problems} role="alert">
              {serverProblems.map((problem, index) => (
                <li key={index}>{`${t(`channel.${problem.channel}`)} · ${t(`language.${problem.language}`)}: ${problemText(t, problem)}`}</li>
              ))}
            </ul>
          )}
          {save.isError && <FailureStatus text={serverErrorText(t, save.error)} />}
          {isAdmin && (
            <div className={styles.actions}>
              <Button type="submit" loading={form.busy} disabled={problems.length > 0}>
                {t('templates.save')}
              </Button>
              {problems.length > 0 && <span className={styles.muted}>{t('templates.fixFirst', { count: problems.length })}</span>}
            </div>
          )}
        </form>
      </Card>
      <Card title={t('templates.preview')}>
        <p className={styles.muted}>{t('templates.previewLead', { topic: t(`type.${event.type}`) })}</p>
        {sample.isPending ? (
          <LoadingStatus />
        ) : (
          <TextAreaField
            label={t('templates.payload')}
            value={shownPayloadText}
            onChange={(e) => setPayloadText(e.target.value)}
            error={payload ? undefined : t('templates.payloadInvalid')}
            monospace
            rows={6}
          />
        )}
        {sample.isError && <FailureStatus text={serverErrorText(t, sample.error)} />}
        <div className={styles.stack} aria-live="polite" aria-busy={preview.isFetching || undefined}>
          {rendered.length === 0 ? (
            <p className={styles.muted}>{t('templates.nothingToPreview')}</p>
          ) : (
            rendered.map((channel) => <RenderedView key={channel.channel} rendered={channel} />)
          )}
        </div>
      </Card>
    </>
  );
}
