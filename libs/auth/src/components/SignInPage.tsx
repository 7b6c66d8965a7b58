import { isApiError, useApiClient } from '@seller-portal/api-client';
import { BrandMark, Button, PasswordField, TextField, useFormState, useToast } from '@seller-portal/ui';
import { useSessionEndedCode } from '@seller-portal/session-guard';
import { WithQueryClient } from '@seller-portal/app-runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { rootLanding } from '../api/root-landing';
import { signIn, validateSignIn, type SignInFieldErrors } from '../api/sign-in';
import { useSingleSignOnAvailability } from '../api/single-sign-on-availability';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useAuthTranslation } from '../i18n/resources';
import { isSignInPromoRunning } from '../lib/sign-in-promo';
import { ServerErrorMessage, serverErrorText } from './server-error-message';
import styles from './SignInPage.module.css';
import { AuthTopBar } from './AuthTopBar';

// The social buttons and their provider scripts load only when the server has configured a provider.
const SocialSignIn = lazy(() => import('./social/SocialSignIn'));
// Why the last session ended, with its texts: only when another device ended it.
const SessionEndedNotice = lazy(() => import('./SessionEndedNotice'));
// The CMS's sign-in banner: a chunk of its own, asked for once the form is usable (outside the page's JS budget).
const LoginBanner = lazy(() => import('./LoginBanner'));

/** §8 codes whose way out is a new password: the toast offers the forgot-password page. */
const needsNewPassword = new Set(['PE401008', 'PE401011']);

export interface SignInPageProps {
  /** Where a signed-in user goes, given the redirectUri query; the portal's root (§4.1, §4.2) by default. */
  afterSignIn?: (redirectUri: string | null) => string;
  /**
   * Set by an app other than the portal (the console, under its own basename): the portal's pages
   * (forgot password, the multi-factor step) then open as full page loads at the site root.
   */
  standalone?: { basename: string };
  /**
   * An app for staff (the console) names itself here, in its own texts: its name and lead stand beside the form in
   * place of the seller marketing (benefits, promo), and its title and subtitle above the form.
   */
  staff?: { name: string; lead: string; title: string; subtitle: string };
}

/** One toast for the latest failure: a second attempt replaces it instead of stacking another. */
const signInErrorToastId = 'sign-in-error';

