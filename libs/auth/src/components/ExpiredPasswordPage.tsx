import { isApiError, useApiClient } from '@seller-portal/api-client';
import { Button, useToast } from '@seller-portal/ui';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { changeExpiredPassword } from '../api/passwords';
import { signIn } from '../api/sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useAccountTranslation } from '../i18n/account-resources';
import { fieldOfServerCode, passwordWithTokenPlacement, serverCodeMessage } from '../lib/server-codes';
import { hasErrors, validateNewPassword, type FieldErrors, type NewPasswordField } from '../lib/validation';
import { clearExpiredPassword, loadExpiredPassword } from '../state/handoff';
import { AuthLayout } from './AuthLayout';
import { formStyles, Notice } from './FormParts';
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
  const [values, setValues] = useState<Record<NewPasswordField, string>>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<NewPasswordField>>({});
  const [busy, setBusy] = useState(false);
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const signInAgain = signInAgainPath(redirectUri);

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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !handoff) return;
    const invalid = validateNewPassword(values, [handoff.username]);
    setErrors(invalid);
    if (invalid.newPassword) return newRef.current?.focus();
    if (hasErrors(invalid)) return confirmRef.current?.focus();
    setBusy(true);
    try {
      await changeExpiredPassword(client, { token: handoff.changeToken, ...values });
    } catch (error) {
      setBusy(false);
      const code = isApiError(error) ? error.errorCode : null;
      const field = fieldOfServerCode(passwordWithTokenPlacement, code);
      if (field === 'link') {
        // The change token is spent or too old: only a new sign-in gives a new one.
        clearExpiredPassword();
        setHandoff(null);
        toast.show({ type: 'warning', message: <ServerErrorMessage text={serverErrorText(t, error)} /> });
      } else if (field && code) {
        setErrors({ [field]: serverCodeMessage(code) });
        (field === 'newPassword' ? newRef : confirmRef).current?.focus();
      } else toast.show({ type: 'danger', message: <ServerErrorMessage text={serverErrorText(t, error)} /> });
      return;
    }
    clearExpiredPassword();
    toast.show({ type: 'success', message: t('expired.done') });
    try {
      const result = await signIn(client, { username: handoff.username, password: values.newPassword });
      await completeSignIn(result.next, redirectUri);
    } catch {
      // The password is changed either way; signing in by hand is the way on.
      navigate(`/sign-in?${new URLSearchParams({ u: handoff.username, ...(redirectUri ? { redirectUri } : {}) })}`, { replace: true });
    }
  }

  return (
    <AuthLayout
      icon={<ClockIcon />}
      title={t('expired.title')}
      subtitle={t('expired.subtitle', { email: handoff.username })}
      back={{ to: signInAgain, label: t('backToSignIn') }}
    >
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <input type="email" name="username" autoComplete="username" value={handoff.username} readOnly hidden />
        <NewPasswordFields
          values={values}
          onChange={(field, value) => {
            setValues((current) => ({ ...current, [field]: value }));
            if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
          }}
          errors={errors}
          userInputs={[handoff.username]}
          newPasswordRef={newRef}
          confirmPasswordRef={confirmRef}
        />
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {t('expired.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
