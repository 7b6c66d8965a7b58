import { ApiError } from '@seller-portal/api-client';
import { accountErrorCodes, errorCatalogue } from '@seller-portal/contracts/core';
import { createI18n, formatServerError, type Language } from '@seller-portal/i18n';
import { describe, expect, it } from 'vitest';
import { accountResources } from '../i18n/account-resources';
import { authResources } from '../i18n/resources';
import { otpOutcome } from './otp-outcome';
import {
  casPlacement,
  changePasswordPlacement,
  contactPlacement,
  fieldOfServerCode,
  forgotPasswordPlacement,
  passwordWithTokenPlacement,
  registrationPlacement,
  type ServerCodePlacement,
} from './server-codes';

/** As the pages set it up: the account codes' texts are in the shared `errors` namespace. */
function pageI18n(lng: Language) {
  return createI18n({ lng, resources: [authResources, accountResources] });
}

const i18n = { id: pageI18n('id'), en: pageI18n('en') };

/** Where a page shows a code: beside a field, in its expired-link state, on the OTP form, or as a toast. */
type Shown = string;

/** Codes each page can receive, from the contracts' descriptions of its calls, and where the page shows them. */
const pages: { page: string; placement?: ServerCodePlacement<string>; otp?: true; codes: Record<string, Shown> }[] = [
  {
    page: '/sign-in',
    codes: { PE401005: 'toast', PE401007: 'toast', PE401008: 'toast', PE401011: 'toast', PE401015: 'toast', PE500006: 'toast', TOO_MANY_REQUESTS: 'toast' },
  },
  {
    page: '/login-verification',
    otp: true,
    codes: {
      OTP_INVALID: 'field',
      OTP_EXPIRED: 'field',
      OTP_NOT_SENT: 'field',
      PMA400003: 'field',
      OTP_MAX_ATTEMPTS: 'maxLimit',
      OTP_SESSION_EXPIRED: 'sessionExpired',
      OTP_RESEND_COOLDOWN: 'cooldown',
      PE401015: 'toast',
      PE500006: 'toast',
    },
  },
  {
    page: '/sso/cas',
    placement: casPlacement,
    codes: {
      ERR_PMU400001: 'email',
      ERR_PMU400002: 'email',
      SSO_NOT_CONFIGURED: 'email',
      SSO_TOKEN_INVALID: 'toast',
      ACCOUNT_NOT_REGISTERED: 'toast',
      PE401015: 'toast',
    },
  },
  {
    page: '/forgot-password/v2',
    placement: forgotPasswordPlacement,
    codes: { ERR_PMU400001: 'email', ERR_PMU400002: 'email', PE400009: 'email', TOO_MANY_REQUESTS: 'toast' },
  },
  {
    page: '/reset-password/v2 and /create-password',
    placement: passwordWithTokenPlacement,
    codes: {
      ERR_PMU400003: 'newPassword',
      ERR_PMU400004: 'newPassword',
      ERR_PMU400005: 'confirmPassword',
      ERR_PMU400007: 'link',
      PE400031: 'newPassword',
      PE500014: 'newPassword',
      PE401002: 'link',
      PE401003: 'link',
      LINK_INVALID: 'link',
    },
  },
  {
    page: '/expired-password',
    placement: passwordWithTokenPlacement,
    codes: {
      ERR_PMU400004: 'newPassword',
      ERR_PMU400005: 'confirmPassword',
      PE400031: 'newPassword',
      PE500014: 'newPassword',
      PE401002: 'link',
      PE401013: 'link',
    },
  },
  {
    page: '/change-password',
    placement: changePasswordPlacement,
    codes: {
      ERR_PMU400003: 'newPassword',
      ERR_PMU400004: 'newPassword',
      ERR_PMU400005: 'confirmPassword',
      ERR_PMU400006: 'currentPassword',
      PE401007: 'currentPassword',
      PE400031: 'newPassword',
      PE500014: 'newPassword',
      PE403002: 'toast',
    },
  },
  {
    page: '/register',
    placement: registrationPlacement,
    codes: {
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
    },
  },
  {
    page: '/register/otp',
    otp: true,
    codes: { OTP_INVALID: 'field', OTP_EXPIRED: 'field', OTP_MAX_ATTEMPTS: 'maxLimit', OTP_SESSION_EXPIRED: 'sessionExpired', OTP_RESEND_COOLDOWN: 'cooldown' },
  },
  {
    page: '/verify-phone-number and /verify-email',
    placement: contactPlacement,
    codes: { PHONE_NUMBER_INVALID: 'value', ERR_PMU400001: 'value', ERR_PMU400002: 'value', EMAIL_ALREADY_REGISTERED: 'value', PE403002: 'toast' },
  },
  { page: '/switch-session', codes: { PE403001: 'toast', PMA400003: 'toast', PMA400006: 'toast' } },
  {
    page: 'social sign-in',
    codes: { PE401019: 'toast', ACCOUNT_NOT_REGISTERED: 'toast', SSO_TOKEN_INVALID: 'toast', SSO_NOT_CONFIGURED: 'toast', PE401015: 'toast' },
  },
];

const rows = pages.flatMap(({ page, placement, otp, codes }) =>
  Object.entries(codes).flatMap(([code, shown]) => (['id', 'en'] as Language[]).map((lng) => ({ page, placement, otp, code, shown, lng }))),
);

describe('every server code a page can receive has its message (§8) and its place', () => {
  it.each(rows)('$page: $code ($lng) → $shown', ({ placement, otp, code, shown, lng }) => {
    const t = i18n[lng].t;
    const generic = t('generic', { ns: 'errors' });
    const text = formatServerError(t, { errorCode: code });
    // A message of its own, never the generic fallback, with the code as the reference suffix.
    expect(text.startsWith(generic)).toBe(false);
    expect(text.endsWith(` (${code})`)).toBe(true);

    if (otp) {
      const error = new ApiError({ httpStatus: 400, errorCode: code, body: { value: null } });
      expect(otpOutcome(error).kind).toBe(shown);
    } else {
      expect(fieldOfServerCode(placement ?? {}, code) ?? 'toast').toBe(shown);
    }
  });
});

describe('account texts', () => {
  it.each(['id', 'en'] as Language[])('every account code has its own %s text', (lng) => {
    const t = i18n[lng].t;
    for (const code of accountErrorCodes) expect(t(code, { ns: 'errors', defaultValue: '' }), code).not.toBe('');
  });

  it('the §8 catalogue is translated for the codes the pages place beside fields', () => {
    const placed = new Set(
      [casPlacement, forgotPasswordPlacement, passwordWithTokenPlacement, changePasswordPlacement, registrationPlacement, contactPlacement].flatMap(
        (placement) => Object.keys(placement),
      ),
    );
    for (const code of placed) {
      const known = code in errorCatalogue || (accountErrorCodes as string[]).includes(code);
      expect(known, code).toBe(true);
    }
  });

  function keysOf(value: unknown, prefix = ''): string[] {
    if (!value || typeof value !== 'object') return [prefix];
    return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
  }

  it.each([
    ['auth', authResources],
    ['accounts', accountResources],
  ] as const)('%s has the same keys in id and en', (_name, bundle) => {
    expect(keysOf(bundle.id).sort()).toEqual(keysOf(bundle.en).sort());
  });
});
