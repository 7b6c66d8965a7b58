import { isApiError, useApiClient } from '@seller-portal/api-client';
import { isConfirmSignInState, useSession } from '@seller-portal/session-guard';
import { Button, Spinner, Stack } from '@seller-portal/ui';
import { formStyles, Notice } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { oneTimeTokenOwnerQuery, useOneTimeTokenSignIn } from '../api/one-time-token';
import { useAccountTranslation } from '../i18n/account-resources';
import { AuthLayout } from './AuthLayout';
import { ServerErrorMessage, serverErrorText } from './server-error-message';
import styles from './ConfirmSignInPage.module.css';

/** The root with the link's redirectUri: startup routes the session from there (§4.2). */
function rootWith(redirectUri: string | null): string {
  return redirectUri ? `/?redirectUri=${encodeURIComponent(redirectUri)}` : '/';
}

/**
 * /confirm-sign-in (public): a `?authToken=` link opened in a browser signs in only when the person says so. It
 * shows whose account the link opens (and whose session it would end); the token is used only on "Continue".
 */
export function ConfirmSignInPage() {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  const navigate = useNavigate();
  const { state } = useLocation();
  const link = isConfirmSignInState(state) ? state : null;
  const owner = useQuery({ ...oneTimeTokenOwnerQuery(client, link?.authToken ?? ''), enabled: link !== null });
  const session = useSession();
  const signIn = useOneTimeTokenSignIn();
  // A button, not a form: the sign-in's own state; it stays busy until the next page shows.
  const signingIn = signIn.isPending || signIn.isSuccess;
  const failure = signIn.error;

  const current = session.data?.username ?? null;
  const target = owner.data?.username ?? null;

  const proceed = async () => {
    if (!link || signingIn) return;
    const result = await signIn.mutateAsync(link.authToken).catch(() => null);
    if (!result) return;
    if (result.next === 'MULTI_FACTOR') {
      void navigate(`/login-verification${link.redirectUri ? `?redirectUri=${encodeURIComponent(link.redirectUri)}` : ''}`, { replace: true });
      return;
    }
    void navigate(rootWith(link.redirectUri), { replace: true });
  };
  const stay = () => navigate('/', { replace: true });

  const refused = !link || (owner.isError && isApiError(owner.error) && owner.error.errorCode === 'PE401013');
  if (refused) {
    return (
      <AuthLayout title={t('confirmSignIn.title')}>
        <Notice tone="warning">{t('confirmSignIn.invalid')}</Notice>
        <div className={formStyles.actions}>
          <Link to="/sign-in" replace className={formStyles.buttonLink}>
            {t('confirmSignIn.toSignIn')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (owner.isPending || session.isPending) {
    return (
      <AuthLayout title={t('confirmSignIn.title')}>
        <div className={formStyles.centered}>
          <Spinner size="lg" label={t('confirmSignIn.checking')} />
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('confirmSignIn.title')} subtitle={target ? t('confirmSignIn.question', { username: target }) : undefined}>
      <Stack gap={3}>
        {owner.isError && (
          <Notice tone="danger" role="alert">
            <ServerErrorMessage text={serverErrorText(t, owner.error)} />
          </Notice>
        )}
        {target && current && current !== target && <Notice tone="info">{t('confirmSignIn.current', { username: current })}</Notice>}
        {target && <Notice tone="warning">{t('confirmSignIn.warning')}</Notice>}
        {failure !== null && (
          <Notice tone="danger" role="alert">
            <ServerErrorMessage text={serverErrorText(t, failure)} />
          </Notice>
        )}
        <div className={formStyles.actions}>
          {target && (
            <Button className={styles.choice} fullWidth loading={signingIn} onClick={() => void proceed()}>
              {current === target ? t('confirmSignIn.open') : t('confirmSignIn.continue', { username: target })}
            </Button>
          )}
          <Button className={styles.choice} variant="secondary" fullWidth disabled={signingIn} onClick={stay}>
            {current ? t('confirmSignIn.stay', { username: current }) : t('confirmSignIn.cancel')}
          </Button>
        </div>
      </Stack>
    </AuthLayout>
  );
}
