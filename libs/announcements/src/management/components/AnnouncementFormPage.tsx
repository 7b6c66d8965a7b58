import { isApiError, useApiClient } from '@seller-portal/api-client';
import {
  announcementAudienceTypes,
  announcementConditions,
  announcementLimits,
  announcementTypes,
  type Announcement,
  type AnnouncementType,
} from '@seller-portal/contracts/announcements';
import { Button, Card, Container, ErrorView, TextField, useToast, VisuallyHidden } from '@seller-portal/ui';
import { adminStyles, Checkbox, LoadingStatus, Notice, RadioGroup, SelectField, useFormState } from '@seller-portal/ui/forms';
import { RichTextEditor } from '@seller-portal/ui/rich-text';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { announcementQuery, useSaveAnnouncement } from '../api/announcements';
import { useAnnouncementsTranslation } from '../i18n/resources';
import {
  announcementRequestOf,
  bannerFileProblem,
  emptyFormValues,
  fieldOfServerError,
  formValuesOf,
  validateAnnouncementForm,
  type AnnouncementFormValues,
  type FormMessage,
} from '../lib/form-rules';
import { useServerErrorText, useServerErrorToast } from './shared';
import styles from './management.module.css';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

interface AnnouncementFormProps {
  /** The announcement being edited; none when creating. */
  announcement?: Announcement;
}

function AnnouncementForm({ announcement }: AnnouncementFormProps) {
  const { t } = useAnnouncementsTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const showError = useServerErrorToast();
  const save = useSaveAnnouncement();
  const ids = useId();
  const [bannerPreview, setBannerPreview] = useState<string | null>(announcement?.bannerImageUrl ?? null);
  const editing = announcement !== undefined;

  const form = useFormState<AnnouncementFormValues, FormMessage>({
    initialValues: announcement ? formValuesOf(announcement) : emptyFormValues(Date.now()),
    validate: validateAnnouncementForm,
    submit: async (values) => {
      const request = announcementRequestOf(values);
      const saved = await save.mutateAsync(editing ? { update: { ...request, code: announcement.code } } : { create: request });
      toast.show({ type: 'success', message: t(editing ? 'form.updated' : 'form.created') });
      await navigate(`/announcement/${encodeURIComponent(saved.code)}`);
    },
    fieldError: (error) => {
      if (!isApiError(error)) return undefined;
      const field = fieldOfServerError(error.errorCode, form.values);
      return field ? { field, message: `errors:${error.errorCode}` } : undefined;
    },
    onError: showError,
    errorText: (message) => t(message),
  });
  const { values, errors, setValue, fieldRef, textField } = form;
  const message = (field: keyof AnnouncementFormValues) => (errors[field] ? t(errors[field]) : undefined);

  const chooseBanner = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Checked here first, so a wrong file is refused before it travels (the server checks again).
    const problem = bannerFileProblem(file);
    if (problem) {
      form.showErrors({ banner: problem });
      return;
    }
    const dataUrl = await readAsDataUrl(file);
    setValue('banner', { kind: 'file', name: file.name, type: file.type, size: file.size, dataUrl });
    setBannerPreview(dataUrl);
  };

  const toggleCondition = (condition: (typeof announcementConditions)[number], on: boolean) =>
    setValue('conditions', on ? [...values.conditions, condition] : values.conditions.filter((value) => value !== condition));

  const bannerId = `${ids}-banner`;
  const bannerErrorId = `${bannerId}-error`;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.onSubmit(event)}>
      <Card title={t('form.texts')}>
        <div className={styles.languages}>
          <fieldset className={styles.fieldset}>
            <VisuallyHidden as="legend">{t('form.indonesian')}</VisuallyHidden>
            <TextField {...textField('titleId')} label={t('form.titleId')} required maxLength={announcementLimits.titleMaxLength} />
            <RichTextEditor
              label={t('form.contentId')}
              required
              value={values.contentId}
              error={message('contentId')}
              inputRef={fieldRef('contentId')}
              onChange={(html) => setValue('contentId', html)}
            />
          </fieldset>
          <fieldset className={styles.fieldset} lang="en">
            <VisuallyHidden as="legend">{t('form.english')}</VisuallyHidden>
            <TextField {...textField('titleEn')} label={t('form.titleEn')} required maxLength={announcementLimits.titleMaxLength} />
            <RichTextEditor
              label={t('form.contentEn')}
              required
              value={values.contentEn}
              error={message('contentEn')}
              inputRef={fieldRef('contentEn')}
              onChange={(html) => setValue('contentEn', html)}
            />
          </fieldset>
        </div>
      </Card>

      <Card title={t('form.settings')}>
        <div className={styles.fields}>
          {!editing && (
            <TextField
              ref={fieldRef('code')}
              label={t('form.code')}
              hint={t('form.codeHint')}
              maxLength={announcementLimits.codeMaxLength}
              value={values.code}
              error={message('code')}
              autoCapitalize="characters"
              onChange={(event) => setValue('code', event.target.value.toUpperCase())}
            />
          )}
          <SelectField
            ref={fieldRef('type')}
            label={t('form.type')}
            value={values.type}
            onChange={(event) => setValue('type', event.target.value as AnnouncementType)}
            options={announcementTypes.map((value) => ({ value, label: t(`type.${value}`) }))}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>{t('form.conditions')}</legend>
            <p className={styles.muted}>{t('form.conditionsHint')}</p>
            {announcementConditions.map((condition) => (
              <Checkbox
                key={condition}
                label={t(`condition.${condition}`)}
                checked={values.conditions.includes(condition)}
                onChange={(event) => toggleCondition(condition, event.target.checked)}
              />
            ))}
          </fieldset>
          {values.type !== 'AGREEMENT' && (
            <TextField {...textField('surveyUrl')} label={t('form.surveyUrl')} hint={t('form.surveyUrlHint')} type="url" inputMode="url" />
          )}
        </div>
      </Card>

      <Card title={t('form.audienceTitle')}>
        <div className={styles.fields}>
          <RadioGroup
            legend={t('form.audienceType')}
            name={`${ids}-audience`}
            value={values.audienceType}
            options={announcementAudienceTypes.map((type) => ({ value: type, label: t(`audience.${type}`) }))}
            onChange={(type) => setValue('audienceType', type)}
          />
          {values.audienceType !== 'ALL' && (
            <TextField
              {...textField('audienceValues')}
              label={t(values.audienceType === 'STORE_CODES' ? 'form.audienceStoreCodes' : 'form.audienceBusinessTypes')}
              hint={t('form.audienceValuesHint')}
              required
            />
          )}
        </div>
      </Card>

      <Card title={t('form.time')}>
        <div className={styles.timeFields}>
          <TextField {...textField('startTime')} label={t('form.startTime')} type="datetime-local" required />
          <TextField {...textField('endTime')} label={t('form.endTime')} type="datetime-local" required />
        </div>
      </Card>

      <Card title={t('form.bannerTitle')}>
        <div className={styles.fields}>
          <div className={styles.fileField}>
            <span className={styles.label} id={`${bannerId}-label`}>
              {t('form.banner')}
            </span>
            {/* The browser's own picker names its button in the browser's language; this one speaks the page's. */}
            <label className={styles.filePicker} htmlFor={bannerId}>
              <input
                ref={fieldRef('banner')}
                id={bannerId}
                className={styles.fileInput}
                type="file"
                accept={announcementLimits.bannerImageTypes.join(',')}
                aria-labelledby={`${bannerId}-label`}
                aria-invalid={errors.banner ? true : undefined}
                aria-describedby={errors.banner ? `${bannerErrorId} ${bannerId}-hint` : `${bannerId}-hint`}
                onChange={(event) => void chooseBanner(event)}
              />
              <span className={styles.fileButton} aria-hidden="true">
                {t('form.chooseBanner')}
              </span>
              <span className={styles.muted} aria-hidden="true">
                {values.banner.kind === 'file' ? values.banner.name : t('form.noBannerChosen')}
              </span>
            </label>
            {errors.banner && (
              <p id={bannerErrorId} className={styles.fieldError}>
                {t(errors.banner)}
              </p>
            )}
            <p id={`${bannerId}-hint`} className={styles.muted}>
              {values.banner.kind === 'file' ? t('form.bannerChosen', { name: values.banner.name }) : t('form.bannerHint')}
            </p>
          </div>
          {bannerPreview && values.banner.kind !== 'none' && (
            <div className={styles.bannerPreview}>
              <img className={styles.bannerImage} src={bannerPreview} alt={t('form.bannerPreview')} />
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setValue('banner', { kind: 'none' });
                  setBannerPreview(null);
                }}
              >
                {t('form.removeBanner')}
              </Button>
            </div>
          )}
        </div>
      </Card>

      <div className={styles.formActions}>
        <Button type="submit" loading={form.busy}>
          {t('form.save')}
        </Button>
        <Link className={adminStyles.buttonLinkSecondary} to={editing ? `/announcement/${encodeURIComponent(announcement.code)}` : '/announcement'}>
          {t('form.cancel')}
        </Link>
      </div>
    </form>
  );
}

