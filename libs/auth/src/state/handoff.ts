import type { RegistrationOpened } from '@seller-portal/contracts/accounts';
import type { ExpiredPasswordErrorValue } from '@seller-portal/contracts/core';

/*
 * What one account page hands to the next within the tab: kept in sessionStorage so a reload of the next
 * page (or a full page load from another app) still has it, never in the URL.
 */

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage blocked (private mode in some webviews): the page falls back to asking again.
    return null;
  }
}

function writeHandoff(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or blocked storage: the next page explains how to start again.
  }
}

function readHandoff<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

function removeHandoff(key: string): void {
  storage()?.removeItem(key);
}

// The PE401004 change token must not reach the address bar, history or logs.
const expiredPasswordKey = 'sp-expired-password';

/** The PE401004 answer's value, with the time it stops working. */
export interface ExpiredPasswordHandoff extends ExpiredPasswordErrorValue {
  expiresAt: number;
}

function isExpiredPasswordHandoff(value: unknown): value is ExpiredPasswordHandoff {
  const v = value as Partial<ExpiredPasswordHandoff> | null;
  return typeof v?.changeToken === 'string' && typeof v.username === 'string' && typeof v.expiresAt === 'number';
}

/** Reads the PE401004 value out of an error's body, or null when it has none (§8, accounts contract). */
export function expiredPasswordValueOf(body: unknown): ExpiredPasswordErrorValue | null {
  const value = body && typeof body === 'object' ? (body as { value?: unknown }).value : null;
  const v = value as Partial<ExpiredPasswordErrorValue> | null;
  if (typeof v?.changeToken !== 'string' || typeof v.username !== 'string') return null;
  return { changeToken: v.changeToken, username: v.username, expiresInSeconds: Number(v.expiresInSeconds) || 0 };
}

export function saveExpiredPassword(value: ExpiredPasswordErrorValue, now: number = Date.now()): void {
  writeHandoff(expiredPasswordKey, { ...value, expiresAt: now + value.expiresInSeconds * 1000 });
}

/** The handoff while it still works; an expired one is dropped. */
export function loadExpiredPassword(now: number = Date.now()): ExpiredPasswordHandoff | null {
  const value = readHandoff(expiredPasswordKey, isExpiredPasswordHandoff);
  if (value && value.expiresAt <= now) {
    removeHandoff(expiredPasswordKey);
    return null;
  }
  return value;
}

export function clearExpiredPassword(): void {
  removeHandoff(expiredPasswordKey);
}

const registrationKey = 'sp-registration';
const casRedirectKey = 'sp-cas-redirect-uri';

function isRegistrationOpened(value: unknown): value is RegistrationOpened {
  const v = value as Partial<RegistrationOpened> | null;
  return typeof v?.email === 'string' && Array.isArray(v.channels);
}

/** The open registration: /register/otp shows where the code can go. */
export function saveRegistration(value: RegistrationOpened): void {
  writeHandoff(registrationKey, value);
}

export function loadRegistration(): RegistrationOpened | null {
  return readHandoff(registrationKey, isRegistrationOpened);
}

export function clearRegistration(): void {
  removeHandoff(registrationKey);
}

/** The redirectUri of a CAS sign-in survives the round trip through the CAS server. */
export function saveCasRedirectUri(redirectUri: string | null): void {
  if (redirectUri) writeHandoff(casRedirectKey, redirectUri);
  else removeHandoff(casRedirectKey);
}

export function takeCasRedirectUri(): string | null {
  const value = readHandoff(casRedirectKey, (v): v is string => typeof v === 'string');
  removeHandoff(casRedirectKey);
  return value;
}
