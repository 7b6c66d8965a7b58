import { apiPaths } from '@seller-portal/contracts/core';
import type { authCalls } from './auth';
import type { CallRefs } from '@seller-portal/contracts/core';
import type { configCalls } from '@seller-portal/contracts/core';
import type { sessionCalls } from './session-calls';

/**
 * The calls the first page (/sign-in) makes, as `CallRef`s: the web makes them with `client.call` and their
 * declarations' types, and no schema loads with that page. Each is checked against its declaration (types here,
 * values in `all/call-refs.test.ts`).
 */
export const firstLoadCalls: CallRefs<{
  config: typeof configCalls.get;
  session: typeof sessionCalls.session;
  signIn: typeof authCalls.signIn;
  signOut: typeof authCalls.signOut;
  singleSignOnAvailable: typeof authCalls.singleSignOnAvailable;
}> = {
  config: { method: 'GET', path: apiPaths.config },
  session: { method: 'GET', path: apiPaths.session },
  signIn: { method: 'POST', path: apiPaths.signIn },
  signOut: { method: 'POST', path: apiPaths.signOut },
  singleSignOnAvailable: { method: 'POST', path: apiPaths.singleSignOnAvailable },
};