/** /announcement/create (§2.4). */
export function AnnouncementCreatePage() {
  const { t } = useAnnouncementsTranslation();
  return (
    <Container className={adminStyles.page}>
      <Link className={adminStyles.backLink} to="/announcement">
        ← {t('back')}
      </Link>
      <h1 className={adminStyles.heading}>{t('form.createTitle')}</h1>
      <AnnouncementForm />
    </Container>
  );
}

/** /announcement/update?code= (§2.4): the same form, filled with the announcement. */
export function AnnouncementUpdatePage() {
  const { t } = useAnnouncementsTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const client = useApiClient();
  const navigate = useNavigate();
  const errorText = useServerErrorText();
  const query = useQuery({ ...announcementQuery(client, code), enabled: code !== '' });
  const announcement = query.data;
  let body;
  if (!code) body = <Notice tone="warning">{t('form.missingCode')}</Notice>;
  else if (query.isPending) body = <LoadingStatus />;
  else if (!announcement) {
    if (query.error && isApiError(query.error) && query.error.httpStatus === 404) return <ErrorView code={404} onBack={() => void navigate('/announcement')} />;
    body = <Notice tone="danger">{errorText(query.error)}</Notice>;
  } else if (announcement.status === 'ENDED' || announcement.status === 'STOPPED') body = <Notice tone="warning">{t('form.notEditable')}</Notice>;
  else body = <AnnouncementForm key={announcement.code} announcement={announcement} />;
  return (
    <Container className={adminStyles.page}>
      <Link className={adminStyles.backLink} to={code ? `/announcement/${encodeURIComponent(code)}` : '/announcement'}>
        ← {t('back')}
      </Link>
      <h1 className={adminStyles.heading}>{t('form.updateTitle', { code })}</h1>
      {body}
    </Container>
  );
}
