import { Checkbox, formStyles } from '@seller-portal/ui/forms';
import { useApiClient } from '@seller-portal/api-client';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sendMultiFactorOtp, verifyMultiFactorOtp } from '../api/multi-factor';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useAccountTranslation } from '../i18n/account-resources';
import { AuthLayout } from './AuthLayout';
import { ShieldIcon } from './icons';
import { OtpVerification } from './otp/OtpVerification';

/** `/sign-in`, keeping the redirectUri the user is on their way to. */
export function signInAgainPath(redirectUri: string | null): string {
  return redirectUri ? `/sign-in?${new URLSearchParams({ redirectUri })}` : '/sign-in';
}

/** §2.1 /login-verification: the multi-factor step after a right password (public; the pending sign-in is a cookie). */
export function LoginVerificationPage() {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectUri = params.get('redirectUri');
  const completeSignIn = useCompleteSignIn();
  // A checkbox the OTP form (useFormState) sends with its code: it holds no message of its own.
  const [trustDevice, setTrustDevice] = useState(false);
  const signInAgain = signInAgainPath(redirectUri);

  return (
    <AuthLayout icon={<ShieldIcon />} title={t('mfa.title')} subtitle={t('mfa.subtitle')} back={{ to: signInAgain, label: t('backToSignIn') }}>
      <OtpVerification
        sendOnOpen
        send={(channel) => sendMultiFactorOtp(client, channel ? { channel } : {})}
        verify={async (code) => {
          await verifyMultiFactorOtp(client, { code, trustDevice });
          await completeSignIn('SESSION', redirectUri);
        }}
        submitLabel={t('mfa.submit')}
        // §4.11: either modal ends this attempt; the user signs in again.
        onModalClosed={() => navigate(signInAgain, { replace: true })}
      >
        <Checkbox
          name="trust-device"
          label={
            <>
              {t('mfa.trustDevice')}
              <br />
              <span className={formStyles.muted}>{t('mfa.trustDeviceHint')}</span>
            </>
          }
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
        />
      </OtpVerification>
    </AuthLayout>
  );
}
