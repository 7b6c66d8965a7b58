import { isApiError, serverErrorText, useApiClient } from '@seller-portal/api-client';
import { type ErrorCode } from '@seller-portal/contracts/core';
import {
  channelsOf,
  editableManualNotificationStatuses,
  manualNotificationAudienceTypes,
  manualNotificationCategories,
  manualNotificationChannels,
  manualNotificationLimits,
  manualNotificationProblem,
  manualNotificationSendModes,
  type ManualNotification,
  type ManualNotificationCategory,
  type ManualNotificationChannel,
} from '@seller-portal/contracts/partner-notifications';
import { Button, Card, Container, TextField, useToast } from '@seller-portal/ui';
import { adminStyles, Checkbox, ConfirmDialog, Notice, RadioGroup, SelectField, TextAreaField, useFormState } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { manualNotificationQuery, useSaveManualNotification } from '../api/manual-notifications';
import { useManualTranslation } from '../i18n/resources';
import { draftOf, requestOf, type ManualDraft } from '../lib/draft';
import { manualListPath, manualNotificationPath, NotificationUnavailable, useAudienceText, useChannelsText } from './shared';
import styles from './manual.module.css';

/** The fields a rule's code is about (each shows its message and takes the focus); every problem also shows above the buttons. */
const fieldOf: Partial<Record<ErrorCode, keyof ManualDraft & string>> = {
  MANUAL_NOTIFICATION_CHANNEL_MISSING: 'channels',
  MANUAL_NOTIFICATION_CONTENT_BLANK: 'texts',
  MANUAL_NOTIFICATION_LINK_INVALID: 'link',
  MANUAL_NOTIFICATION_AUDIENCE_EMPTY: 'audienceValues',
  MANUAL_NOTIFICATION_STORE_UNKNOWN: 'audienceValues',
  MANUAL_NOTIFICATION_SCHEDULE_MISSING: 'scheduledAt',
  MANUAL_NOTIFICATION_SCHEDULE_PAST: 'scheduledAt',
};

const isFieldCode = (code: string | null | undefined): code is ErrorCode => !!code && code in fieldOf;

