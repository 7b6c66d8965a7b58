import { useSignOut } from '@seller-portal/session-guard';
import { Spinner, useToast } from '@seller-portal/ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthTranslation } from '../i18n/resources';
import { ServerErrorMessage, serverErrorText } from './server-error-message';
import styles from './SignOutPage.module.css';

/** §2.1 /sign-out: ends the session on the server, forgets it here, then shows sign-in. */
export function SignOutPage() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const signOut = useSignOut();
  const started = useRef(false);

  useEffect(() => {
    // One sign-out per visit, also under a development double effect.
    if (started.current) return;
    started.current = true;
    signOut.mutate(undefined, {
      onSuccess: () => navigate('/sign-in', { replace: true }),
      onError: (error) => {
        toast.show({ type: 'danger', message: <ServerErrorMessage text={serverErrorText(t, error)} /> });
        // The session may still be alive: the root routes by whatever the server says now.
        void navigate('/', { replace: true });
      },
    });
  }, [signOut, navigate, toast, t]);

  return (
    <div className={styles.page}>
      <Spinner size="lg" label={t('signOut.inProgress')} />
      <p>{t('signOut.inProgress')}</p>
    </div>
  );
}
