import { isApiError, useApiClient } from '@seller-portal/api-client';
import type { SsoType } from '@seller-portal/contracts';
import { ssoFailureMessageKey } from '@seller-portal/session-guard';
import { useToast } from '@seller-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { signInWithToken, singleSignOnAvailabilityQuery } from '../../api/single-sign-on';
import { useCompleteSignIn, type CompleteSignInOptions } from '../../hooks/use-complete-sign-in';
import { useAccountTranslation } from '../../i18n/account-resources';
import { ServerErrorMessage, serverErrorText } from '../server-error-message';
import { FacebookSignInButton } from './FacebookSignInButton';
import { GoogleSignInButton } from './GoogleSignInButton';
import styles from './SocialSignIn.module.css';

export interface SocialSignInProps extends CompleteSignInOptions {
  redirectUri: string | null;
}

/** The same toast id as the password form's, so a social failure replaces an earlier password failure. */
const signInErrorToastId = 'sign-in-error';

/**
 * Social sign-in (Facebook, Google) and the CAS link under the sign-in form. Providers the server has not
 * configured are hidden (single-sign-on/available). The provider's token goes to the server's sign-in;
 * a failure toasts the message of its SSO type (§8) with the server's code.
 */
export default function SocialSignIn({ redirectUri, afterSignIn, standalone }: SocialSignInProps) {
  const { t, i18n } = useAccountTranslation();
  const client = useApiClient();
  const toast = useToast();
  const completeSignIn = useCompleteSignIn({ afterSignIn, standalone });
  const availability = useQuery(singleSignOnAvailabilityQuery(client));
  const [busy, setBusy] = useState<SsoType | null>(null);
  // PE401019: the user did not share the email; the next Facebook login asks for it again.
  const [askEmailAgain, setAskEmailAgain] = useState(false);
  const language = i18n.resolvedLanguage ?? i18n.language;

  async function onToken(ssoType: 'GOOGLE' | 'FACEBOOK', token: string) {
    setBusy(ssoType);
    try {
      const result = await signInWithToken(client, { token, ssoType });
      toast.dismiss(signInErrorToastId);
      await completeSignIn(result.next, redirectUri);
    } catch (error) {
      setBusy(null);
      onFailure(ssoType, error);
    }
  }

  function onFailure(ssoType: 'GOOGLE' | 'FACEBOOK', error: unknown) {
    if (isApiError(error) && error.errorCode === 'PE401019') setAskEmailAgain(true);
    toast.show({
      id: signInErrorToastId,
      type: 'danger',
      message: (
        <>
          <span style={{ display: 'block' }}>{t(ssoFailureMessageKey(ssoType))}</span>
          {isApiError(error) && <ServerErrorMessage text={serverErrorText(t, error)} />}
        </>
      ),
    });
  }

  const google = availability.data?.google ?? null;
  const facebook = availability.data?.facebook ?? null;
  const casPath = `/sso/cas${redirectUri ? `?${new URLSearchParams({ redirectUri })}` : ''}`;

  return (
    <div className={styles.social}>
      {(google || facebook) && (
        <>
          <p className={styles.divider}>
            <span>{t('social.or')}</span>
          </p>
          <div className={styles.buttons}>
            {google && (
              <GoogleSignInButton
                clientId={google.clientId}
                language={language}
                busy={busy === 'GOOGLE'}
                disabled={busy !== null}
                onCredential={(token) => void onToken('GOOGLE', token)}
                onFailure={(error) => onFailure('GOOGLE', error)}
              />
            )}
            {facebook && (
              <FacebookSignInButton
                appId={facebook.appId}
                language={language}
                askEmailAgain={askEmailAgain}
                busy={busy === 'FACEBOOK'}
                disabled={busy !== null}
                onAccessToken={(token) => void onToken('FACEBOOK', token)}
                onFailure={(error) => onFailure('FACEBOOK', error)}
              />
            )}
          </div>
        </>
      )}
      <p className={styles.cas}>
        {t('social.casPrompt')}{' '}
        {standalone ? <a href={casPath}>{t('social.casLink')}</a> : <Link to={casPath}>{t('social.casLink')}</Link>}
      </p>
    </div>
  );
}
