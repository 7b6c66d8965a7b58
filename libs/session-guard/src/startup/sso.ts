import { cookieNames, readCookie, type SsoType } from '@seller-portal/contracts/core';

/**
 * §2.8 / §4.1 the SSO type of the URL's `authToken`: the `ssoType` query parameter (what kind of token the app hands
 * over: ONE_TIME, GOOGLE or FACEBOOK), else the partners-sso-type cookie; One-Time by default and for any other value.
 */
export function ssoTypeOf(search: string, cookieString: string = typeof document === 'undefined' ? '' : document.cookie): SsoType {
  // The cookie's value comes trimmed (readCookie); a query value is the app's own.
  const raw = (new URLSearchParams(search).get('ssoType') || readCookie(cookieNames.partnersSsoType, cookieString))?.toUpperCase().replace(/[\s-]/g, '_');
  return raw === 'FACEBOOK' || raw === 'GOOGLE' ? raw : 'ONE_TIME';
}

/** §4.1: the SSO type of a token sign-in comes from the partners-sso-type cookie, One-Time by default. */
export function ssoTypeFromCookie(cookieString?: string): SsoType {
  return ssoTypeOf('', cookieString);
}

/** §8: the failure toast of a token sign-in is chosen by SSO type (facebook, google, default token failure). */
export function ssoFailureMessageKey(ssoType: SsoType): string {
  switch (ssoType) {
    case 'FACEBOOK':
      return 'session:ssoFailed.facebook';
    case 'GOOGLE':
      return 'session:ssoFailed.google';
    default:
      return 'session:ssoFailed.token';
  }
}
