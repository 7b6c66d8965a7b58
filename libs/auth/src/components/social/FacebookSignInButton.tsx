import { Button } from '@seller-portal/ui';
import { useEffect, useRef } from 'react';
import { useInView } from '../../hooks/use-in-view';
import { useAuthTranslation } from '../../i18n/resources';
import { loadFacebookSdk, type FacebookSdk } from './facebook-sdk';
import { FacebookLogo } from './logos';
import styles from './SocialSignIn.module.css';

export interface FacebookSignInButtonProps {
  appId: string;
  language: string;
  /** After PE401019: ask again for the email permission the user declined. */
  askEmailAgain: boolean;
  busy: boolean;
  disabled: boolean;
  onAccessToken: (accessToken: string) => void;
  onFailure: (error: unknown) => void;
  /**
   * §2.8 autoSocialLogin=FACEBOOK: once the SDK is loaded, a person already signed in to Facebook who allowed the app
   * is signed in without a popup; anyone else gets the login popup (where the browser lets a page open one unasked;
   * otherwise the button is there to press).
   */
  autoStart?: boolean;
}

/**
 * The Facebook button: the SDK loads when the button comes into view, so the login popup opens straight
 * from the press (browsers block popups that do not follow a press).
 */
export function FacebookSignInButton({
  appId,
  language,
  askEmailAgain,
  busy,
  disabled,
  onAccessToken,
  onFailure,
  autoStart = false,
}: FacebookSignInButtonProps) {
  const { t } = useAuthTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const sdk = useRef<FacebookSdk | null>(null);
  const inView = useInView(buttonRef);

  useEffect(() => {
    if (!inView) return;
    loadFacebookSdk(appId, language)
      .then((loaded) => {
        sdk.current = loaded;
      })
      .catch(() => {
        // Blocked or offline: a press tries again and reports the failure then.
      });
  }, [inView, appId, language]);

  const latest = useRef({ onAccessToken, onFailure, login });
  latest.current = { onAccessToken, onFailure, login };
  useEffect(() => {
    if (!autoStart) return;
    loadFacebookSdk(appId, language)
      .then((loaded) => {
        sdk.current = loaded;
        loaded.getLoginStatus((response) => {
          const token = response.authResponse?.accessToken;
          if (response.status === 'connected' && token) latest.current.onAccessToken(token);
          else latest.current.login(loaded);
        });
      })
      .catch((error: unknown) => latest.current.onFailure(error));
  }, [autoStart, appId, language]);

  function login(loaded: FacebookSdk) {
    loaded.login(
      (response) => {
        const token = response.authResponse?.accessToken;
        // Closing the popup is the user's choice, not a failure.
        if (response.status === 'connected' && token) onAccessToken(token);
      },
      { scope: 'email', ...(askEmailAgain ? { auth_type: 'rerequest' as const } : {}) },
    );
  }

  function onClick() {
    if (sdk.current) return login(sdk.current);
    loadFacebookSdk(appId, language)
      .then((loaded) => {
        sdk.current = loaded;
        login(loaded);
      })
      .catch(onFailure);
  }

  return (
    <div className={styles.slot}>
      <Button ref={buttonRef} variant="secondary" size="lg" fullWidth className={styles.provider} loading={busy} disabled={disabled} onClick={onClick}>
        <FacebookLogo />
        {t('social.facebook')}
      </Button>
    </div>
  );
}
