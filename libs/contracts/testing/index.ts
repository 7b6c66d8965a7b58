import type { Session } from '../src/session';

/**
 * §3 Session values for tests, named after the demo accounts. Each builder returns a fresh object;
 * an override replaces the whole field (`customFields` too), so a test states every value it relies on.
 */

/** The demo store owner in STORE mode, holding nothing beyond the mode. */
export function storeSession(overrides: Partial<Session> = {}): Session {
  return {
    username: 'seller@demo.test',
    userId: 'U-1',
    mode: { type: 'STORE', code: 'DEMO-60001', state: null },
    modes: ['STORE'],
    switchableMode: false,
    modules: [],
    menus: [],
    accessibilities: [],
    pickupPoints: [],
    customFields: {},
    ...overrides,
  };
}

/** Internal staff: INTERNAL is the only mode, and it carries no code. */
export function internalSession(overrides: Partial<Session> = {}): Session {
  return storeSession({ username: 'internal@demo.test', mode: { type: 'INTERNAL', code: null, state: null }, modes: ['INTERNAL'], ...overrides });
}

/** A vendor user: VENDOR is the only mode; the server gives it no code. */
export function vendorSession(overrides: Partial<Session> = {}): Session {
  return storeSession({ username: 'vendor@demo.test', mode: { type: 'VENDOR', code: null, state: null }, modes: ['VENDOR'], ...overrides });
}

/** §4.2 step 1: an amphibi user (STORE and INTERNAL) who has not chosen a mode yet. */
export function amphibiSession(overrides: Partial<Session> = {}): Session {
  return storeSession({ username: 'amphibi@demo.test', mode: null, modes: ['STORE', 'INTERNAL'], switchableMode: true, ...overrides });
}

/** The `accessibilities` field holding these codes. */
export function accessibilities(...codes: string[]): Session['accessibilities'] {
  return codes.map((code) => ({ code }));
}