/** §2.1 /sign-in: username (prefilled from ?u), password with show/hide, language switch. */
export function SignInPage({ afterSignIn = rootLanding, standalone, staff }: SignInPageProps) {
  const { t } = useAuthTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const completeSignIn = useCompleteSignIn({ afterSignIn, standalone });
  const client = useApiClient();
  const providers = useSingleSignOnAvailability(client);
  // Between a successful answer and the next page the button stays busy.
  const [finishing, setFinishing] = useState(false);
  const redirectUri = params.get('redirectUri');
  // Why the last session ended when another device ended it (a new password, a remote sign-out), as the session read
  // was told; a session that ran out says nothing. Drawn again once the page's session read has answered.
  const sessionEnded = useSessionEndedCode(client);

  /** A page of the portal: in-app here, a full page load from another app (the console). */
  function goTo(path: string) {
    if (standalone) window.location.assign(path);
    else void navigate(path);
  }

  const form = useFormState<{ username: string; password: string }, SignInFieldErrors[keyof SignInFieldErrors] & string>({
    initialValues: { username: params.get('u') ?? '', password: '' },
    validate: validateSignIn,
    submit: async ({ username, password }) => {
      const result = await signIn(client, { username: username.trim(), password });
      setFinishing(true);
      // An earlier failure is no longer true.
      toast.dismiss(signInErrorToastId);
      await completeSignIn(result.next, redirectUri);
    },
    onError: async (error) => {
      setFinishing(false);
      const code = isApiError(error) ? error.errorCode : null;
      // PE401004: the answer carries a one-time change token; /expired-password uses it (never via the URL). The
      // hand-off loads with that page, not with this one.
      if (code === 'PE401004' && isApiError(error)) {
        const { expiredPasswordValueOf, saveExpiredPassword } = await import('../state/handoff');
        const expired = expiredPasswordValueOf(error.body);
        if (expired) {
          saveExpiredPassword(expired);
          return goTo(redirectUri ? `/expired-password?${new URLSearchParams({ redirectUri })}` : '/expired-password');
        }
      }
      const forgot = `/forgot-password/v2?${new URLSearchParams({ email: form.values.username.trim() })}`;
      toast.show({
        id: signInErrorToastId,
        type: 'danger',
        message: <ServerErrorMessage text={serverErrorText(t, error)} />,
        action: code && needsNewPassword.has(code) ? { label: t('signIn.resetPassword'), onClick: () => goTo(forgot) } : undefined,
      });
    },
    errorText: (code) => t(code, { ns: 'errors' }),
  });
  const busy = form.busy || finishing;
  // The banner waits for the form to be on the page and usable: it is asked for after the first commit.
  const [bannerDue, setBannerDue] = useState(false);
  useEffect(() => setBannerDue(true), []);

  const casPath = `/sso/cas${redirectUri ? `?${new URLSearchParams({ redirectUri })}` : ''}`;

  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        <div className={styles.brandInner}>
          <div className={styles.logo}>
            <BrandMark size={44} />
            <span>{staff ? staff.name : t('appName', { ns: 'common' })}</span>
          </div>
          {staff ? (
            <p className={styles.brandLead}>{staff.lead}</p>
          ) : (
            <>
              <p className={styles.brandTitle}>{t('signIn.brandTitle')}</p>
              <p className={styles.brandLead}>{t('signIn.brandLead')}</p>
              <ul className={styles.benefits}>
                <li>{t('signIn.benefits.orders')}</li>
                <li>{t('signIn.benefits.chat')}</li>
                <li>{t('signIn.benefits.insights')}</li>
              </ul>
              {isSignInPromoRunning(Date.now()) && <p className={styles.promo}>{t('signIn.promo')}</p>}
            </>
          )}
        </div>
      </aside>

      <main className={styles.main}>
        <AuthTopBar as="div" className={styles.topBar} />

        <div className={styles.formColumn}>
          <h1 className={styles.title}>{staff ? staff.title : t('signIn.title')}</h1>
          <p className={styles.subtitle}>{staff ? staff.subtitle : t('signIn.subtitle')}</p>
          {sessionEnded && (
            <Suspense fallback={null}>
              <SessionEndedNotice code={sessionEnded} />
            </Suspense>
          )}

          <form className={styles.form} onSubmit={form.onSubmit} noValidate>
            <TextField
              {...form.textField('username')}
              label={t('signIn.username')}
              name="username"
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
            />
            <PasswordField {...form.textField('password')} label={t('signIn.password')} name="password" />
            <div className={styles.forgot}>
              {standalone ? <a href="/forgot-password/v2">{t('signIn.forgotPassword')}</a> : <Link to="/forgot-password/v2">{t('signIn.forgotPassword')}</Link>}
            </div>
            <Button type="submit" size="lg" fullWidth loading={busy}>
              {t('signIn.submit')}
            </Button>
          </form>
          <div className={styles.alternatives}>
            {(providers?.google || providers?.facebook) && (
              <Suspense fallback={null}>
                <SocialSignIn providers={providers} redirectUri={redirectUri} afterSignIn={afterSignIn} standalone={standalone} />
              </Suspense>
            )}
            <p className={styles.cas}>
              {t('social.casPrompt')} {standalone ? <a href={casPath}>{t('social.casLink')}</a> : <Link to={casPath}>{t('social.casLink')}</Link>}
            </p>
          </div>
          {!staff && bannerDue && (
            <WithQueryClient>
              <Suspense fallback={null}>
                <LoginBanner />
              </Suspense>
            </WithQueryClient>
          )}
        </div>
      </main>
    </div>
  );
}
