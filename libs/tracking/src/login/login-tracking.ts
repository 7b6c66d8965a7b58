import type { ApiClient } from '@seller-portal/api-client';
import { type Session } from '@seller-portal/contracts/core';
import { sellerLoginEventCode, trackingCalls, type DatavisorEvent } from '@seller-portal/contracts/tracking';
import type { EngagementTracker } from '../engagement/engagement-tracker';
import { trackerUserId, type TrackerEnvironment } from '../engagement/tracker-id';
import { loginIdentityOf } from './login-identity';

export { loginIdentityOf } from './login-identity';

/** §4.11: only after the session is loaded, with exactly one mode, STORE, a store code and a user id. */
export function shouldTrackLogin(session: Session | null | undefined, sessionLoaded: boolean): boolean {
  return sessionLoaded && loginIdentityOf(session) !== null;
}

/** Which logins were tracked already, so each user is tracked at most once. */
export interface LoginTrackingMemory {
  has(key: string): boolean;
  add(key: string): void;
  /** Whether any login is remembered (a sign-out then ends the tracked identity). */
  readonly size: number;
  clear(): void;
}

export function createLoginTrackingMemory(): LoginTrackingMemory {
  const keys = new Set<string>();
  return {
    has: (key) => keys.has(key),
    add: (key) => void keys.add(key),
    get size() {
      return keys.size;
    },
    clear: () => keys.clear(),
  };
}

/** The memory used when a caller brings none: one per page, so re-renders and remounts track once. */
export const pageLoginTrackingMemory: LoginTrackingMemory = createLoginTrackingMemory();

export type LoginTrackingStep = 'event' | 'tracker';

export interface LoginTrackingDeps {
  /** Any client with the api-client's `post` (the app's `ApiClient`). */
  client: Pick<ApiClient, 'call'>;
  tracker: EngagementTracker;
  environment: TrackerEnvironment;
  memory?: LoginTrackingMemory;
  /** Told about a failed step; tracking never breaks the page. */
  onError?: (error: unknown, step: LoginTrackingStep) => void;
}

export type LoginTrackingResult =
  { outcome: 'skipped' } | { outcome: 'already-tracked' } | { outcome: 'tracked'; eventSent: boolean; trackerLoggedIn: boolean };

/**
 * §4.11 login tracking: POST the SELLER_LOGIN event and log the tracker in as `storeCode-userId` (with the
 * environment prefix outside production, §9). Remembered before the calls start, so a failure is reported
 * and not retried in a loop.
 */
export async function trackLogin(session: Session | null | undefined, sessionLoaded: boolean, deps: LoginTrackingDeps): Promise<LoginTrackingResult> {
  const identity = sessionLoaded ? loginIdentityOf(session) : null;
  if (!identity) return { outcome: 'skipped' };
  const memory = deps.memory ?? pageLoginTrackingMemory;
  const key = `${identity.storeCode}-${identity.userId}`;
  if (memory.has(key)) return { outcome: 'already-tracked' };
  memory.add(key);

  const body: DatavisorEvent = { eventCode: sellerLoginEventCode };
  const [event, tracker] = await Promise.allSettled([
    deps.client.call(trackingCalls.loginEvent, { body }),
    deps.tracker.waitUntilReady().then(() => deps.tracker.login(trackerUserId(identity, deps.environment))),
  ]);
  if (event.status === 'rejected') deps.onError?.(event.reason, 'event');
  if (tracker.status === 'rejected') deps.onError?.(tracker.reason, 'tracker');
  return { outcome: 'tracked', eventSent: event.status === 'fulfilled', trackerLoggedIn: tracker.status === 'fulfilled' };
}

/** After sign-out: forget tracked logins and end the tracker's identity, if a login was tracked on this page. */
export async function trackLogout(deps: Pick<LoginTrackingDeps, 'tracker' | 'memory' | 'onError'>): Promise<boolean> {
  const memory = deps.memory ?? pageLoginTrackingMemory;
  if (memory.size === 0) return false;
  memory.clear();
  try {
    await deps.tracker.waitUntilReady();
    await deps.tracker.logout();
    return true;
  } catch (error) {
    deps.onError?.(error, 'tracker');
    return false;
  }
}
