import { describe, expect, it } from 'vitest';
import { accountErrorCatalogue, accountErrorCodes, isServerErrorCode, serverErrorCatalogue } from '@seller-portal/contracts/core';
import { accountPaths, ssoDomainPath } from './account-paths';
import { passwordCalls, registrationCalls } from './accounts';
import { apiPaths } from '@seller-portal/contracts/core';
import { authCalls } from './auth';
import { configCalls } from '@seller-portal/contracts/core';
import { contactVerificationCalls } from './contact';
import { sessionCalls } from './session-calls';
import { trackingCalls } from '@seller-portal/contracts/tracking';
import { errorCatalogue, errorCodes } from '@seller-portal/contracts/core';

describe('account contracts', () => {
  it('answers no account code with 401, so a client never takes one for a lost session', () => {
    expect(accountErrorCodes.filter((code) => (accountErrorCatalogue[code].http as number) === 401)).toEqual([]);
  });

  it('keeps the §8 catalogue as it is and adds the account codes beside it', () => {
    expect(accountErrorCodes.filter((code) => code in errorCatalogue)).toEqual([]);
    expect(Object.keys(serverErrorCatalogue)).toEqual([...errorCodes, ...accountErrorCodes]);
    expect(isServerErrorCode('OTP_INVALID')).toBe(true);
    expect(isServerErrorCode('PE401005')).toBe(true);
    expect(isServerErrorCode('toString')).toBe(false);
  });

  it('shares the §7 paths of the first slice', () => {
    expect(accountPaths.signIn).toBe(apiPaths.signIn);
    expect(accountPaths.switchSession).toBe(accountPaths.switchSession);
  });

  it.each([
    ['example.co.id', '/backend/main/authentication/sso-domain/example.co.id'],
    ['a b/c', '/backend/main/authentication/sso-domain/a%20b%2Fc'],
  ])('fills the sso-domain path with %s', (domain, path) => {
    expect(ssoDomainPath(domain)).toBe(path);
  });
});

describe('the account calls', () => {
  it('declare every account call once, at its own method and path', () => {
    const all = [authCalls, sessionCalls, passwordCalls, registrationCalls, contactVerificationCalls, configCalls, trackingCalls].flatMap((calls) =>
      Object.values(calls).map((call) => `${call.method} ${call.path}`),
    );
    expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([]);
  });
});
