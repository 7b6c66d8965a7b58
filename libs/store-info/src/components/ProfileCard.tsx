import { isApiError } from '@seller-portal/api-client';
import { configKeys } from '@seller-portal/contracts/core';
import {
  storeLogoSize,
  storeProfileProblems,
  type StoreFieldErrorValue,
  type StoreFieldProblem,
  type StoreInfo,
  type StoreProfileRequest,
} from '@seller-portal/contracts/store-info';
import { formatServerError } from '@seller-portal/i18n';
import { useAppConfig } from '@seller-portal/session-guard';
import { Button, Card, TextField, useToast } from '@seller-portal/ui';
import { formStyles, TextAreaField, useFormState, type FormErrors } from '@seller-portal/ui/forms';
import { resizePickedFile } from '@seller-portal/ui/image';
import { useId, useRef } from 'react';
import { useSaveProfile, useUploadLogo } from '../api/store-info';
import { useStoreInfoTranslation } from '../i18n/resources';
import styles from './store-info.module.css';

/** A logo is drawn at most 512 px square: resized in the browser as the ID photos are (§3 seller-resize-image's quality). */
function logoRule(configured: string | undefined) {
  let quality = 0.85;
  try {
    const parsed = configured ? (JSON.parse(configured) as { quality?: unknown }) : null;
    if (typeof parsed?.quality === 'number' && parsed.quality > 0 && parsed.quality <= 1) quality = parsed.quality;
  } catch {
    // An unreadable config keeps the default quality.
  }
  return { maxEdge: storeLogoSize, quality };
}

function LogoPicker({ info }: { info: StoreInfo }) {
  const { t } = useStoreInfoTranslation();
  const toast = useToast();
  const config = useAppConfig();
  const upload = useUploadLogo();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    try {
      await upload.mutateAsync(await resizePickedFile(file, logoRule(config.data?.[configKeys.resizeImage])));
      toast.show({ type: 'success', message: t('logo.saved') });
    } catch (error) {
      toast.show({ type: 'danger', message: formatServerError((key, options) => t(key, options), isApiError(error) ? error : {}) });
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className={styles.logoRow}>
      {info.logoUrl ? (
        <img className={styles.logo} src={info.logoUrl} alt={t('logo.alt', { name: info.name })} width={96} height={96} />
      ) : (
        <span className={styles.logoPlaceholder} aria-hidden="true">
          {info.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className={styles.logoActions}>
        <input
          ref={input}
          id={`${hintId}-file`}
          hidden
          aria-label={info.logoUrl ? t('logo.change') : t('logo.add')}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={hintId}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <Button variant="secondary" loading={upload.isPending} onClick={() => input.current?.click()}>
          {info.logoUrl ? t('logo.change') : t('logo.add')}
        </Button>
        <p id={hintId} className={styles.muted}>
          {t('logo.hint')}
        </p>
      </div>
    </div>
  );
}

/** The profile the seller changes at once: logo, description and contact. */
export function ProfileCard({ info }: { info: StoreInfo }) {
  const { t } = useStoreInfoTranslation();
  const toast = useToast();
  const save = useSaveProfile();
  const form = useFormState<StoreProfileRequest, StoreFieldProblem>({
    initialValues: { description: info.description, contactPhone: info.contactPhone ?? '', contactEmail: info.contactEmail ?? '' },
    validate: (values) => storeProfileProblems(values) as FormErrors<StoreProfileRequest, StoreFieldProblem>,
    submit: async (values) => {
      await save.mutateAsync(values);
      toast.show({ type: 'success', message: t('profile.saved') });
    },
    fieldError: (error) => {
      if (!isApiError(error) || error.errorCode !== 'STORE_PROFILE_INVALID') return undefined;
      const fields = (error.body as { value?: StoreFieldErrorValue } | null)?.value?.fields ?? {};
      const field = (['description', 'contactPhone', 'contactEmail'] as const).find((name) => fields[name]);
      return field ? { field, message: fields[field] } : undefined;
    },
    onError: (error) => toast.show({ type: 'danger', message: formatServerError((key, options) => t(key, options), isApiError(error) ? error : {}) }),
  });
  const messageOf = (name: keyof StoreProfileRequest) => {
    const problem = form.errors[name];
    return problem ? t([`fieldProblem.${name}.${problem}`, `problem.${problem}`]) : undefined;
  };
  return (
    <Card title={t('profile.title')}>
      <div className={formStyles.form}>
        <LogoPicker info={info} />
        <form className={formStyles.form} onSubmit={form.onSubmit} noValidate>
          <TextAreaField
            label={t('field.description')}
            hint={t('hint.description')}
            rows={4}
            ref={form.fieldRef('description')}
            value={form.values.description}
            error={messageOf('description')}
            onChange={(event) => form.setValue('description', event.target.value)}
          />
          <TextField
            label={t('field.contactPhone')}
            inputMode="tel"
            autoComplete="tel"
            required
            ref={form.fieldRef('contactPhone')}
            value={form.values.contactPhone}
            error={messageOf('contactPhone')}
            onChange={(event) => form.setValue('contactPhone', event.target.value)}
          />
          <TextField
            label={t('field.contactEmail')}
            type="email"
            autoComplete="email"
            ref={form.fieldRef('contactEmail')}
            value={form.values.contactEmail}
            error={messageOf('contactEmail')}
            onChange={(event) => form.setValue('contactEmail', event.target.value)}
          />
          <div className={formStyles.actions}>
            <Button type="submit" loading={form.busy}>
              {t('profile.save')}
            </Button>
          </div>
        </form>
      </div>
    </Card>
  );
}
