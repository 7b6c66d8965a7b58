import type { Session } from '@seller-portal/contracts/core';
import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { headerSearchEvent, searchOpenAtom } from '../state/shell-state';

// The palette is a chunk of its own: it loads on the first open (or once the shell is idle), never with /sign-in.
const loadPalette = () => import('./CommandPalette');
const CommandPalette = lazy(loadPalette);

/** Ctrl+K (Cmd+K on a Mac): the palette's shortcut, in a text field too, as in most apps that have one. */
export const isPaletteShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

/**
 * §2.8 the universal search header, as a command palette: opened by the header's search button (the
 * `header-search` window event, which modules may send too) and by Ctrl+K / Cmd+K, closed by a navigation.
 */
export function UniversalSearch({ session, accountPages }: { session: Session; accountPages?: boolean }) {
  const [open, setOpen] = useAtom(searchOpenAtom);
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();

  // Listening from the commit that draws the header (a layout effect): the shell is drawn by a deferred render, whose
  // passive effects may run after its paint, and a Ctrl+K pressed on the drawn page would go to the browser.
  useLayoutEffect(() => {
    const toggle = () => setOpen((value) => !value);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener(headerSearchEvent, toggle);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener(headerSearchEvent, toggle);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [setOpen]);
  useEffect(() => setOpen(false), [pathname, setOpen]);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  // Its code arrives before the first Ctrl+K when the page has a quiet moment.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2_000));
    idle(() => void loadPalette().catch(() => undefined));
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette session={session} open={open} onOpenChange={setOpen} accountPages={accountPages} />
    </Suspense>
  );
}
