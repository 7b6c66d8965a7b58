import { z } from 'zod';
import { lazySchema, defineCall } from '@seller-portal/contracts/core';
import { sellerLoginEventCode, trackingApiPaths } from './tracking';

// Apart from tracking.ts, which the first page (/sign-in) loads: a declaration and its schemas must not load with it.

/** §7 the login tracking call's body. */
const datavisorEventSchema = lazySchema(() => z.object({ eventCode: z.string().min(1) }));
export type DatavisorEvent = z.infer<typeof datavisorEventSchema>;

/** §4.11 login tracking: a seller's STORE session reports its login once. */
export const trackingCalls = {
  loginEvent: defineCall({
    method: 'POST',
    path: trackingApiPaths.datavisorEvent,
    summary: "Records a seller's login (event code SELLER_LOGIN) with the address and browser it came from.",
    access: { modes: ['STORE'] },
    // The server records the event codes of §7 only (SELLER_LOGIN); any other is a 400.
    body: lazySchema(() => datavisorEventSchema.refine((event) => event.eventCode === sellerLoginEventCode)),
    answer: lazySchema(() => z.null()),
    errors: [],
  }),
} as const;
