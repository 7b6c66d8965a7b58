/**
 * §9 the sign-in page's promo runs from 1 Oct to 30 Nov 2025, whole days in the marketplace's time zone (WIB, UTC+7):
 * from its first day's midnight up to the midnight that ends its last day.
 */
export const signInPromoPeriod = {
  start: Date.parse('2025-10-01T00:00:00+07:00'),
  end: Date.parse('2025-12-01T00:00:00+07:00'),
} as const;

/** Whether the promo may be shown at `now` (ms): never before its first day nor after its last. */
export function isSignInPromoRunning(now: number, period: { start: number; end: number } = signInPromoPeriod): boolean {
  return now >= period.start && now < period.end;
}
