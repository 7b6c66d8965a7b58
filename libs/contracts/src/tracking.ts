import { z } from 'zod';

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

const delayResourcesSchema = z.object({
  timeout: z.number().finite().nonnegative().optional(),
  isDelayFirebase: z.boolean().optional(),
  isDelayComponent: z.boolean().optional(),
});

/** Parses the JSON of `seller-delay-resources`; a missing or unparseable value is null (no delay mechanism). */
export function parseDelayResources(raw: string | undefined | null): DelayResources | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = delayResourcesSchema.safeParse(json);
  if (!parsed.success) return null;
  return {
    timeout: parsed.data.timeout ?? defaultDelayTimeoutMs,
    isDelayFirebase: parsed.data.isDelayFirebase ?? false,
    isDelayComponent: parsed.data.isDelayComponent ?? false,
  };
}

/** §7 login tracking call. */
export const trackingApiPaths = {
  datavisorEvent: '/backend/gws/datavisor/event',
} as const;

/** §4.11 the event code of a seller's login. */
export const sellerLoginEventCode = 'SELLER_LOGIN';

export const datavisorEventSchema = z.object({ eventCode: z.string().min(1) });
export type DatavisorEvent = z.infer<typeof datavisorEventSchema>;
