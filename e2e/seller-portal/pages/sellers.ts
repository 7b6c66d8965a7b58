import { expect, type APIRequestContext } from '@playwright/test';
import type { Envelope } from '@seller-portal/contracts/core';
import type { Lang } from '../../support/accounts';
import { Outbox } from './outbox.page';
import type { Registrant } from './register.page';

/** A seller nobody else uses: the flows that change an account work on their own, in any worker and project. */
export function newRegistrant(lang: Lang, project: string): Registrant {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    fullName: 'Budi Santoso',
    email: `budi-${lang}-${project}-${unique}@toko.test`,
    phoneNumber: newPhoneNumber(),
    storeName: `Toko Budi ${unique}`,
    password: `Kopi susu ${unique}!`,
  };
}

/** A mobile number of 12 digits (§5: 7–14) that no other test sends codes to. */
export function newPhoneNumber(): string {
  return `0812${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

async function call<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const answer = await request.post(path, { data });
  const body = (await answer.json()) as Envelope<T>;
  expect(body.errorCode, `${path} answered ${body.errorCode}`).toBeNull();
  return body.value as T;
}

/**
 * Registers a seller through the server's calls, as /register and /register/otp do, confirming the code sent to
 * the email (which is then verified; the phone number is not). Leaves `request`'s browser context signed in as the
 * new seller, whose store is in onboarding (§4.2). The pages themselves are covered by the registration test.
 */
export async function registerSeller(request: APIRequestContext, registrant: Registrant): Promise<void> {
  const { password, ...form } = registrant;
  await call(request, '/backend/bp/registration', { ...form, password, confirmPassword: password });
  const since = Date.now();
  await call(request, '/backend/gws/partners-engine/store/registration/otp/send', {});
  const [code] = await new Outbox(request).codes(registrant.email, since);
  await call(request, '/backend/gws/partners-engine/store/registration/otp/verify', { code });
}
