import { lazy, Suspense, useEffect, useState } from 'react';
import { exitPopupApplies, isExitIntent } from '../lib/exit-intent';

// The popup (its dialog, texts and Radix) loads the first time a visitor heads for the door, never with the page.
const ExitIntentPopup = lazy(() => import('./ExitIntentPopup'));

/**
 * The start selling page's exit intent (desktop: a mouse leaving through the top of the window): once per visit, for
 * a browser that never signed in and did not close it before (§3 `exit-popup-closed`, `ever-logged-in`,
 * `has-login-history`). Nothing is listened to on touch screens, where there is no pointer to leave.
 */
export function ExitIntentWatcher() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!window.matchMedia('(hover: hover) and (pointer: fine)').matches || !exitPopupApplies(document.cookie)) return;
    const onMouseOut = (event: MouseEvent) => {
      // Read again: the visitor may have signed in or closed it in another tab meanwhile.
      if (!isExitIntent(event) || !exitPopupApplies(document.cookie)) return;
      document.removeEventListener('mouseout', onMouseOut);
      setOpen(true);
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => document.removeEventListener('mouseout', onMouseOut);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentPopup onClosed={() => setOpen(false)} />
    </Suspense>
  );
}
