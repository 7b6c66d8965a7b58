import { isApiError, useApiClient } from '@seller-portal/api-client';
import { Spinner, useToast } from '@seller-portal/ui';
import { formStyles, useFormState } from '@seller-portal/ui/forms';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchSsoDomain, signInWithCasTicket } from '../api/single-sign-on';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useAccountTranslation } from '../i18n/account-resources';
import { casPlacement, fieldOfServerCode, serverCodeMessage } from '../lib/server-codes';
import type { FieldMessage } from '../lib/validation';
import { saveCasRedirectUri, takeCasRedirectUri } from '../state/handoff';
import { AuthLayout } from './AuthLayout';
import { EmailForm, validateEmailValues, type EmailValues } from './EmailForm';
import { BuildingIcon } from './icons';
import { signInAgainPath } from './LoginVerificationPage';
import { ServerErrorMessage, serverErrorText } from './server-error-message';

/** The part after the @, as the sso-domain lookup wants it. */
export function emailDomain(email: string): string {
  const at = email.trim().lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .trim()
        .slice(at + 1)
        .toLowerCase();
}

/** The email's domain has no CAS login: said under the field. */
class CasNotAvailable extends Error {}

/**
 * §2.1 /sso/cas: the company email's domain says where its CAS login is (sso-domain/{domain}); the CAS server
 * sends the user back here with ?ticket=, which the server validates and turns into a session.
 */
export function CasSignInPage() {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [params] = useSearchParams();
  const ticket = params.get('ticket');
  const domain = params.get('domain');
  const redirectUri = params.get('redirectUri');
  // The CAS login is another site: a full page load, and the button stays busy until it opens.
  const [leaving, setLeaving] = useState(false);
  const [validating, setValidating] = useState(Boolean(ticket && domain));

  const latest = useRef({ client, completeSignIn, navigate, toast, t });
  latest.current = { client, completeSignIn, navigate, toast, t };
  const validated = useRef<string | null>(null);

  useEffect(() => {
    // The ticket is single use: validate it once per arrival, then take it out of the address bar.
    if (!ticket || !domain || validated.current === ticket) return;
    validated.current = ticket;
    const { client, completeSignIn, navigate, toast, t } = latest.current;
    setValidating(true);
    signInWithCasTicket(client, { ticket, domain })
      .then((result) => completeSignIn(result.next, takeCasRedirectUri()))
      .catch((error: unknown) => {
        toast.show({ type: 'danger', message: <ServerErrorMessage text={serverErrorText(t, error)} /> });
        setValidating(false);
        void navigate('/sso/cas', { replace: true });
      });
  }, [ticket, domain]);

  const form = useFormState<EmailValues, FieldMessage>({
    initialValues: { email: params.get('u') ?? '' },
    validate: validateEmailValues,
    submit: async ({ email }) => {
      const answer = await fetchSsoDomain(client, emailDomain(email));
      if (!answer.sso || !answer.loginUrl) throw new CasNotAvailable();
      saveCasRedirectUri(redirectUri);
      setLeaving(true);
      window.location.assign(answer.loginUrl);
    },
    fieldError: (error) => {
      if (error instanceof CasNotAvailable) return { field: 'email', message: 'accounts:cas.notAvailable' };
      const code = isApiError(error) ? error.errorCode : null;
      if (!code || !fieldOfServerCode(casPlacement, code)) return undefined;
      return { field: 'email', message: code === 'SSO_NOT_CONFIGURED' ? 'accounts:cas.notAvailable' : serverCodeMessage(code) };
    },
    onError: (error) => toast.show({ type: 'danger', message: <ServerErrorMessage text={serverErrorText(t, error)} /> }),
    errorText: (message) => t(message),
  });

  if (validating) {
    return (
      <AuthLayout icon={<BuildingIcon />} title={t('cas.title')}>
        <div className={formStyles.centered}>
          <Spinner size="lg" label={t('cas.validating')} />
          <p className={formStyles.muted}>{t('cas.validating')}</p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={<BuildingIcon />}
      title={t('cas.title')}
      subtitle={t('cas.subtitle')}
      back={{ to: signInAgainPath(redirectUri), label: t('backToSignIn') }}
    >
      <EmailForm form={form} label={t('cas.email')} autoComplete="username" submitLabel={t('cas.submit')} leaving={leaving} />
    </AuthLayout>
  );
}
