import { useApiClient } from '@seller-portal/api-client';
import type { PasswordChanged } from '@seller-portal/contracts/accounts';
import { useSession } from '@seller-portal/session-guard';
import { Button, PasswordField, useToast } from '@seller-portal/ui';
import { formStyles, Notice, useFormState } from '@seller-portal/ui/forms';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { changePassword } from '../api/passwords';
import { useAccountTranslation } from '../i18n/account-resources';
import { changePasswordPlacement, serverFieldError } from '../lib/server-codes';
import { validateChangePassword, type FieldMessage } from '../lib/validation';
import { AuthLayout } from './AuthLayout';
import { CheckIcon, KeyIcon } from './icons';
import { NewPasswordFields } from './password/NewPasswordFields';
import { ServerErrorMessage, serverErrorText } from './server-error-message';
import { SignedInDevices } from './SignedInDevices';

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
  const [changed, setChanged] = useState<PasswordChanged | null>(null);
  const form = useFormState<{ currentPassword: string; newPassword: string; confirmPassword: string }, FieldMessage>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => validateChangePassword(values, [username]),
    submit: async (values) => setChanged(await changePassword(client, values)),
    fieldError: serverFieldError(changePasswordPlacement),
    onError: (error) => toast.show({ type: 'danger', message: <ServerErrorMessage text={serverErrorText(t, error)} /> }),
    errorText: (message) => t(message),
  });
  const { values, errors } = form;

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
      <form className={formStyles.form} onSubmit={form.onSubmit} noValidate>
        <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
        <PasswordField {...form.textField('currentPassword')} label={t('change.current')} name="current-password" autoComplete="current-password" />
        <NewPasswordFields
          values={values}
          onChange={form.setValue}
          errors={errors}
          userInputs={username ? [username] : []}
          newPasswordRef={form.fieldRef('newPassword')}
          confirmPasswordRef={form.fieldRef('confirmPassword')}
        />
        <Notice>{t('change.othersWillSignOut')}</Notice>
        <Button type="submit" size="lg" fullWidth loading={form.busy}>
          {t('change.submit')}
        </Button>
      </form>
      <SignedInDevices />
    </AuthLayout>
  );
}
