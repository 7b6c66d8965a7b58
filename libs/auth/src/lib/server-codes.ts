import { isApiError } from '@seller-portal/api-client';
import type { AccountErrorCode, ErrorCode } from '@seller-portal/contracts/core';
import type { FieldMessage } from './validation';

type ServerCode = ErrorCode | AccountErrorCode;

/**
 * Where a form shows a server code: beside the field it is about. A code a form does not place here is
 * a toast (§8 API error toast) — the server's code stays visible as the reference either way.
 */
export type ServerCodePlacement<F extends string> = Partial<Record<ServerCode, F>>;

/** The field a code belongs to, or undefined for a toast. */
export function fieldOfServerCode<F extends string>(placement: ServerCodePlacement<F>, code: string | null | undefined): F | undefined {
  if (!code || !Object.prototype.hasOwnProperty.call(placement, code)) return undefined;
  return placement[code as ServerCode];
}

/** The field message of a server code: its translated `errors` text (§8). */
export function serverCodeMessage(code: string): FieldMessage {
  return `errors:${code}`;
}

/** A form's `fieldError` (ui `useFormState`): the field and message of a server error the placement names. */
export function serverFieldError<F extends string>(placement: ServerCodePlacement<F>): (error: unknown) => { field: F; message: FieldMessage } | undefined {
  return (error) => {
    const code = isApiError(error) ? error.errorCode : null;
    const field = fieldOfServerCode(placement, code);
    return field && code ? { field, message: serverCodeMessage(code) } : undefined;
  };
}

const newPasswordCodes = {
  ERR_PMU400003: 'newPassword',
  ERR_PMU400004: 'newPassword',
  PE400031: 'newPassword',
  PE500014: 'newPassword',
  ERR_PMU400005: 'confirmPassword',
} as const;

/**
 * /reset-password/v2, /create-password and /expired-password: the token's own codes (expired, unknown,
 * used) put the page in its "ask for a new link" state instead of a field.
 */
export const passwordWithTokenPlacement: ServerCodePlacement<'newPassword' | 'confirmPassword' | 'link'> = {
  ...newPasswordCodes,
  ERR_PMU400007: 'link',
  PE401002: 'link',
  PE401003: 'link',
  PE401013: 'link',
  LINK_INVALID: 'link',
};

/** /change-password (§7, with a session): PE400031 and PE500014 on the new password, a wrong current one on its field. */
export const changePasswordPlacement: ServerCodePlacement<'currentPassword' | 'newPassword' | 'confirmPassword'> = {
  ...newPasswordCodes,
  ERR_PMU400006: 'currentPassword',
  PE401007: 'currentPassword',
};

/** /forgot-password/v2. */
export const forgotPasswordPlacement: ServerCodePlacement<'email'> = {
  ERR_PMU400001: 'email',
  ERR_PMU400002: 'email',
  PE400009: 'email',
};

/** /register: every check of the sign-up form. */
export const registrationPlacement: ServerCodePlacement<'fullName' | 'email' | 'phoneNumber' | 'storeName' | 'password' | 'confirmPassword'> = {
  ERR_PMU400001: 'email',
  ERR_PMU400002: 'email',
  EMAIL_ALREADY_REGISTERED: 'email',
  FULL_NAME_INVALID: 'fullName',
  PHONE_NUMBER_INVALID: 'phoneNumber',
  STORE_NAME_INVALID: 'storeName',
  STORE_NAME_TAKEN: 'storeName',
  ERR_PMU400003: 'password',
  ERR_PMU400004: 'password',
  ERR_PMU400005: 'confirmPassword',
};

/** /verify-phone-number and /verify-email, the new contact's field. */
export const contactPlacement: ServerCodePlacement<'value'> = {
  ERR_PMU400001: 'value',
  ERR_PMU400002: 'value',
  PHONE_NUMBER_INVALID: 'value',
  EMAIL_ALREADY_REGISTERED: 'value',
};

/** /verify-phone-number and /verify-email when the contact changes: the current password's field. */
export const contactPasswordPlacement: ServerCodePlacement<'currentPassword'> = {
  ERR_PMU400006: 'currentPassword',
  PE401007: 'currentPassword',
  PE401011: 'currentPassword',
};

/** /sso/cas: the email whose domain is looked up. */
export const casPlacement: ServerCodePlacement<'email'> = {
  ERR_PMU400001: 'email',
  ERR_PMU400002: 'email',
  SSO_NOT_CONFIGURED: 'email',
};
