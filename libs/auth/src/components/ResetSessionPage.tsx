import { isApiError } from '@seller-portal/api-client';
import { Spinner, useToast } from '@seller-portal/ui';
import { formStyles } from '@seller-portal/ui/forms';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useResetSession } from '../api/session-switch';
import { useAccountTranslation } from '../i18n/account-resources';
import { AuthLayout } from './AuthLayout';
import { ServerErrorMessage, serverErrorText } from './server-error-message';

/**
 * §2.1 /reset-session (public): forgets the chosen mode so an amphibi user chooses again; the root then
 * routes the session (§4.2 step 1: no mode but switchable → /switch-session). Without a session: sign-in.
 */
export function ResetSessionPage() {
  const { t } = useAccountTranslation();
  const reset = useResetSession();
  const navigate = useNavigate();
  const toast = useToast();
  const latest = useRef({ reset, navigate, toast, t });
  latest.current = { reset, navigate, toast, t };
  const started = useRef(false);

  useEffect(() => {
    // One reset per visit, also under a development double effect.
    if (started.current) return;
    started.current = true;
    const { reset, navigate, toast, t } = latest.current;
    reset
      .mutateAsync()
      .then(() => navigate('/', { replace: true }))
      .catch((error: unknown) => {
        if (isApiError(error) && error.httpStatus === 401) return navigate('/sign-in', { replace: true });
        toast.show({ type: 'danger', message: <ServerErrorMessage text={serverErrorText(t, error)} /> });
        void navigate('/', { replace: true });
      });
  }, []);

  return (
    <AuthLayout title={t('resetSession.title')}>
      <div className={formStyles.centered}>
        <Spinner size="lg" label={t('resetSession.inProgress')} />
        <p className={formStyles.muted}>{t('resetSession.inProgress')}</p>
      </div>
    </AuthLayout>
  );
}