function ChannelTexts({
  channel,
  draft,
  onChange,
  showBlank,
  firstBlankRef,
}: {
  channel: ManualNotificationChannel;
  draft: ManualDraft;
  onChange: (channel: ManualNotificationChannel, language: 'id' | 'en', part: 'title' | 'body', value: string) => void;
  showBlank: boolean;
  /** The ref of the form's first blank text, when it is one of this channel's. */
  firstBlankRef?: { language: 'id' | 'en'; part: 'title' | 'body'; ref: (element: HTMLElement | null) => void };
}) {
  const { t } = useManualTranslation();
  const ids = useId();
  const message = draft.texts[channel];
  const blank = (value: string) => (showBlank && !value.trim() ? t('form.required') : undefined);
  const refOf = (language: 'id' | 'en', part: 'title' | 'body') =>
    firstBlankRef?.language === language && firstBlankRef.part === part ? firstBlankRef.ref : undefined;
  return (
    <section className={styles.channel} aria-labelledby={`${ids}-title`} data-testid={`manual-channel-${channel}`}>
      <h3 id={`${ids}-title`} className={styles.channelTitle}>
        {t(`channel.${channel}`)}
      </h3>
      <div className={styles.languages}>
        {(['id', 'en'] as const).map((language) => {
          const name = t(language === 'id' ? 'form.indonesian' : 'form.english');
          return (
            <div key={language} className={styles.fields}>
              <TextField
                ref={refOf(language, 'title')}
                label={t('form.messageTitle', { language: name })}
                lang={language}
                value={message[language].title}
                maxLength={manualNotificationLimits.titleMaxLength}
                onChange={(event) => onChange(channel, language, 'title', event.target.value)}
                error={blank(message[language].title)}
                required
              />
              <TextAreaField
                ref={refOf(language, 'body')}
                label={t('form.messageBody', { language: name })}
                lang={language}
                rows={channel === 'EMAIL' ? 6 : 3}
                value={message[language].body}
                maxLength={manualNotificationLimits.bodyMaxLength}
                onChange={(event) => onChange(channel, language, 'body', event.target.value)}
                error={blank(message[language].body)}
                required
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** The first chosen channel's text left blank: where the focus goes when the texts are incomplete. */
function firstBlank(draft: ManualDraft): { channel: ManualNotificationChannel; language: 'id' | 'en'; part: 'title' | 'body' } | null {
  for (const channel of manualNotificationChannels) {
    if (!draft.channels[channel]) continue;
    for (const language of ['id', 'en'] as const)
      for (const part of ['title', 'body'] as const) if (!draft.texts[channel][language][part].trim()) return { channel, language, part };
  }
  return null;
}

/**
 * Create and edit: category, link, channels with their texts in both languages, audience, and when to send (keep
 * as draft, schedule, send now after a confirmation). The rules are checked here first with the server's own
 * function (`manualNotificationProblem`); what only the server knows (unknown stores) comes back beside its field.
 */
function ManualNotificationEditor({ saved }: { saved: ManualNotification | null }) {
  const { t } = useManualTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const ids = useId();
  const audienceText = useAudienceText();
  const channelsText = useChannelsText();
  const [confirming, setConfirming] = useState(false);
  // Send now asks first: the confirmation submits the form again, this time to send.
  const confirmed = useRef(false);
  // The stores the server did not know, named with its refusal.
  const [unknownStores, setUnknownStores] = useState<string[]>([]);
  const save = useSaveManualNotification(saved);

  const form = useFormState<ManualDraft, ErrorCode>({
    initialValues: draftOf(saved, Date.now()),
    validate: (values) => {
      const found = manualNotificationProblem(requestOf(values), Date.now());
      const field = found && fieldOf[found];
      return field ? { [field]: found } : {};
    },
    submit: async (values) => {
      if (values.sendMode === 'NOW' && !confirmed.current) {
        setConfirming(true);
        return;
      }
      confirmed.current = false;
      try {
        const notification = await save.mutateAsync(requestOf(values));
        toast.show({ type: 'success', message: t(`form.saved.${values.sendMode}`) });
        await navigate(manualNotificationPath(notification.id));
      } finally {
        setConfirming(false);
      }
    },
    fieldError: (error) => {
      if (!isApiError(error) || !isFieldCode(error.errorCode)) return undefined;
      setUnknownStores((error.body as { value?: { storeCodes?: string[] } } | null)?.value?.storeCodes ?? []);
      const field = fieldOf[error.errorCode];
      return field && { field, message: error.errorCode };
    },
  });
  const { values: draft, errors } = form;

  // Any change answers the problem shown: it goes until the next submit.
  const change = <K extends keyof ManualDraft & string>(field: K, value: ManualDraft[K]) => {
    form.showErrors({});
    form.setValue(field, value);
  };
  const changeText = (channel: ManualNotificationChannel, language: 'id' | 'en', part: 'title' | 'body', value: string) =>
    change('texts', { ...draft.texts, [channel]: { ...draft.texts[channel], [language]: { ...draft.texts[channel][language], [part]: value } } });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    save.reset();
    void form.onSubmit(event);
  };
  const confirm = () => {
    confirmed.current = true;
    void form.onSubmit();
  };

  const problem = Object.values(errors).find((code): code is ErrorCode => code !== undefined) ?? null;
  const problemText = (code: ErrorCode) =>
    code === 'MANUAL_NOTIFICATION_STORE_UNKNOWN' && unknownStores.length
      ? t('form.unknownStores', { codes: unknownStores.join(', ') })
      : t(code, { ns: 'errors' });
  const fieldError = (field: keyof ManualDraft & string) => (errors[field] ? problemText(errors[field]) : undefined);
  const chosen = manualNotificationChannels.filter((channel) => draft.channels[channel]);
  const blank = errors.texts ? firstBlank(draft) : null;
  const request = requestOf(draft);
  const backTo = saved ? manualNotificationPath(saved.id) : manualListPath;

  return (
    <Container className={adminStyles.page}>
      <Link className={adminStyles.backLink} to={backTo}>
        ← {t('back')}
      </Link>
      <div className={adminStyles.head}>
        <h1 className={adminStyles.heading}>{saved ? t('form.editTitle') : t('form.createTitle')}</h1>
      </div>
      <form className={styles.form} noValidate onSubmit={submit} aria-label={saved ? t('form.editTitle') : t('form.createTitle')}>
        <Card title={t('form.general')}>
          <div className={styles.fields}>
            <SelectField
              label={t('form.category')}
              value={draft.category}
              onChange={(event) => change('category', event.target.value as ManualNotificationCategory)}
              options={manualNotificationCategories.map((value) => ({ value, label: t(`category.${value}`) }))}
            />
            <TextField
              ref={form.fieldRef('link')}
              label={t('form.link')}
              hint={t('form.linkHint')}
              value={draft.link}
              maxLength={manualNotificationLimits.linkMaxLength}
              onChange={(event) => change('link', event.target.value)}
              error={fieldError('link')}
              autoComplete="off"
              spellCheck={false}
            />
          </div>
        </Card>

        <Card title={t('form.channelsCard')}>
          <div className={styles.fields}>
            <fieldset className={styles.fieldset} aria-describedby={`${ids}-channels-hint`}>
              <legend className={styles.legend}>{t('form.channels')}</legend>
              <p id={`${ids}-channels-hint`} className={styles.hint}>
                {t('form.channelsHint')}
              </p>
              <div className={styles.choices}>
                {manualNotificationChannels.map((channel, index) => (
                  <Checkbox
                    key={channel}
                    ref={index === 0 ? form.fieldRef('channels') : undefined}
                    label={t(`channel.${channel}`)}
                    checked={draft.channels[channel]}
                    onChange={(event) => change('channels', { ...draft.channels, [channel]: event.target.checked })}
                  />
                ))}
              </div>
            </fieldset>
            {errors.channels && <Notice tone="danger">{problemText(errors.channels)}</Notice>}
            {chosen.map((channel) => (
              <ChannelTexts
                key={channel}
                channel={channel}
                draft={draft}
                onChange={changeText}
                showBlank={errors.texts !== undefined}
                firstBlankRef={blank?.channel === channel ? { language: blank.language, part: blank.part, ref: form.fieldRef('texts') } : undefined}
              />
            ))}
          </div>
        </Card>

        <Card title={t('form.audience')}>
          <div className={styles.fields}>
            <RadioGroup
              legend={t('form.audienceType')}
              name={`${ids}-audience`}
              value={draft.audienceType}
              options={manualNotificationAudienceTypes.map((type) => ({ value: type, label: t(`audience.${type}`) }))}
              onChange={(audienceType) => change('audienceType', audienceType)}
            />
            {draft.audienceType !== 'ALL' && (
              <TextAreaField
                ref={form.fieldRef('audienceValues')}
                label={t(draft.audienceType === 'STORE_CODES' ? 'form.storeCodes' : 'form.businessTypes')}
                hint={t('form.valuesHint')}
                rows={3}
                value={draft.audienceValues}
                onChange={(event) => change('audienceValues', event.target.value)}
                error={fieldError('audienceValues')}
                spellCheck={false}
                required
              />
            )}
          </div>
        </Card>

        <Card title={t('form.sending')}>
          <div className={styles.fields}>
            <RadioGroup
              legend={t('form.sendMode')}
              name={`${ids}-send`}
              value={draft.sendMode}
              options={manualNotificationSendModes.map((mode) => ({ value: mode, label: t(`form.mode.${mode}`) }))}
              onChange={(sendMode) => change('sendMode', sendMode)}
            />
            {draft.sendMode === 'SCHEDULE' && (
              <TextField
                ref={form.fieldRef('scheduledAt')}
                label={t('form.scheduledAt')}
                hint={t('form.scheduledAtHint')}
                type="datetime-local"
                value={draft.scheduledAt}
                onChange={(event) => change('scheduledAt', event.target.value)}
                error={fieldError('scheduledAt')}
                required
              />
            )}
            {save.isError && !(isApiError(save.error) && isFieldCode(save.error.errorCode)) && (
              <Notice tone="danger" role="alert">
                {serverErrorText(t, save.error)}
              </Notice>
            )}
            {problem && (
              <Notice tone="danger" role="alert">
                {problemText(problem)}
              </Notice>
            )}
            <div className={styles.actions}>
              <Button type="submit" loading={save.isPending && !confirming}>
                {t(`form.submit.${draft.sendMode}`)}
              </Button>
              <Link className={adminStyles.buttonLinkSecondary} to={backTo}>
                {t('close')}
              </Link>
            </div>
          </div>
        </Card>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('form.sendNowTitle')}
        description={t('form.sendNowText', {
          audience: audienceText({ type: request.audience.type, values: request.audience.values ?? [] }),
          channels: channelsText(channelsOf(request.content)),
        })}
        cancelText={t('close')}
        confirmText={t('form.submit.NOW')}
        tone="primary"
        busy={save.isPending}
        onConfirm={confirm}
      />
    </Container>
  );
}

/** `/partners-notification/manual/new` (INTERNAL_NOTIFICATION_MANUAL-SAVE). */
export function ManualNotificationCreatePage() {
  return <ManualNotificationEditor saved={null} />;
}

/** `/partners-notification/manual/:id/edit` (INTERNAL_NOTIFICATION_MANUAL-EDIT): only before it is sent. */
export function ManualNotificationEditPage() {
  const { t } = useManualTranslation();
  const { id = '' } = useParams();
  const client = useApiClient();
  // The edit starts from what is saved now, never from a cached copy another editor has since replaced.
  const query = useQuery({ ...manualNotificationQuery(client, id), staleTime: 0, gcTime: 0 });
  if (!query.data) return <NotificationUnavailable query={query} />;
  if (!editableManualNotificationStatuses.includes(query.data.status) || query.data.sending)
    return (
      <Container className={adminStyles.page}>
        <Link className={adminStyles.backLink} to={manualNotificationPath(id)}>
          ← {t('back')}
        </Link>
        <h1 className={adminStyles.heading}>{t('form.editTitle')}</h1>
        <Notice tone="warning">{t('form.notEditable')}</Notice>
      </Container>
    );
  return <ManualNotificationEditor key={query.data.version} saved={query.data} />;
}
