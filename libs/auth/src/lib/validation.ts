import { normalizeEmail, normalizePhoneNumber, passwordRuleProblem, storeNameRules, type PasswordRuleProblem } from '@seller-portal/contracts/accounts';

export { normalizePhoneNumber };

/**
 * A field message as an i18next key with its namespace: `errors:<code>` where the server has a code for the
 * same rule (so both sides say the same, §8), `accounts:<key>` for the texts only the pages show.
 */
export type FieldMessage = `errors:${string}` | `accounts:${string}`;

export type FieldErrors<F extends string> = Partial<Record<F, FieldMessage>>;

/** §5 email not blank (ERR_PMU400001) and a valid pattern (ERR_PMU400002): the server's own rule (contracts). */
export function validateEmail(email: string): FieldMessage | undefined {
  const normalized = normalizeEmail(email);
  return 'problem' in normalized ? `errors:${normalized.problem}` : undefined;
}

export function validatePhoneNumber(raw: string): FieldMessage | undefined {
  if (raw.trim() === '') return 'accounts:validation.phoneBlank';
  return normalizePhoneNumber(raw) === null ? 'errors:PHONE_NUMBER_INVALID' : undefined;
}

export function validateStoreName(raw: string): FieldMessage | undefined {
  const length = raw.trim().length;
  return length < storeNameRules.minLength || length > storeNameRules.maxLength ? 'errors:STORE_NAME_INVALID' : undefined;
}

export function validateFullName(raw: string): FieldMessage | undefined {
  return raw.trim() === '' ? 'errors:FULL_NAME_INVALID' : undefined;
}

export type NewPasswordField = 'newPassword' | 'confirmPassword';

/** The field message of each shared password rule (contracts `passwordRuleProblem`; the server answers ERR_PMU400004). */
export const passwordRuleMessages: Record<PasswordRuleProblem, FieldMessage> = {
  TOO_SHORT: 'accounts:password.tooShort',
  TOO_LONG: 'accounts:password.tooLong',
  ACCOUNT_NAME: 'accounts:password.accountName',
  REPEATED: 'accounts:password.repeated',
  SEQUENCE: 'accounts:password.sequence',
};

/**
 * §5 new password not blank (ERR_PMU400003), within the shared rules (ERR_PMU400004: 8–128 characters, not the
 * account's email or username, not one repeated character or a run; no composition rules) and equal to its
 * confirmation (ERR_PMU400005; a blank one asks for it). Whether it is a common password, or one of the latest
 * five, only the server knows. `accountNames` are the account's email and username as far as the page knows them.
 */
export function validateNewPassword(
  values: { newPassword: string; confirmPassword: string },
  accountNames: readonly (string | null | undefined)[] = [],
): FieldErrors<NewPasswordField> {
  const errors: FieldErrors<NewPasswordField> = {};
  const { newPassword, confirmPassword } = values;
  const problem = newPassword === '' ? null : passwordRuleProblem(newPassword, accountNames);
  if (newPassword === '') errors.newPassword = 'errors:ERR_PMU400003';
  else if (problem) errors.newPassword = passwordRuleMessages[problem];
  if (confirmPassword === '') errors.confirmPassword = 'accounts:password.confirmBlank';
  else if (newPassword !== '' && confirmPassword !== newPassword) errors.confirmPassword = 'errors:ERR_PMU400005';
  return errors;
}

export type ChangePasswordField = 'currentPassword' | NewPasswordField;

/** The change with a session: also the current password (ERR_PMU400006) and a new one that differs (PE400031). */
export function validateChangePassword(
  values: {
    currentPassword: string;
    newPassword: string;
    confirmPassword: string;
  },
  accountNames: readonly (string | null | undefined)[] = [],
): FieldErrors<ChangePasswordField> {
  const errors: FieldErrors<ChangePasswordField> = validateNewPassword(values, accountNames);
  if (values.currentPassword === '') errors.currentPassword = 'errors:ERR_PMU400006';
  else if (!errors.newPassword && values.newPassword === values.currentPassword) errors.newPassword = 'errors:PE400031';
  return errors;
}

export type RegistrationField = 'fullName' | 'email' | 'phoneNumber' | 'storeName' | 'password' | 'confirmPassword' | 'agreement';

export interface RegistrationValues {
  fullName: string;
  email: string;
  phoneNumber: string;
  storeName: string;
  password: string;
  confirmPassword: string;
  agreement: boolean;
}

/** The seller sign-up form, checked field by field as the server checks it. */
export function validateRegistration(values: RegistrationValues): FieldErrors<RegistrationField> {
  const passwords = validateNewPassword({ newPassword: values.password, confirmPassword: values.confirmPassword }, [values.email]);
  const errors: FieldErrors<RegistrationField> = {
    fullName: validateFullName(values.fullName),
    email: validateEmail(values.email),
    phoneNumber: validatePhoneNumber(values.phoneNumber),
    storeName: validateStoreName(values.storeName),
    // Registration has one password, not a new one: a blank one reads as such (ERR_PMU400006).
    password: values.password === '' ? 'errors:ERR_PMU400006' : passwords.newPassword,
    confirmPassword: passwords.confirmPassword,
    agreement: values.agreement ? undefined : 'accounts:register.agreementRequired',
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<RegistrationField>;
}
