import { Button } from '@seller-portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useInView } from '../../hooks/use-in-view';
import { useAuthTranslation } from '../../i18n/resources';
import { loadGoogleIdentity } from './google-identity';
import { GoogleLogo } from './logos';
import styles from './SocialSignIn.module.css';

export interface GoogleSignInButtonProps {
  clientId: string;
  language: string;
  busy: boolean;
  disabled: boolean;
  /** The ID token Google returned (Google Identity Services' ID-token flow). */
  onCredential: (idToken: string) => void;
  onFailure: (error: unknown) => void;
  /** §2.8 autoSocialLogin=GOOGLE: open Google's prompt as soon as the button is on the page. */
  autoStart?: boolean;
}

/**
 * Our own button until Google Identity Services is needed: the script loads when the button comes into
 * view (or is pressed), then Google's button takes its place. A press before that opens Google's prompt.
 */
export function GoogleSignInButton({ clientId, language, busy, disabled, onCredential, onFailure, autoStart = false }: GoogleSignInButtonProps) {
  const { t } = useAuthTranslation();
  const placeholderRef = useRef<HTMLButtonElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'ready'>('idle');
  const inView = useInView(placeholderRef);
  const latest = useRef({ onCredential, onFailure });
  latest.current = { onCredential, onFailure };
  const started = useRef(false);
  // A press or autoSocialLogin asked for the prompt, maybe while the script was still loading for the view.
  const promptWanted = useRef(false);

  function start(prompt: boolean) {
    if (prompt) promptWanted.current = true;
    if (started.current) return;
    started.current = true;
    setState('loading');
    const width = placeholderRef.current?.offsetWidth ?? 320;
    loadGoogleIdentity()
      .then((identity) => {
        identity.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (credential) latest.current.onCredential(credential);
          },
          ux_mode: 'popup',
          use_fedcm_for_prompt: true,
          itp_support: true,
        });
        if (slotRef.current) {
          identity.renderButton(slotRef.current, {
            type: 'standard',
            theme: 'outline',
            size: 'large',
            text: 'signin_with',
            shape: 'rectangular',
            logo_alignment: 'center',
            // Google's button is at most 400px wide.
            width: Math.min(400, Math.max(200, width)),
            locale: language === 'en' ? 'en' : 'id',
          });
        }
        setState('ready');
        if (promptWanted.current) identity.prompt();
      })
      .catch((error: unknown) => {
        started.current = false;
        setState('idle');
        if (promptWanted.current) latest.current.onFailure(error);
        promptWanted.current = false;
      });
  }

  const startRef = useRef(start);
  startRef.current = start;
  useEffect(() => {
    if (autoStart) startRef.current(true);
  }, [autoStart]);
  useEffect(() => {
    if (inView) startRef.current(false);
  }, [inView]);

  return (
    <div className={styles.slot}>
      {state !== 'ready' && (
        <Button
          ref={placeholderRef}
          variant="secondary"
          size="lg"
          fullWidth
          className={styles.provider}
          loading={busy || state === 'loading'}
          disabled={disabled}
          onClick={() => start(true)}
        >
          <GoogleLogo />
          {t('social.google')}
        </Button>
      )}
      <div ref={slotRef} className={state === 'ready' ? styles.googleSlot : styles.hidden} aria-busy={busy || undefined} />
    </div>
  );
}
