import { describe, expect, it } from 'vitest';
import { configFailurePath } from './startup';
import { ssoFailureMessageKey, ssoTypeFromCookie, ssoTypeOf } from './sso';
import { ApiError } from '@seller-portal/api-client';

describe('ssoTypeFromCookie (§4.1: from the partners-sso-type cookie, One-Time by default)', () => {
  const rows = [
    { cookies: '', expected: 'ONE_TIME' },
    { cookies: 'partners-sso-type=FACEBOOK', expected: 'FACEBOOK' },
    { cookies: 'a=1; partners-sso-type=google; b=2', expected: 'GOOGLE' },
    { cookies: 'partners-sso-type=one-time', expected: 'ONE_TIME' },
    { cookies: 'partners-sso-type=something-else', expected: 'ONE_TIME' },
    { cookies: 'other-partners-sso-type=GOOGLE', expected: 'ONE_TIME' },
  ];
  it.each(rows)('"$cookies" → $expected', ({ cookies, expected }) => {
    expect(ssoTypeFromCookie(cookies)).toBe(expected);
  });
});

describe('ssoTypeOf (§2.8 the ssoType query parameter, else the cookie; One-Time by default and for other values)', () => {
  const rows = [
    { search: '?authToken=t&ssoType=GOOGLE', cookies: '', expected: 'GOOGLE' },
    { search: '?ssoType=facebook', cookies: 'partners-sso-type=GOOGLE', expected: 'FACEBOOK' },
    { search: '?ssoType=one-time', cookies: 'partners-sso-type=GOOGLE', expected: 'ONE_TIME' },
    { search: '?ssoType=twitter', cookies: 'partners-sso-type=GOOGLE', expected: 'ONE_TIME' },
    { search: '?ssoType=', cookies: '', expected: 'ONE_TIME' },
    { search: '', cookies: 'partners-sso-type=FACEBOOK', expected: 'FACEBOOK' },
    { search: '', cookies: '', expected: 'ONE_TIME' },
  ];
  it.each(rows)('"$search" with "$cookies" → $expected', ({ search, cookies, expected }) => {
    expect(ssoTypeOf(search, cookies)).toBe(expected);
  });
});

describe('ssoFailureMessageKey (§8: the toast key is chosen by SSO type)', () => {
  const rows = [
    { type: 'FACEBOOK' as const, key: 'session:ssoFailed.facebook' },
    { type: 'GOOGLE' as const, key: 'session:ssoFailed.google' },
    { type: 'ONE_TIME' as const, key: 'session:ssoFailed.token' },
  ];
  it.each(rows)('$type', ({ type, key }) => {
    expect(ssoFailureMessageKey(type)).toBe(key);
  });
});

describe('configFailurePath (§8: the HTTP status if numeric, otherwise 504)', () => {
  const rows = [
    { name: 'a server error', error: new ApiError({ httpStatus: 503, errorCode: 'SERVICE_UNAVAILABLE' }), expected: '/error/503' },
    { name: 'no answer at all', error: new ApiError({ httpStatus: 0, errorCode: 'NETWORK' }), expected: '/error/504' },
    { name: 'something that is not an API error', error: new TypeError('x'), expected: '/error/504' },
  ];
  it.each(rows)('$name', ({ error, expected }) => {
    expect(configFailurePath(error)).toBe(expected);
  });
});
