import { Notice, formStyles } from '@seller-portal/ui/forms';
import { useApiClient } from '@seller-portal/api-client';
import { useSession } from '@seller-portal/session-guard';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { resendRegistrationOtp, sendRegistrationOtp, useVerifyRegistrationCode } from '../api/registration';
import { useAccountTranslation } from '../i18n/account-resources';
import { clearRegistration, loadRegistration } from '../state/handoff';
import { AuthLayout } from './AuthLayout';
import { MailIcon } from './icons';
import { OtpVerification } from './otp/OtpVerification';

/**
 * §2.5 /register/otp: the code that confirms a registration (or, §4.2, a signed-in seller's pending
 * verification). On success the server creates the user and the store in onboarding and signs in; the root
 * then routes the new session (§4.2: onboarding).
 */
export function RegisterOtpPage() {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  const verifyCode = useVerifyRegistrationCode();
  const navigate = useNavigate();
  const session = useSession();
  const [registration] = useState(() => loadRegistration());
  const verifyingSession = !registration && Boolean(session.data?.customFields.needVerification);
  const startAgain = registration || !session.data ? '/register' : '/sign-out';

  return (
    <AuthLayout
      icon={<MailIcon />}
      title={t('registerOtp.title')}
      subtitle={registration ? t('registerOtp.subtitle', { storeName: registration.storeName }) : t('registerOtp.subtitleSession')}
      back={registration ? { to: '/register', label: t('registerOtp.back') } : undefined}
      footer={
        !registration && !verifyingSession && !session.isPending ? (
          <>
            {t('registerOtp.noRegistration')} <Link to="/register">{t('registerOtp.register')}</Link>
          </>
        ) : undefined
      }
    >
      {registration && (
        <div className={formStyles.gapBelow}>
          <Notice>{t('registerOtp.account', { email: registration.email })}</Notice>
        </div>
      )}
      <OtpVerification
        channels={registration?.channels}
        send={(channel) => sendRegistrationOtp(client, channel ? { channel } : {})}
        resend={() => resendRegistrationOtp(client)}
        verify={async (code) => {
          await verifyCode.mutateAsync(code);
          clearRegistration();
          // §4.2 at the root: a store in onboarding (V2, ONBOARD) goes to onboarding.
          void navigate('/', { replace: true });
        }}
        submitLabel={t('registerOtp.submit')}
        onModalClosed={() => {
          clearRegistration();
          void navigate(startAgain, { replace: true });
        }}
      />
    </AuthLayout>
  );
}
