import { useEffect, useReducer } from 'react';
import { secondsUntil } from '../lib/countdown';

/** Seconds left until `untilMs`, re-rendering once a second while above zero (0 when there is no deadline). */
export function useCountdown(untilMs: number | null): number {
  const [, tick] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    if (untilMs === null) return undefined;
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= untilMs) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [untilMs]);

  // Read at render: a deadline set a moment ago shows its full length at once, not a second more.
  return secondsUntil(untilMs, Date.now());
}
