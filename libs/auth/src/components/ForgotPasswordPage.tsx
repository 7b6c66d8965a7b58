import { isApiError, useApiClient } from '@seller-portal/api-client';
import { otpPolicy } from '@seller-portal/contracts';
import { Button, useToast } from '@seller-portal/ui';
import { formStyles, Notice } from '@seller-portal/ui/forms';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { requestPasswordReset } from '../api/passwords';
import { useCountdown } from '../hooks/use-countdown';
import { useAccountTranslation } from '../i18n/account-resources';
import { formatCountdown } from '../lib/countdown';
import { fieldOfServerCode, forgotPasswordPlacement, serverCodeMessage } from '../lib/server-codes';
import { AuthLayout } from './AuthLayout';
import { EmailForm, useEmailField } from './EmailForm';
import { KeyIcon, MailIcon } from './icons';
import { ServerErrorMessage, serverErrorText } from './server-error-message';

/** §2.1 /forgot-password/v2: one email field; the same confirmation whether or not the email has an account. */
export function ForgotPasswordPage() {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  const toast = useToast();
  const [params] = useSearchParams();
  const field = useEmailField(params.get('email') ?? params.get('u') ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const cooldown = useCountdown(resendAt);

  async function send(address: string) {
    setBusy(true);
    try {
      await requestPasswordReset(client, address);
      setSentTo(address);
      // The same pause as for codes, so a mailbox is not flooded by impatient clicks.
      setResendAt(Date.now() + otpPolicy.resendCooldownSeconds * 1000);
    } catch (error) {
      const code = isApiError(error) ? error.errorCode : null;
      if (code && fieldOfServerCode(forgotPasswordPlacement, code)) {
        setSentTo(null);
        field.setError(serverCodeMessage(code));
      } else {
        toast.show({ type: 'danger', message: <ServerErrorMessage text={serverErrorText(t, error)} /> });
      }
    } finally {
      setBusy(false);
    }
  }

  function onSubmit() {
    if (field.check()) void send(field.email.trim());
  }

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
            <Button size="lg" fullWidth variant="secondary" loading={busy} disabled={cooldown > 0} onClick={() => void send(sentTo)}>
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
      <EmailForm field={field} label={t('email')} autoComplete="email" submitLabel={t('forgot.submit')} busy={busy} onSubmit={onSubmit} />
    </AuthLayout>
  );
}
