import { isApiError } from '@seller-portal/api-client';
import {
  dataChangeProblems,
  legalBusinessTypes,
  legalFields,
  type LegalField,
  type StoreDataChangeRequest,
  type StoreFieldErrorValue,
  type StoreFieldProblem,
  type StoreInfo,
} from '@seller-portal/contracts/store-info';
import { formatServerError } from '@seller-portal/i18n';
import { Button, Card, TextField, useToast } from '@seller-portal/ui';
import { adminStyles, formStyles, SelectField, useFormState, type FormErrors } from '@seller-portal/ui/forms';
import { useRef, useState } from 'react';
import { useRequestDataChange } from '../api/store-info';
import { useStoreInfoTranslation } from '../i18n/resources';
import styles from './store-info.module.css';

function DataChangeForm({ info, onDone }: { info: StoreInfo; onDone: () => void }) {
  const { t } = useStoreInfoTranslation();
  const toast = useToast();
  const request = useRequestDataChange();
  const form = useFormState<StoreDataChangeRequest, StoreFieldProblem>({
    initialValues: {
      name: info.legal.name,
      businessType: info.legal.businessType ?? '',
      npwpNumber: info.legal.npwpNumber ?? '',
      ownerName: info.legal.ownerName ?? '',
      // Shown masked: left blank, the NIK stays as it is.
      ownerKtpNumber: '',
    },
    validate: (values) => dataChangeProblems(values) as FormErrors<StoreDataChangeRequest, StoreFieldProblem>,
    submit: async (values) => {
      await request.mutateAsync(values);
      toast.show({ type: 'success', message: t('dataChange.submitted') });
      onDone();
    },
    fieldError: (error) => {
      if (!isApiError(error) || error.errorCode !== 'STORE_DATA_CHANGE_INVALID') return undefined;
      const fields = (error.body as { value?: StoreFieldErrorValue } | null)?.value?.fields ?? {};
      const field = legalFields.find((name) => fields[name]);
      return field ? { field, message: fields[field] } : undefined;
    },
    onError: (error) => toast.show({ type: 'danger', message: formatServerError((key, options) => t(key, options), isApiError(error) ? error : {}) }),
  });
  const bind = (name: LegalField) => ({
    label: t(`field.${name}`),
    name,
    ref: form.fieldRef(name),
    value: form.values[name],
    error: form.errors[name] ? t([`fieldProblem.${name}.${form.errors[name]}`, `problem.${form.errors[name]}`]) : undefined,
  });
  return (
    <form className={formStyles.form} onSubmit={form.onSubmit} noValidate aria-label={t('dataChange.formLabel')}>
      <p className={styles.muted}>{t('dataChange.lead')}</p>
      <TextField {...bind('name')} required autoComplete="organization" onChange={(event) => form.setValue('name', event.target.value)} />
      <SelectField
        {...bind('businessType')}
        required
        options={[{ value: '', label: t('choose.businessType') }, ...legalBusinessTypes.map((type) => ({ value: type, label: t(`businessType.${type}`) }))]}
        onChange={(event) => form.setValue('businessType', event.target.value)}
      />
      <TextField
        {...bind('npwpNumber')}
        required
        inputMode="numeric"
        hint={t('hint.npwpNumber')}
        onChange={(event) => form.setValue('npwpNumber', event.target.value)}
      />
      <TextField {...bind('ownerName')} required autoComplete="name" onChange={(event) => form.setValue('ownerName', event.target.value)} />
      <TextField
        {...bind('ownerKtpNumber')}
        inputMode="numeric"
        hint={t('hint.ownerKtpNumber', { current: info.legal.ownerKtpNumber ?? '—' })}
        onChange={(event) => form.setValue('ownerKtpNumber', event.target.value)}
      />
      <div className={formStyles.actions}>
        <Button type="submit" loading={form.busy}>
          {t('dataChange.submit')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('dataChange.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The legal data, changed only through a request staff review: one waiting at a time. */
export function LegalDataCard({ info }: { info: StoreInfo }) {
  const { t } = useStoreInfoTranslation();
  const [editing, setEditing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const waiting = info.dataChange?.status === 'WAITING';
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const shown = (field: LegalField) => {
    const value = info.legal[field];
    if (!value) return '—';
    return field === 'businessType' ? t(`businessType.${value}`) : value;
  };
  return (
    <Card title={t('legal.title')}>
      {editing ? (
        <DataChangeForm info={info} onDone={close} />
      ) : (
        <div className={formStyles.form}>
          <dl className={adminStyles.facts}>
            {legalFields.map((field) => (
              <div key={field} className={styles.fact}>
                <dt>{t(`field.${field}`)}</dt>
                <dd>{shown(field)}</dd>
              </div>
            ))}
          </dl>
          {waiting ? (
            <p className={styles.muted}>{t('legal.waiting')}</p>
          ) : (
            <div className={formStyles.actions}>
              <Button ref={opener} variant="secondary" onClick={() => setEditing(true)}>
                {t('legal.request')}
              </Button>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}
