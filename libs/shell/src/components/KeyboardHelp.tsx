import { lazy, Suspense, useLayoutEffect, useState } from 'react';

// `?` and its list are a chunk of their own, as is the keyboard shortcuts' mechanism: the app's entry, which /sign-in
// loads, names the shell's chunks, and would name one more.
const ShortcutsHelp = lazy(() => import('./ShortcutsHelp').then(({ ShortcutsHelp }) => ({ default: ShortcutsHelp })));

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * A `?` pressed before the list's chunk has come (a page drawn at once, its shell's chunk a moment later): remembered,
 * so the list opens as it arrives instead of the key being lost. `ready` ends the listening.
 */
function useEarlyHelpKey(listening: boolean): boolean {
  const [asked, setAsked] = useState(false);
  // From the commit that draws the shell, not after its paint (see UniversalSearch).
  useLayoutEffect(() => {
    if (!listening) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === '?' && !event.ctrlKey && !event.altKey && !event.metaKey && !typingIn(event.target)) setAsked(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [listening]);
  return asked;
}

/**
 * `?` on a signed-in page lists its keyboard shortcuts and every page's (the palette's Ctrl+K): the portal's shell and
 * the internal console mount it beside their command palette.
 */
export function KeyboardHelp() {
  const [helpReady, setHelpReady] = useState(false);
  const helpAsked = useEarlyHelpKey(!helpReady);
  return (
    <Suspense fallback={null}>
      <ShortcutsHelp askedEarly={helpAsked} onReady={() => setHelpReady(true)} />
    </Suspense>
  );
}
