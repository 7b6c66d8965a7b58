import { useApiClient } from '@seller-portal/api-client';
import { Button, useToast } from '@seller-portal/ui';
import { formStyles, Notice, useFormState } from '@seller-portal/ui/forms';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { changeExpiredPassword } from '../api/passwords';
import { signIn } from '../api/sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useAccountTranslation } from '../i18n/account-resources';
import { passwordWithTokenPlacement, serverFieldError } from '../lib/server-codes';
import { validateNewPassword, type FieldMessage } from '../lib/validation';
import { clearExpiredPassword, loadExpiredPassword } from '../state/handoff';
import { AuthLayout } from './AuthLayout';
import { ClockIcon } from './icons';
import { signInAgainPath } from './LoginVerificationPage';
import { NewPasswordFields } from './password/NewPasswordFields';
import { ServerErrorMessage, serverErrorText } from './server-error-message';

/**
 * §2.1 /expired-password, after a sign-in answered PE401004: a new password with the one-time change token
 * of that answer; then the user is signed in with it and goes where they were heading.
 */
export function ExpiredPasswordPage() {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [params] = useSearchParams();
  const redirectUri = params.get('redirectUri');
  const [handoff, setHandoff] = useState(() => loadExpiredPassword());
  const signInAgain = signInAgainPath(redirectUri);
  const placeOnField = serverFieldError(passwordWithTokenPlacement);
  const form = useFormState<{ newPassword: string; confirmPassword: string }, FieldMessage>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: (values) => validateNewPassword(values, [handoff?.username]),
    submit: async (values) => {
      if (!handoff) return;
      await changeExpiredPassword(client, { token: handoff.changeToken, ...values });
      clearExpiredPassword();
      toast.show({ type: 'success', message: t('expired.done') });
      try {
        const result = await signIn(client, { username: handoff.username, password: values.newPassword });
        await completeSignIn(result.next, redirectUri);
      } catch {
        // The password is changed either way; signing in by hand is the way on.
        await navigate(`/sign-in?${new URLSearchParams({ u: handoff.username, ...(redirectUri ? { redirectUri } : {}) })}`, { replace: true });
      }
    },
    fieldError: (error) => {
      const placed = placeOnField(error);
      return placed && placed.field !== 'link' ? { field: placed.field, message: placed.message } : undefined;
    },
    onError: (error) => {
      if (placeOnField(error)?.field === 'link') {
        // The change token is spent or too old: only a new sign-in gives a new one.
        clearExpiredPassword();
        setHandoff(null);
        toast.show({ type: 'warning', message: <ServerErrorMessage text={serverErrorText(t, error)} /> });
      } else toast.show({ type: 'danger', message: <ServerErrorMessage text={serverErrorText(t, error)} /> });
    },
  });

  if (!handoff) {
    return (
      <AuthLayout icon={<ClockIcon />} title={t('expired.title')} back={{ to: signInAgain, label: t('backToSignIn') }}>
        <div className={formStyles.form}>
          <Notice tone="warning">{t('expired.signInFirst')}</Notice>
          <Link to={signInAgain} className={formStyles.buttonLink}>
            {t('signInNow')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={<ClockIcon />}
      title={t('expired.title')}
      subtitle={t('expired.subtitle', { email: handoff.username })}
      back={{ to: signInAgain, label: t('backToSignIn') }}
    >
      <form className={formStyles.form} onSubmit={form.onSubmit} noValidate>
        <input type="email" name="username" autoComplete="username" value={handoff.username} readOnly hidden />
        <NewPasswordFields
          values={form.values}
          onChange={form.setValue}
          errors={form.errors}
          userInputs={[handoff.username]}
          newPasswordRef={form.fieldRef('newPassword')}
          confirmPasswordRef={form.fieldRef('confirmPassword')}
        />
        <Button type="submit" size="lg" fullWidth loading={form.busy}>
          {t('expired.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
