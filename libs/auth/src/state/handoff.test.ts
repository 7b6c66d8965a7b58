import { afterEach, describe, expect, it } from 'vitest';
import {
  clearExpiredPassword,
  expiredPasswordValueOf,
  loadExpiredPassword,
  loadRegistration,
  saveCasRedirectUri,
  saveExpiredPassword,
  saveRegistration,
  takeCasRedirectUri,
} from './handoff';

afterEach(() => sessionStorage.clear());

describe('expired-password handoff (PE401004 value, kept out of the URL)', () => {
  const value = { changeToken: 'tok-123', expiresInSeconds: 600, username: 'seller@demo.test' };

  it('reads the value of a PE401004 answer', () => {
    expect(expiredPasswordValueOf({ success: false, errorCode: 'PE401004', value })).toEqual(value);
  });

  it.each([
    { name: 'no body', body: null },
    { name: 'no value', body: { errorCode: 'PE401004', value: null } },
    { name: 'no token', body: { value: { username: 'x', expiresInSeconds: 1 } } },
  ])('has nothing to hand over with $name', ({ body }) => {
    expect(expiredPasswordValueOf(body)).toBeNull();
  });

  it('keeps it until it expires, and not in the address', () => {
    saveExpiredPassword(value, 1_000);
    expect(loadExpiredPassword(1_000 + 599_000)).toMatchObject({ changeToken: 'tok-123', username: 'seller@demo.test' });
    expect(loadExpiredPassword(1_000 + 600_000)).toBeNull();
    // An expired one is dropped for good.
    expect(loadExpiredPassword(1_000)).toBeNull();
  });

  it('is forgotten after use', () => {
    saveExpiredPassword(value);
    clearExpiredPassword();
    expect(loadExpiredPassword()).toBeNull();
  });

  it('ignores what is not a handoff', () => {
    sessionStorage.setItem('sp-expired-password', '{"changeToken":1}');
    expect(loadExpiredPassword()).toBeNull();
    sessionStorage.setItem('sp-expired-password', 'not json');
    expect(loadExpiredPassword()).toBeNull();
  });
});

describe('registration and CAS handoffs', () => {
  it('keeps the open registration for /register/otp', () => {
    const opened = {
      email: 'budi@toko.test',
      storeName: 'Toko Budi',
      channels: [{ channel: 'EMAIL' as const, destination: 'b***@toko.test' }],
      expiresInSeconds: 1800,
    };
    saveRegistration(opened);
    expect(loadRegistration()).toEqual(opened);
  });

  it('gives the CAS redirectUri back once', () => {
    saveCasRedirectUri('/wallet');
    expect(takeCasRedirectUri()).toBe('/wallet');
    expect(takeCasRedirectUri()).toBeNull();
  });
});
