import { isApiError, useApiClient } from '@seller-portal/api-client';
import type { SingleSignOnAvailability } from '@seller-portal/contracts/accounts';
import type { SsoType } from '@seller-portal/contracts/core';
import { ssoFailureMessageKey } from '@seller-portal/session-guard';
import { useToast } from '@seller-portal/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { shellQueryKeys } from '@seller-portal/contracts/core';
import { autoSocialLoginOf } from '../../lib/auto-social-login';
import { signInWithToken } from '../../api/single-sign-on';
import { useCompleteSignIn, type CompleteSignInOptions } from '../../hooks/use-complete-sign-in';
import { addSessionTexts, useAuthTranslation } from '../../i18n/resources';
import { ServerErrorMessage, serverErrorText } from '../server-error-message';
import { FacebookSignInButton } from './FacebookSignInButton';
import { GoogleSignInButton } from './GoogleSignInButton';
import styles from './SocialSignIn.module.css';

export interface SocialSignInProps extends CompleteSignInOptions {
  redirectUri: string | null;
  /** The providers the server has configured (single-sign-on/available); a null one is hidden. */
  providers: SingleSignOnAvailability;
}

/** The same toast id as the password form's, so a social failure replaces an earlier password failure. */
const signInErrorToastId = 'sign-in-error';

/**
 * Social sign-in (Facebook, Google) under the sign-in form, for the providers the server has configured. The
 * provider's token goes to the server's sign-in; a failure toasts the message of its SSO type (§8) with the
 * server's code.
 */
export default function SocialSignIn({ redirectUri, providers, afterSignIn, standalone }: SocialSignInProps) {
  const { t, i18n } = useAuthTranslation();
  addSessionTexts(i18n);
  const client = useApiClient();
  const toast = useToast();
  const completeSignIn = useCompleteSignIn({ afterSignIn, standalone });
  const [busy, setBusy] = useState<SsoType | null>(null);
  // PE401019: the user did not share the email; the next Facebook login asks for it again.
  const [askEmailAgain, setAskEmailAgain] = useState(false);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // §2.8 autoSocialLogin, read once: the parameter is then taken out of the address, so going back or reloading
  // does not start the provider again.
  const [autoStart] = useState(() => autoSocialLoginOf(params, providers));
  useEffect(() => {
    if (!autoStart) return;
    setParams(
      (current) => {
        current.delete(shellQueryKeys.autoSocialLogin);
        return current;
      },
      { replace: true },
    );
  }, [autoStart, setParams]);

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
    // §3 seller social token: the provider vouched for the person, no seller account is theirs yet. The server kept
    // the token; registration prefills the provider's email and name and links the account. (Not from the console.)
    if (isApiError(error) && error.errorCode === 'ACCOUNT_NOT_REGISTERED' && !standalone) {
      toast.dismiss(signInErrorToastId);
      void navigate('/register');
      return;
    }
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

  const { google, facebook } = providers;

  return (
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
            autoStart={autoStart === 'GOOGLE'}
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
            autoStart={autoStart === 'FACEBOOK'}
          />
        )}
      </div>
    </>
  );
}
