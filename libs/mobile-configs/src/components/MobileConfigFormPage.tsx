import { isApiError, serverErrorText, useApiClient } from '@seller-portal/api-client';
import {
  jsonValueProblem,
  mobileConfigKeySchema,
  mobileConfigValueTypes,
  type MobileConfig,
  type MobileConfigValueType,
} from '@seller-portal/contracts/mobile-configs';
import { Button, Card, Container, TextField, useToast } from '@seller-portal/ui';
import { adminStyles, Notice, PageHead, SelectField, TextAreaField, useFormState } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { mobileConfigQuery, useSaveMobileConfig } from '../api/mobile-configs';
import { useMobileConfigsTranslation } from '../i18n/resources';
import { changes, formatJson, lineDiff } from '../lib/json-value';
import { ConfigUnavailable, DiffView, useTimeText } from './shared';
import styles from './mobile-configs.module.css';

interface Draft {
  key: string;
  valueType: MobileConfigValueType;
  description: string;
  value: string;
}

/** A field's message at review: a key that is no key, or none; a value that is not JSON (its text is the live one). */
type EditorMessage = 'keyInvalid' | 'keyRequired' | 'valueInvalid';

/** What an editor says about the value as it is typed: fine, or where it stops being JSON. */
function useValueProblem(draft: Draft): string | null {
  const { t } = useMobileConfigsTranslation();
  if (draft.valueType !== 'JSON') return null;
  const problem = jsonValueProblem(draft.value);
  if (!problem) return null;
  if (problem.message === 'empty') return t('form.empty');
  return problem.line ? t('form.invalidAt', { line: problem.line, column: problem.column }) : t('form.invalid');
}

/**
 * The editor of create and edit: key (create only), type, description and the value in a monospace JSON editor
 * checked as it is typed; then a review of the changes as a diff; then saving. `saved` is the version the edit
 * started from (null when creating); a save over a newer version is refused by the server and shown here.
 */
