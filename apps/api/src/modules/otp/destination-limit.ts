import { otpPolicy } from '@seller-portal/contracts/accounts';

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;

/** The windows of the per-number SMS limit: at most `max` codes within `windowMs` of each other. */
export const smsDestinationWindows = [
  { windowMs: hourMs, max: otpPolicy.smsPerNumberPerHour },
  { windowMs: dayMs, max: otpPolicy.smsPerNumberPerDay },
] as const;

/**
 * Seconds until another code may go to a destination that was sent codes at `sentTimes` (newest first, the
 * last day's at least), or 0 when one may go now: a window is full while its `max`-th newest send is inside it.
 */
export function destinationRetryAfterSeconds(
  sentTimes: readonly Date[],
  now: Date,
  windows: readonly { windowMs: number; max: number }[] = smsDestinationWindows,
): number {
  let waitMs = 0;
  for (const { windowMs, max } of windows) {
    const oldestCounted = sentTimes[max - 1];
    if (!oldestCounted) continue;
    const freesAt = oldestCounted.getTime() + windowMs;
    if (freesAt > now.getTime()) waitMs = Math.max(waitMs, freesAt - now.getTime());
  }
  return Math.ceil(waitMs / 1000);
}

/** How far back `destinationRetryAfterSeconds` needs the sends, and how many of them. */
export const smsDestinationLookback = { windowMs: dayMs, max: otpPolicy.smsPerNumberPerDay };
