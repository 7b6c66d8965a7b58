import type { SessionModeType } from '@seller-portal/contracts/core';

const minute = 60_000;
const hour = 60 * minute;

export interface SessionPolicy {
  /** The session ends after this long without a request. */
  idleMs: number;
  /** …and this long after sign-in at the latest, however busy. */
  absoluteMs: number;
}

/**
 * Idle and absolute limits per mode: STORE 30 minutes / 12 hours, INTERNAL (provider staff, wider powers)
 * 15 minutes / 8 hours. VENDOR and a session whose mode is not chosen yet follow STORE.
 */
export const sessionPolicies = {
  STORE: { idleMs: 30 * minute, absoluteMs: 12 * hour },
  INTERNAL: { idleMs: 15 * minute, absoluteMs: 8 * hour },
} as const satisfies Record<string, SessionPolicy>;

export function sessionPolicyFor(modeType: SessionModeType | null): SessionPolicy {
  return modeType === 'INTERNAL' ? sessionPolicies.INTERNAL : sessionPolicies.STORE;
}

/** The longest any session can live: the cookie's Max-Age (the server decides the real end). */
export const longestSessionMs = Math.max(...Object.values(sessionPolicies).map((p) => p.absoluteMs));

/** When a session seen last at `lastSeenAt` ends: the earlier of its idle end and its absolute end. */
export function sessionEndsAt(policy: SessionPolicy, createdAt: number, lastSeenAt: number): number {
  return Math.min(createdAt + policy.absoluteMs, lastSeenAt + policy.idleMs);
}
