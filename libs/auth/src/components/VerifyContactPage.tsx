import { isApiError, useApiClient } from '@seller-portal/api-client';
import type { ContactType, OtpChallenge } from '@seller-portal/contracts';
import { resolveAfterSignIn, sessionKeys } from '@seller-portal/session-guard';
import { Button, PasswordField, TextField, useToast } from '@seller-portal/ui';
import { formStyles } from '@seller-portal/ui/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { sendContactVerification, verifyContact } from '../api/contact-verification';
import { rootLanding } from '../api/landing';
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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectUri = params.get('redirectUri');
  // "Later" goes straight on; after a verification the root routes again (§4.2: the email may be next).
  const skipTo = resolveAfterSignIn(redirectUri);
  const [value, setValue] = useState('');
  const [valueError, setValueError] = useState<FieldMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const [askPassword, setAskPassword] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<FieldMessage | null>(null);
  const valueRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const texts = type === 'PHONE' ? 'verifyPhone' : 'verifyEmail';
  // The field appears after the server asked for it: the cursor goes there.
  useEffect(() => {
    if (askPassword) passwordRef.current?.focus();
  }, [askPassword]);
  const send = () => sendContactVerification(client, { type, value: contactValue(type, value), ...(askPassword ? { currentPassword: password } : {}) });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = validateContact(type, value);
    setValueError(invalid ?? null);
    if (invalid) return valueRef.current?.focus();
    if (askPassword && password.trim() === '') {
      setPasswordError('errors:ERR_PMU400006');
      return passwordRef.current?.focus();
    }
    setBusy(true);
    try {
      setChallenge(await send());
    } catch (error) {
      const code = isApiError(error) ? error.errorCode : null;
      if (code === 'ERR_PMU400006' && !askPassword) {
        // A change of contact: the field appears with its hint, not as an error.
        setAskPassword(true);
      } else if (code && fieldOfServerCode(contactPasswordPlacement, code)) {
        setPasswordError(serverCodeMessage(code));
        passwordRef.current?.focus();
      } else if (code && fieldOfServerCode(contactPlacement, code)) {
        setValueError(serverCodeMessage(code));
        valueRef.current?.focus();
      } else toast.show({ type: 'danger', message: <ServerErrorMessage text={serverErrorText(t, error)} /> });
    } finally {
      setBusy(false);
    }
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
          send={send}
          verify={async (code) => {
            const session = await verifyContact(client, { type, code });
            queryClient.setQueryData(sessionKeys.current(), session);
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
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextField
          ref={valueRef}
          label={t(`${texts}.label`)}
          name={type === 'PHONE' ? 'tel' : 'email'}
          type={type === 'PHONE' ? 'tel' : 'email'}
          inputMode={type === 'PHONE' ? 'tel' : 'email'}
          autoComplete={type === 'PHONE' ? 'tel' : 'email'}
          autoCapitalize="off"
          spellCheck={false}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (valueError) setValueError(null);
          }}
          error={valueError ? t(valueError) : undefined}
          hint={type === 'PHONE' ? t('phoneHint') : undefined}
        />
        {askPassword && (
          <PasswordField
            ref={passwordRef}
            label={t('verifyContact.currentPassword')}
            name="current-password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (passwordError) setPasswordError(null);
            }}
            error={passwordError ? t(passwordError) : undefined}
            hint={t(`${texts}.passwordHint`)}
          />
        )}
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {t('verifyContact.send')}
        </Button>
      </form>
    </AuthLayout>
  );
}
