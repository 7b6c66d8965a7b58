import { useEffect, useState } from 'react';
import { secondsUntil } from '../lib/countdown';

/** Seconds left until `untilMs`, ticking once a second while above zero (0 when there is no deadline). */
export function useCountdown(untilMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsUntil(untilMs, now);

  useEffect(() => {
    setNow(Date.now());
    if (untilMs === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= untilMs) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [untilMs]);

  return remaining;
}
