import { apiPaths } from '@seller-portal/contracts/core';
import type { authCalls } from './auth';
import type { CallRef } from '@seller-portal/contracts/core';
import type { configCalls } from '@seller-portal/contracts/core';
import type { sessionCalls } from './session-calls';

/**
 * The calls the first page (/sign-in) makes, as `CallRef`s: the web makes them with `client.call` and their
 * declarations' types, and no schema loads with that page. Each is checked against its declaration (types here,
 * values in `account-contracts.test.ts`).
 */
export const firstLoadCalls: {
  readonly config: CallRef<typeof configCalls.get>;
  readonly session: CallRef<typeof sessionCalls.session>;
  readonly signIn: CallRef<typeof authCalls.signIn>;
  readonly signOut: CallRef<typeof authCalls.signOut>;
  readonly singleSignOnAvailable: CallRef<typeof authCalls.singleSignOnAvailable>;
} = {
  config: { method: 'GET', path: apiPaths.config },
  session: { method: 'GET', path: apiPaths.session },
  signIn: { method: 'POST', path: apiPaths.signIn },
  signOut: { method: 'POST', path: apiPaths.signOut },
  singleSignOnAvailable: { method: 'POST', path: apiPaths.singleSignOnAvailable },
};
