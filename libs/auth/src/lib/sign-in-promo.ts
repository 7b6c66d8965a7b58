/**
 * §9 the sign-in page's promo runs from 1 Oct to 30 Nov 2025, whole days in the marketplace's time zone (WIB, UTC+7):
 * from 2025-10-01T00:00+07:00 up to 2025-12-01T00:00+07:00, the midnight that ends its last day (epoch ms, so the
 * sign-in page carries no date parsing).
 */
export const signInPromoPeriod = { start: 1_759_251_600_000, end: 1_764_522_000_000 } as const;

/** Whether the promo may be shown at `now` (epoch ms): never before its first day nor after its last. */
export function isSignInPromoRunning(now: number): boolean {
  return now >= signInPromoPeriod.start && now < signInPromoPeriod.end;
}
