/** Whole seconds left until `untilMs` (rounded up, so a countdown never shows 0 while still waiting). */
export function secondsUntil(untilMs: number | null, nowMs: number): number {
  if (untilMs === null) return 0;
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

/** "0:59", "4:05", "12:00": minutes and two-digit seconds, as a countdown reads. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
