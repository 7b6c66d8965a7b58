import { isApiError, useApiClient } from '@seller-portal/api-client';
import type { EmailTokenPurpose } from '@seller-portal/contracts/accounts';
import { Button, Spinner, useToast } from '@seller-portal/ui';
import { formStyles, Notice, useFormState } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { emailTokenQuery, setPasswordWithLink } from '../api/passwords';
import { useAccountTranslation } from '../i18n/account-resources';
import { fieldOfServerCode, passwordWithTokenPlacement, serverCodeMessage, serverFieldError } from '../lib/server-codes';
import { validateNewPassword, type FieldMessage } from '../lib/validation';
import { AuthLayout } from './AuthLayout';
import { CheckIcon, ClockIcon, KeyIcon } from './icons';
import { NewPasswordFields } from './password/NewPasswordFields';
import { ServerErrorMessage, serverErrorText } from './server-error-message';

export interface ResetPasswordPageProps {
  /** /reset-password/v2 or /create-password; the link's own purpose wins once the server has said it. */
  purpose: EmailTokenPurpose;
}

/** The code of a failed token check or change, when it is about the link itself (expired, used, unknown). */
function linkProblem(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return fieldOfServerCode(passwordWithTokenPlacement, error.errorCode) === 'link' ? error.errorCode : null;
}

/** What the expired-link state says: §8 PE401003 asks to reset again, PE401002 says the link expired. */
function linkProblemMessage(code: string | null): `errors:${string}` {
  return serverCodeMessage(code ?? 'LINK_INVALID') as `errors:${string}`;
}

/**
 * §2.1 /reset-password/v2 and /create-password: the token of the mailed link, a new password with its
 * confirmation and strength meter; PE401002/PE401003 (expired) lead to asking for a new link.
 */
export function ResetPasswordPage({ purpose: routePurpose }: ResetPasswordPageProps) {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  const toast = useToast();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const tokenInfo = useQuery({ ...emailTokenQuery(client, token), enabled: token !== '' });
  const [expiredCode, setExpiredCode] = useState<string | null>(null);
  const [doneFor, setDoneFor] = useState<string | null>(null);

  const purpose = tokenInfo.data?.purpose ?? routePurpose;
  const texts = purpose === 'CREATE_PASSWORD' ? 'create' : 'reset';
  const email = tokenInfo.data?.email ?? '';
  const askAgain = `/forgot-password/v2${email ? `?${new URLSearchParams({ email })}` : ''}`;

  const placeOnField = serverFieldError(passwordWithTokenPlacement);
  const form = useFormState<{ newPassword: string; confirmPassword: string }, FieldMessage>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: (values) => validateNewPassword(values, [email]),
    submit: async (values) => {
      const changed = await setPasswordWithLink(client, { token, ...values });
      setDoneFor(changed.username || email);
    },
    fieldError: (error) => {
      const placed = placeOnField(error);
      return placed && placed.field !== 'link' ? { field: placed.field, message: placed.message } : undefined;
    },
    onError: (error) => {
      // A spent or expired link shows the page that asks for a new one.
      if (placeOnField(error)?.field === 'link' && isApiError(error)) setExpiredCode(error.errorCode);
      else toast.show({ type: 'danger', message: <ServerErrorMessage text={serverErrorText(t, error)} /> });
    },
  });

  if (doneFor !== null) {
    return (
      <AuthLayout icon={<CheckIcon />} title={t(`${texts}.doneTitle`)} subtitle={t(`${texts}.doneText`)}>
        <Link to={`/sign-in?${new URLSearchParams({ u: doneFor })}`} className={formStyles.buttonLink}>
          {t('signInNow')}
        </Link>
      </AuthLayout>
    );
  }

  const problem = token === '' ? 'LINK_INVALID' : (expiredCode ?? linkProblem(tokenInfo.error));
  if (problem) {
    return (
      <AuthLayout icon={<ClockIcon />} title={t('link.expiredTitle')} back={{ to: '/sign-in', label: t('backToSignIn') }}>
        <div className={formStyles.form}>
          <Notice tone="warning" role="alert">
            {t(linkProblemMessage(problem))} ({problem})
          </Notice>
          <Link to={askAgain} className={formStyles.buttonLink}>
            {t('link.askAgain')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (tokenInfo.isPending) {
    return (
      <AuthLayout icon={<KeyIcon />} title={t(`${texts}.title`)}>
        <div className={formStyles.centered}>
          <Spinner size="lg" />
        </div>
      </AuthLayout>
    );
  }

  if (tokenInfo.isError) {
    return (
      <AuthLayout icon={<KeyIcon />} title={t(`${texts}.title`)} back={{ to: '/sign-in', label: t('backToSignIn') }}>
        <div className={formStyles.form}>
          <Notice tone="danger" role="alert">
            <ServerErrorMessage text={serverErrorText(t, tokenInfo.error)} />
          </Notice>
          <Button size="lg" fullWidth variant="secondary" onClick={() => void tokenInfo.refetch()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout icon={<KeyIcon />} title={t(`${texts}.title`)} subtitle={t(`${texts}.subtitle`, { email })}>
      <form className={formStyles.form} onSubmit={form.onSubmit} noValidate>
        {/* Lets password managers store the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields
          values={form.values}
          onChange={form.setValue}
          errors={form.errors}
          userInputs={[email]}
          newPasswordRef={form.fieldRef('newPassword')}
          confirmPasswordRef={form.fieldRef('confirmPassword')}
        />
        <Button type="submit" size="lg" fullWidth loading={form.busy}>
          {t(`${texts}.submit`)}
        </Button>
      </form>
    </AuthLayout>
  );
}
