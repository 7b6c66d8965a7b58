import { apiPaths } from '@seller-portal/contracts/core';

/**
 * §6: API prefixes that need no session. A 401 from one of them is an answer about the
 * request (a wrong password, an expired link), not a lost session, so it does not send the
 * user to sign-in.
 */
export const publicApiPrefixes: readonly string[] = [
  '/backend/edu/public',
  apiPaths.signIn,
  '/backend/gw/partners-engine/authentication/',
  '/backend/main/authentication/sso-domain/',
  '/backend/user/user/change-password',
  '/backend/user/user/reset-password',
  '/backend/gw/partners-engine/user/password',
  '/backend/bp/registration',
  '/backend/py-common',
  // Account flows reached from a mailed link or before an account exists: their 401s are answers, not lost sessions.
  '/backend/user/user/filter-by-email-token',
  '/backend/gws/partners-engine/store/registration/otp/',
];

/** The name-availability check of registration sits under more than one service. */
const publicPathSegments: readonly string[] = ['/check-name-availability'];

export function isPublicApiPath(path: string): boolean {
  const pathname = path.split('?')[0];
  return (
    publicApiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)) ||
    publicPathSegments.some((segment) => pathname.includes(segment))
  );
}
