import { isApiError, useApiClient } from '@seller-portal/api-client';
import type { PasswordChanged } from '@seller-portal/contracts';
import { useSession } from '@seller-portal/session-guard';
import { Button, PasswordField, useToast } from '@seller-portal/ui';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { changePassword } from '../api/passwords';
import { useAccountTranslation } from '../i18n/account-resources';
import { changePasswordPlacement, fieldOfServerCode, serverCodeMessage } from '../lib/server-codes';
import { validateChangePassword, type ChangePasswordField, type FieldErrors } from '../lib/validation';
import { AuthLayout } from './AuthLayout';
import { formStyles, Notice } from './FormParts';
import { CheckIcon, KeyIcon } from './icons';
import { NewPasswordFields } from './password/NewPasswordFields';
import { ServerErrorMessage, serverErrorText } from './server-error-message';
import { SignedInDevices } from './SignedInDevices';

const fieldOrder: readonly ChangePasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/**
 * §2.1 /change-password (needs a session): the current password, a new one (not the current, PE400031, nor
 * one of the 5 latest, PE500014); afterwards every other session of the user is signed out — the page says so.
 * Below the form, the account's signed-in devices.
 */
export function ChangePasswordPage() {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  const toast = useToast();
  const session = useSession();
  const username = session.data?.username ?? '';
  const [values, setValues] = useState<Record<ChangePasswordField, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<ChangePasswordField>>({});
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState<PasswordChanged | null>(null);
  const refs = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  function update(field: ChangePasswordField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = validateChangePassword(values, [username]);
    setErrors(invalid);
    const first = fieldOrder.find((field) => invalid[field]);
    if (first) return refs[first].current?.focus();
    setBusy(true);
    try {
      setChanged(await changePassword(client, values));
    } catch (error) {
      const code = isApiError(error) ? error.errorCode : null;
      const field = fieldOfServerCode(changePasswordPlacement, code);
      if (field && code) {
        setErrors({ [field]: serverCodeMessage(code) });
        refs[field].current?.focus();
      } else toast.show({ type: 'danger', message: <ServerErrorMessage text={serverErrorText(t, error)} /> });
    } finally {
      setBusy(false);
    }
  }

  if (changed) {
    return (
      <AuthLayout icon={<CheckIcon />} title={t('change.doneTitle')}>
        <div className={formStyles.form}>
          <Notice tone="success" role="status">
            {changed.signedOutSessions > 0 ? t('change.signedOutOthers', { count: changed.signedOutSessions }) : t('change.signedOutNone')}
          </Notice>
          <Link to="/" className={formStyles.buttonLink}>
            {t('continue')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout icon={<KeyIcon />} title={t('change.title')} subtitle={t('change.subtitle')} back={{ to: '/', label: t('back', { ns: 'common' }) }}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
        <PasswordField
          ref={refs.currentPassword}
          label={t('change.current')}
          name="current-password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(event) => update('currentPassword', event.target.value)}
          error={errors.currentPassword ? t(errors.currentPassword) : undefined}
        />
        <NewPasswordFields
          values={values}
          onChange={update}
          errors={errors}
          userInputs={username ? [username] : []}
          newPasswordRef={refs.newPassword}
          confirmPasswordRef={refs.confirmPassword}
        />
        <Notice>{t('change.othersWillSignOut')}</Notice>
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {t('change.submit')}
        </Button>
      </form>
      <SignedInDevices />
    </AuthLayout>
  );
}
