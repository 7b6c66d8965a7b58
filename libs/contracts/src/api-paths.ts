import type { authCalls } from './auth';
import type { CallRef } from './calls';
import type { configCalls } from './config-calls';
import type { sessionCalls } from './session';

/** §7 paths used by both the server and the clients. */
export const apiPaths = {
  config: '/backend/constant/filter',
  signIn: '/backend/gw/partners-engine/authentication/sign-in',
  // Asked by the sign-in page as it opens (which social buttons to show): here, so that page's first load can leave
  // the other account paths out.
  singleSignOnAvailable: '/backend/gw/partners-engine/authentication/single-sign-on/available',
  signOut: '/backend/main/authentication/sign-out',
  session: '/backend/main/session',
  gwsSession: '/backend/gws/partners-engine/session',
  switchSession: '/backend/main/session/switch',
  resetSession: '/backend/main/session/reset',
} as const;

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
