/** Whole seconds left until `untilMs` (rounded up, so a countdown never shows 0 while still waiting). */
export function secondsUntil(untilMs: number | null, nowMs: number): number {
  if (untilMs === null) return 0;
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

/** "0:59", "4:05", "12:00": minutes and two-digit seconds, as a countdown reads. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  // A per-number limit can wait hours: h:mm:ss then, m:ss below an hour.
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
