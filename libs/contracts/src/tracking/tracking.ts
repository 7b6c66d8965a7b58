/** Config keys the tracking scripts read besides `configKeys.trackerHost` (§3); hosts are configuration, never code. */
export const trackingConfigKeys = {
  tagManagerHost: 'seller-tag-manager-host',
  tagManagerContainerId: 'seller-tag-manager-container-id',
} as const;

/** §9: non-critical resources wait at most this long for the critical ones. */
export const defaultDelayTimeoutMs = 6000;

/** §3 `seller-delay-resources`: when and how long non-critical resources wait for the critical ones. */
export interface DelayResources {
  timeout: number;
  /** Delay the realtime database (chat). */
  isDelayFirebase: boolean;
  /** Delay non-critical components and third-party scripts (tracker, tag manager). */
  isDelayComponent: boolean;
}

const optionalOf = <T>(value: unknown, isValid: (v: unknown) => v is T): T | undefined | null =>
  value === undefined ? undefined : isValid(value) ? value : null;
const isTimeout = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isFlag = (v: unknown): v is boolean => typeof v === 'boolean';

/**
 * Parses the JSON of `seller-delay-resources`; a missing or unparseable value is null (no delay mechanism).
 * Checked by hand rather than with a schema: every page runs it, and zod would weigh more than the page.
 */
export function parseDelayResources(raw: string | undefined | null): DelayResources | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const fields = json as Record<string, unknown>;
  const timeout = optionalOf(fields['timeout'], isTimeout);
  const isDelayFirebase = optionalOf(fields['isDelayFirebase'], isFlag);
  const isDelayComponent = optionalOf(fields['isDelayComponent'], isFlag);
  if (timeout === null || isDelayFirebase === null || isDelayComponent === null) return null;
  return {
    timeout: timeout ?? defaultDelayTimeoutMs,
    isDelayFirebase: isDelayFirebase ?? false,
    isDelayComponent: isDelayComponent ?? false,
  };
}

/** §7 login tracking call. */
export const trackingApiPaths = {
  datavisorEvent: '/backend/gws/datavisor/event',
} as const;

/** §4.11 the event code of a seller's login. */
export const sellerLoginEventCode = 'SELLER_LOGIN';
