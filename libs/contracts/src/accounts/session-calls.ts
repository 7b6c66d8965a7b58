import { z } from 'zod';
import {
  activeSessionSchema,
  endSessionsRequestSchema,
  endSessionsResultSchema,
  pageQuerySchema,
  userStorePageSchema,
  userStoreQuerySchema,
  userVendorPageSchema,
} from './accounts';
import { accountPaths } from './account-paths';
import { lazySchema, apiPaths } from '@seller-portal/contracts/core';
import { switchSessionRequestSchema } from './auth';
import { defineCall, type CallAccess } from '@seller-portal/contracts/core';
import { sessionSchema } from '@seller-portal/contracts/core';

/**
 * Every session call is a signed-in user's, whatever the mode: a user without a chosen mode lists and switches
 * (the service checks the mode a list or a switch asks for).
 */
const sessionAccess = { modes: 'any' } as const satisfies CallAccess;

/** The session, switching it, and the user's signed-in devices (§7 "Authentication and session"). */
export const sessionCalls = {
  session: defineCall({
    method: 'GET',
    path: apiPaths.session,
    summary: 'The session of this request (§3 Session).',
    access: sessionAccess,
    answer: sessionSchema,
    errors: [],
  }),
  gwsSession: defineCall({
    method: 'GET',
    path: accountPaths.gwsSession,
    summary: 'The session of this request, under the gateway prefix.',
    access: sessionAccess,
    answer: sessionSchema,
    errors: [],
  }),
  refresh: defineCall({
    method: 'POST',
    path: accountPaths.sessionRefresh,
    summary: 'Reloads the session and extends its idle time.',
    access: sessionAccess,
    answer: sessionSchema,
    errors: [],
  }),
  switch: defineCall({
    method: 'POST',
    path: accountPaths.switchSession,
    summary: 'The session in the chosen mode (and store or vendor); the cookie is rotated.',
    access: sessionAccess,
    body: switchSessionRequestSchema,
    answer: sessionSchema,
    errors: ['PMA400003', 'PMA400006'],
  }),
  reset: defineCall({
    method: 'GET',
    path: accountPaths.resetSession,
    summary: 'The session without a chosen mode, so the user chooses again (a GET that changes state: refused cross-site).',
    access: sessionAccess,
    answer: sessionSchema,
    errors: [],
  }),
  activeSessions: defineCall({
    method: 'GET',
    path: accountPaths.activeSessions,
    summary: "The user's live sessions (signed-in devices), newest activity first.",
    access: sessionAccess,
    answer: lazySchema(() => z.array(activeSessionSchema)),
    errors: [],
  }),
  endSessions: defineCall({
    method: 'POST',
    path: accountPaths.endSessions,
    summary: 'Signs out another session, or every other one, after the current password is typed again.',
    access: sessionAccess,
    body: endSessionsRequestSchema,
    answer: endSessionsResultSchema,
    errors: ['ERR_PMU400006', 'PE401007', 'PE401005'],
  }),
  userStores: defineCall({
    method: 'GET',
    path: accountPaths.userStores,
    summary: 'A page of the stores the user can switch to; `keyword` matches the code or name.',
    access: sessionAccess,
    query: userStoreQuerySchema,
    answer: userStorePageSchema,
    errors: [],
  }),
  userVendors: defineCall({
    method: 'GET',
    path: accountPaths.userVendors,
    summary: 'A page of the vendors the user can switch to.',
    access: sessionAccess,
    query: pageQuerySchema,
    answer: userVendorPageSchema,
    errors: [],
  }),
} as const;
