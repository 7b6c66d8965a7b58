import { queryKeysFactory } from '@seller-portal/api-client';

/**
 * The account queries' keys: `named('single-sign-on')`, `named('active-sessions')`, `named('registration-social')`, and `one(name, params)` for the
 * reads of a token, a name or a page (`email-token`, `one-time-token-owner`, `name-availability`, `user-stores`,
 * `user-vendors`). Invalidate through them, never with literals.
 */
export const accountKeys = queryKeysFactory('accounts');
