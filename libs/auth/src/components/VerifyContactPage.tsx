import { isApiError, useApiClient } from '@seller-portal/api-client';
import type { ContactType, OtpChallenge } from '@seller-portal/contracts/accounts';
import { resolveAfterSignIn } from '@seller-portal/session-guard';
import { Button, PasswordField, TextField, useToast } from '@seller-portal/ui';
import { formStyles, useFormState, type FormErrors } from '@seller-portal/ui/forms';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { sendContactVerification, useVerifyContact } from '../api/contact-verification';
import { rootLanding } from '../api/root-landing';
import { useAccountTranslation } from '../i18n/account-resources';
import { contactPasswordPlacement, contactPlacement, fieldOfServerCode, serverCodeMessage } from '../lib/server-codes';
import { normalizePhoneNumber, validateEmail, validatePhoneNumber, type FieldMessage } from '../lib/validation';
import { AuthLayout } from './AuthLayout';
import { MailIcon, PhoneIcon } from './icons';
import { OtpVerification } from './otp/OtpVerification';
import { ServerErrorMessage, serverErrorText } from './server-error-message';

/** The value the server gets: a phone number's digits (§5: 7–14), an email trimmed. */
export function contactValue(type: ContactType, raw: string): string {
  return type === 'PHONE' ? (normalizePhoneNumber(raw) ?? raw.trim()) : raw.trim();
}

export function validateContact(type: ContactType, raw: string): FieldMessage | undefined {
  return type === 'PHONE' ? validatePhoneNumber(raw) : validateEmail(raw);
}

/**
 * §2.5 /verify-phone-number and /verify-email (§4.2 reminders): a code to the new contact, then back to
 * the redirectUri. "Later" skips to it without verifying. A value other than the account's own is a change:
 * the server asks for the current password (ERR_PMU400006), and the form then shows its field.
 */
export function VerifyContactPage({ type }: { type: ContactType }) {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  const toast = useToast();
  const verifyContact = useVerifyContact();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectUri = params.get('redirectUri');
  // "Later" goes straight on; after a verification the root routes again (§4.2: the email may be next).
  const skipTo = resolveAfterSignIn(redirectUri);
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const [askPassword, setAskPassword] = useState(false);
  const texts = type === 'PHONE' ? 'verifyPhone' : 'verifyEmail';
  type Values = { value: string; currentPassword: string };
  const form = useFormState<Values, FieldMessage>({
    initialValues: { value: '', currentPassword: '' },
    // One message at a time: the contact first, then the password once the server asked for it.
    validate: ({ value, currentPassword }): FormErrors<Values, FieldMessage> => {
      const invalid = validateContact(type, value);
      if (invalid) return { value: invalid };
      return askPassword && currentPassword.trim() === '' ? { currentPassword: 'errors:ERR_PMU400006' } : {};
    },
    submit: async (values) => setChallenge(await send(values)),
    fieldError: (error) => {
      const code = isApiError(error) ? error.errorCode : null;
      // A change of contact before the password field is shown: the field appears (onError), not a message.
      if (!code || (code === 'ERR_PMU400006' && !askPassword)) return undefined;
      if (fieldOfServerCode(contactPasswordPlacement, code)) return { field: 'currentPassword', message: serverCodeMessage(code) };
      if (fieldOfServerCode(contactPlacement, code)) return { field: 'value', message: serverCodeMessage(code) };
      return undefined;
    },
    onError: (error) => {
      // A change of contact: the field appears with its hint, not as an error (and takes the cursor).
      if (isApiError(error) && error.errorCode === 'ERR_PMU400006' && !askPassword) setAskPassword(true);
      else toast.show({ type: 'danger', message: <ServerErrorMessage text={serverErrorText(t, error)} /> });
    },
    errorText: (message) => t(message),
  });
  function send(values: Values = form.values): Promise<OtpChallenge> {
    return sendContactVerification(client, {
      type,
      value: contactValue(type, values.value),
      ...(askPassword ? { currentPassword: values.currentPassword } : {}),
    });
  }

  const later = (
    <Link to={skipTo} replace>
      {t('verifyContact.later')}
    </Link>
  );

  if (challenge) {
    return (
      <AuthLayout icon={type === 'PHONE' ? <PhoneIcon /> : <MailIcon />} title={t(`${texts}.codeTitle`)} footer={later}>
        <OtpVerification
          initialChallenge={challenge}
          send={() => send()}
          verify={async (code) => {
            await verifyContact.mutateAsync({ type, code });
            toast.show({ type: 'success', message: t(`${texts}.done`) });
            void navigate(rootLanding(redirectUri), { replace: true });
          }}
          submitLabel={t('verifyContact.submit')}
          onModalClosed={() => setChallenge(null)}
        />
        <div className={`${formStyles.centered} ${formStyles.gapAbove}`}>
          <button type="button" className={formStyles.linkButton} onClick={() => setChallenge(null)}>
            {t(`${texts}.change`)}
          </button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout icon={type === 'PHONE' ? <PhoneIcon /> : <MailIcon />} title={t(`${texts}.title`)} subtitle={t(`${texts}.subtitle`)} footer={later}>
      <form className={formStyles.form} onSubmit={form.onSubmit} noValidate>
        <TextField
          {...form.textField('value')}
          label={t(`${texts}.label`)}
          name={type === 'PHONE' ? 'tel' : 'email'}
          type={type === 'PHONE' ? 'tel' : 'email'}
          inputMode={type === 'PHONE' ? 'tel' : 'email'}
          autoComplete={type === 'PHONE' ? 'tel' : 'email'}
          autoCapitalize="off"
          spellCheck={false}
          hint={type === 'PHONE' ? t('phoneHint') : undefined}
        />
        {askPassword && (
          <PasswordField
            {...form.textField('currentPassword')}
            label={t('verifyContact.currentPassword')}
            name="current-password"
            autoComplete="current-password"
            hint={t(`${texts}.passwordHint`)}
            // It appears once the server asked for it: the cursor goes there.
            autoFocus
          />
        )}
        <Button type="submit" size="lg" fullWidth loading={form.busy}>
          {t('verifyContact.send')}
        </Button>
      </form>
    </AuthLayout>
  );
}
