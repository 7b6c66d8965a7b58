import { describe, expect, it } from 'vitest';
import { accountErrorCatalogue, accountErrorCodes, isServerErrorCode, serverErrorCatalogue } from './account-errors';
import { accountPaths, ssoDomainPath } from './account-paths';
import { apiPaths } from './api-paths';
import { errorCatalogue, errorCodes } from './error-codes';

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
    expect(accountPaths.switchSession).toBe(apiPaths.switchSession);
  });

  it.each([
    ['example.co.id', '/backend/main/authentication/sso-domain/example.co.id'],
    ['a b/c', '/backend/main/authentication/sso-domain/a%20b%2Fc'],
  ])('fills the sso-domain path with %s', (domain, path) => {
    expect(ssoDomainPath(domain)).toBe(path);
  });
});