function ConfigEditor({ saved }: { saved: MobileConfig | null }) {
  const { t } = useMobileConfigsTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [base, setBase] = useState<MobileConfig | null>(saved);
  const [step, setStep] = useState<'edit' | 'review'>('edit');
  const timeText = useTimeText();
  const creating = saved === null;

  const save = useSaveMobileConfig({
    onSuccess: async (config) => {
      toast.show({ type: 'success', message: t('form.saved', { key: config.key }) });
      await navigate(`/mobile-config/${encodeURIComponent(config.key)}/view`);
    },
  });
  // The server's current version when someone else saved first (MOBILE_CONFIG_VERSION_CONFLICT carries it).
  const theirs =
    isApiError(save.error) && save.error.errorCode === 'MOBILE_CONFIG_VERSION_CONFLICT'
      ? ((save.error.body as { value?: MobileConfig } | null)?.value ?? null)
      : null;

  // The edit step is the form: Review checks the key and the value (the value's problem shows as it is typed), then
  // the review step saves.
  const form = useFormState<Draft, EditorMessage>({
    initialValues: saved
      ? { key: saved.key, valueType: saved.valueType, description: saved.description, value: saved.value }
      : { key: '', valueType: 'JSON', description: '', value: '{\n  \n}' },
    validate: (values) => ({
      ...(creating && !mobileConfigKeySchema.safeParse(values.key).success && { key: values.key.trim() ? ('keyInvalid' as const) : ('keyRequired' as const) }),
      ...(values.valueType === 'JSON' && jsonValueProblem(values.value) && { value: 'valueInvalid' as const }),
    }),
    submit: async () => {
      save.reset();
      setStep('review');
    },
    errorText: (message) =>
      message === 'keyInvalid' ? t('MOBILE_CONFIG_KEY_INVALID', { ns: 'errors' }) : message === 'keyRequired' ? t('form.keyRequired') : null,
  });
  const draft = form.values;
  const valueProblem = useValueProblem(draft);
  const { setValue } = form;
  const startFromTheirs = () => {
    if (!theirs) return;
    setBase(theirs);
    save.reset();
    setStep('edit');
  };

  const diff = lineDiff(base?.value ?? '', draft.value);
  const changed = changes(diff) + (base && base.description !== draft.description ? 1 : 0) + (base && base.valueType !== draft.valueType ? 1 : 0);
  const backTo = base ? `/mobile-config/${encodeURIComponent(base.key)}/view` : '/mobile-config';

  return (
    <Container className={adminStyles.page}>
      <Link className={adminStyles.backLink} to={backTo}>
        ← {t('back')}
      </Link>
      <PageHead
        title={creating ? t('form.createTitle') : t('form.editTitle', { key: saved.key })}
        lead={base && t('form.version', { version: base.version })}
      />

      {step === 'edit' ? (
        <Card>
          <form className={styles.form} noValidate onSubmit={(event) => void form.onSubmit(event)}>
            {creating && <TextField {...form.textField('key')} label={t('form.key')} hint={t('form.keyHint')} autoComplete="off" spellCheck={false} required />}
            <SelectField
              label={t('form.type')}
              value={draft.valueType}
              onChange={(event) => setValue('valueType', event.target.value as MobileConfigValueType)}
              options={mobileConfigValueTypes.map((type) => ({ value: type, label: t(`valueType.${type}`) }))}
            />
            <TextField label={t('form.description')} value={draft.description} onChange={(event) => setValue('description', event.target.value)} />
            <TextAreaField
              ref={form.fieldRef('value')}
              label={t('form.value')}
              monospace
              rows={16}
              value={draft.value}
              onChange={(event) => setValue('value', event.target.value)}
              error={valueProblem}
              hint={draft.valueType === 'JSON' ? (valueProblem ? t('form.valueHintJson') : t('form.valid')) : t('form.valueHintText')}
            />
            <div className={adminStyles.row}>
              {draft.valueType === 'JSON' && (
                <Button variant="secondary" disabled={valueProblem !== null} onClick={() => setValue('value', formatJson(draft.value))}>
                  {t('form.format')}
                </Button>
              )}
              <Button type="submit">{t('form.review')}</Button>
            </div>
          </form>
        </Card>
      ) : (
        <Card title={t('form.reviewTitle')}>
          <p className={adminStyles.lead}>{t('form.reviewLead')}</p>
          <p className={styles.summary} role="status">
            {changed === 0 ? t('form.noChanges') : t('form.changedLines', { count: changed })}
          </p>
          <DiffView lines={diff} label={t('form.reviewTitle')} />
          {save.error && (
            <Notice tone="danger" role="alert">
              {serverErrorText(t, save.error)}
            </Notice>
          )}
          {theirs && (
            <section className={styles.conflict} aria-labelledby="conflict-title">
              <h3 id="conflict-title" className={styles.subheading}>
                {t('form.conflictTitle')} · {t('form.version', { version: theirs.version })}
              </h3>
              <p className={adminStyles.lead}>{t('updatedBy', { time: timeText(theirs.updatedAt), actor: theirs.updatedBy })}</p>
              <DiffView lines={lineDiff(base?.value ?? '', theirs.value)} label={t('form.conflictTitle')} />
              <Button variant="secondary" onClick={startFromTheirs}>
                {t('form.useTheirs')}
              </Button>
            </section>
          )}
          <div className={adminStyles.row}>
            <Button variant="secondary" onClick={() => setStep('edit')}>
              {t('form.backToEdit')}
            </Button>
            <Button
              loading={save.isPending}
              disabled={changed === 0 || theirs !== null}
              onClick={() =>
                save.mutate(
                  base
                    ? { key: base.key, update: { valueType: draft.valueType, value: draft.value, description: draft.description, version: base.version } }
                    : { create: { key: draft.key.trim(), valueType: draft.valueType, value: draft.value, description: draft.description } },
                )
              }
            >
              {t('form.save')}
            </Button>
          </div>
        </Card>
      )}
    </Container>
  );
}

/** /mobile-config/create (INTERNAL_MOBILE-CONFIG_ADD). */
export function MobileConfigCreatePage() {
  return <ConfigEditor saved={null} />;
}

/** /mobile-config/:key/edit (INTERNAL_MOBILE-CONFIG_UPDATE). */
export function MobileConfigEditPage() {
  const { key = '' } = useParams();
  const client = useApiClient();
  // The edit starts from what is saved now, never from a cached copy another editor has since replaced.
  const query = useQuery({ ...mobileConfigQuery(client, key), staleTime: 0, gcTime: 0 });
  if (!query.data) return <ConfigUnavailable query={query} />;
  return <ConfigEditor key={query.data.version} saved={query.data} />;
}
