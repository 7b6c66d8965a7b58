import { useApiClient } from '@seller-portal/api-client';
import { otpPolicy } from '@seller-portal/contracts/accounts';
import { Button, useToast } from '@seller-portal/ui';
import { formStyles, Notice, useFormState } from '@seller-portal/ui/forms';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { requestPasswordReset } from '../api/passwords';
import { useCountdown } from '../hooks/use-countdown';
import { useAccountTranslation } from '../i18n/account-resources';
import { formatCountdown } from '../lib/countdown';
import { forgotPasswordPlacement, serverFieldError } from '../lib/server-codes';
import type { FieldMessage } from '../lib/validation';
import { AuthLayout } from './AuthLayout';
import { EmailForm, validateEmailValues, type EmailValues } from './EmailForm';
import { KeyIcon, MailIcon } from './icons';
import { ServerErrorMessage, serverErrorText } from './server-error-message';

/** §2.1 /forgot-password/v2: one email field; the same confirmation whether or not the email has an account. */
export function ForgotPasswordPage() {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  const toast = useToast();
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const cooldown = useCountdown(resendAt);
  const placeServerError = serverFieldError(forgotPasswordPlacement);
  // One form for the first mail and the resends: a resend sends the address the form still holds.
  const form = useFormState<EmailValues, FieldMessage>({
    initialValues: { email: params.get('email') ?? params.get('u') ?? '' },
    validate: validateEmailValues,
    submit: async ({ email }) => {
      const address = email.trim();
      await requestPasswordReset(client, address);
      setSentTo(address);
      // The same pause as for codes, so a mailbox is not flooded by impatient clicks.
      setResendAt(Date.now() + otpPolicy.resendCooldownSeconds * 1000);
    },
    // A code about the address goes back to the form, under its field.
    fieldError: (error) => {
      const placed = placeServerError(error);
      if (placed) setSentTo(null);
      return placed;
    },
    onError: (error) => toast.show({ type: 'danger', message: <ServerErrorMessage text={serverErrorText(t, error)} /> }),
    errorText: (message) => t(message),
  });

  const back = { to: '/sign-in', label: t('backToSignIn') };

  if (sentTo) {
    return (
      <AuthLayout icon={<MailIcon />} title={t('forgot.sentTitle')} back={back}>
        <div className={formStyles.form}>
          <Notice tone="success" role="status">
            {t('forgot.sentText', { email: sentTo })}
          </Notice>
          <p className={formStyles.muted}>{t('forgot.sentHint')}</p>
          <div className={formStyles.actions}>
            <Button size="lg" fullWidth variant="secondary" loading={form.busy} disabled={cooldown > 0} onClick={() => void form.onSubmit()}>
              {cooldown > 0 ? t('forgot.resendIn', { time: formatCountdown(cooldown) }) : t('forgot.resend')}
            </Button>
            <button type="button" className={formStyles.linkButton} onClick={() => setSentTo(null)}>
              {t('forgot.otherEmail')}
            </button>
          </div>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={<KeyIcon />}
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      back={back}
      footer={
        <>
          {t('forgot.noAccount')} <Link to="/register">{t('forgot.register')}</Link>
        </>
      }
    >
      <EmailForm form={form} label={t('email')} autoComplete="email" submitLabel={t('forgot.submit')} />
    </AuthLayout>
  );
}
