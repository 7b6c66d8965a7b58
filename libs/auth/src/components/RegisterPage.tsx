import { useApiClient } from '@seller-portal/api-client';
import { storeNameRules } from '@seller-portal/contracts/accounts';
import { Button, TextField, useToast } from '@seller-portal/ui';
import { Checkbox, formStyles, Notice, useFormState } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { nameAvailabilityQuery, openRegistration, socialRegistrationQuery } from '../api/registration';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useAccountTranslation } from '../i18n/account-resources';
import { registrationPlacement, serverFieldError } from '../lib/server-codes';
import { normalizePhoneNumber, validateRegistration, validateStoreName, type FieldMessage, type RegistrationValues } from '../lib/validation';
import { saveRegistration } from '../state/handoff';
import { AuthLayout } from './AuthLayout';
import { StoreIcon } from './icons';
import { NewPasswordFields } from './password/NewPasswordFields';
import { ServerErrorMessage, serverErrorText } from './server-error-message';

/** Typing pauses this long before the store name is checked (check-name-availability as you type). */
export const nameCheckDelayMs = 400;

// The order of the fields is the order in which an invalid one takes the focus.
const emptyForm: RegistrationValues = {
  fullName: '',
  email: '',
  phoneNumber: '',
  storeName: '',
  password: '',
  confirmPassword: '',
  agreement: false,
};

/** The store-name check as the user types: waiting for a pause, checking, free or taken. */
function useNameAvailability(storeName: string) {
  const client = useApiClient();
  const settled = useDebouncedValue(storeName.trim(), nameCheckDelayMs);
  const checkable = settled !== '' && !validateStoreName(settled);
  const query = useQuery({ ...nameAvailabilityQuery(client, settled), enabled: checkable });
  const current = storeName.trim() === settled;
  if (!checkable || !current) return { state: 'idle' as const };
  if (query.isPending) return { state: 'checking' as const };
  if (query.data) return { state: query.data.available ? ('available' as const) : ('taken' as const) };
  return { state: 'idle' as const };
}

/** §2.5 /register: the seller sign-up form; nothing is created until /register/otp verifies the code. */
export function RegisterPage() {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useFormState<RegistrationValues, FieldMessage>({
    initialValues: emptyForm,
    validate: (values) => {
      const invalid = validateRegistration(values);
      if (!invalid.storeName && availability.state === 'taken') invalid.storeName = 'errors:STORE_NAME_TAKEN';
      return invalid;
    },
    submit: async (values) => {
      const opened = await openRegistration(client, {
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        phoneNumber: normalizePhoneNumber(values.phoneNumber) ?? values.phoneNumber,
        storeName: values.storeName.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      saveRegistration(opened);
      await navigate('/register/otp');
    },
    fieldError: serverFieldError(registrationPlacement),
    onError: (error) => toast.show({ type: 'danger', message: <ServerErrorMessage text={serverErrorText(t, error)} /> }),
    errorText: (message) => t(message),
  });
  const { values, errors } = form;
  const update = form.setValue;
  const availability = useNameAvailability(values.storeName);
  // §3 seller social token: a social sign-in that found no seller brings its provider's verified email and name.
  const social = useQuery(socialRegistrationQuery(client)).data ?? null;
  // Once, when the answer comes: what the seller types afterwards is theirs.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!social || prefilled.current) return;
    prefilled.current = true;
    if (!values.email) update('email', social.email);
    if (!values.fullName && social.fullName) update('fullName', social.fullName);
  }, [social, values.email, values.fullName, update]);
  const provider = social ? t(social.media === 'GOOGLE' ? 'register.social.google' : 'register.social.facebook') : '';

  const storeHint =
    availability.state === 'checking' ? (
      t('register.nameChecking')
    ) : availability.state === 'available' ? (
      <span className={formStyles.available}>{t('register.nameAvailable')}</span>
    ) : (
      t('register.storeNameHint', { min: storeNameRules.minLength, max: storeNameRules.maxLength })
    );
  const storeError = errors.storeName ?? (availability.state === 'taken' ? 'errors:STORE_NAME_TAKEN' : undefined);

  return (
    <AuthLayout
      icon={<StoreIcon />}
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      width="wide"
      footer={
        <>
          {t('register.haveAccount')} <Link to="/sign-in">{t('register.signIn')}</Link>
        </>
      }
    >
      <form className={formStyles.form} onSubmit={form.onSubmit} noValidate>
        {social && (
          <Notice role="status">
            {social.email === values.email.trim().toLowerCase()
              ? t('register.social.linked', { provider, email: social.email })
              : t('register.social.otherEmail', { provider, email: social.email })}
          </Notice>
        )}
        <TextField {...form.textField('fullName')} label={t('register.fullName')} name="name" autoComplete="name" />
        <TextField
          ref={form.fieldRef('email')}
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          value={values.email}
          onChange={(event) => update('email', event.target.value)}
          error={
            errors.email ? (
              <>
                {t(errors.email)}
                {errors.email === 'errors:EMAIL_ALREADY_REGISTERED' && (
                  <>
                    {' '}
                    <Link to={`/sign-in?${new URLSearchParams({ u: values.email.trim() })}`} className={formStyles.link}>
                      {t('register.signIn')}
                    </Link>
                  </>
                )}
              </>
            ) : undefined
          }
        />
        <TextField
          {...form.textField('phoneNumber')}
          label={t('register.phoneNumber')}
          name="tel"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('phoneHint')}
        />
        <TextField
          ref={form.fieldRef('storeName')}
          label={t('register.storeName')}
          name="organization"
          autoComplete="organization"
          maxLength={storeNameRules.maxLength + 20}
          value={values.storeName}
          onChange={(event) => update('storeName', event.target.value)}
          error={storeError ? t(storeError) : undefined}
          hint={storeError ? undefined : storeHint}
          aria-live="off"
        />
        <NewPasswordFields
          values={{ newPassword: values.password, confirmPassword: values.confirmPassword }}
          onChange={(field, value) => update(field === 'newPassword' ? 'password' : 'confirmPassword', value)}
          errors={{ newPassword: errors.password, confirmPassword: errors.confirmPassword }}
          userInputs={[values.email, values.fullName, values.storeName].filter(Boolean)}
          newPasswordRef={form.fieldRef('password')}
          confirmPasswordRef={form.fieldRef('confirmPassword')}
          labels={{ newPassword: t('password.label'), confirmPassword: t('password.confirmPlain') }}
        />
        <Checkbox
          ref={form.fieldRef('agreement')}
          name="agreement"
          checked={values.agreement}
          onChange={(event) => update('agreement', event.target.checked)}
          error={errors.agreement ? t(errors.agreement) : undefined}
          label={
            <>
              {t('register.agreementBefore')}{' '}
              <a href="/pages/seller-agreement" target="_blank" rel="noopener" className={formStyles.link}>
                {t('register.agreementLink')}
              </a>{' '}
              {t('register.agreementMiddle')}{' '}
              <a href="/pages/seller-privacy-policy" target="_blank" rel="noopener" className={formStyles.link}>
                {t('register.privacyLink')}
              </a>
              {t('register.agreementAfter')}
            </>
          }
        />
        <Button type="submit" size="lg" fullWidth loading={form.busy}>
          {t('register.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
