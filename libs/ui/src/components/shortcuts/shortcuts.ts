import { useEffect, useRef, useSyncExternalStore } from 'react';
import { isTextEntry, keyBelongsToTarget, matchesShortcut, screenReaderChordHeld, shortcutRefusal, type Shortcut } from './shortcut-keys';

/** 'page': the page's own (listed first by `?`); 'global': the shell's, on every page. */
export type ShortcutScope = 'page' | 'global';

export interface RegisteredShortcut extends Shortcut {
  scope: ShortcutScope;
}

interface Registration {
  scope: ShortcutScope;
  /** The latest list its owner rendered: a handler always sees the page's current state. */
  current: () => readonly Shortcut[];
}

// One listener for the window and the shortcuts of whoever registered them, the latest registration first (a dialog's
// list over its page's). The list the `?` dialog reads is a snapshot, the same array until a registration changes.
const registrations: Registration[] = [];
const listeners = new Set<() => void>();
let snapshot: readonly RegisteredShortcut[] = [];

function changed() {
  snapshot = registrations.flatMap((registration) => registration.current().map((shortcut) => ({ ...shortcut, scope: registration.scope })));
  listeners.forEach((listener) => listener());
}

/** The window's keydown: the first shortcut that matches runs, unless typing, a screen reader or the focused control owns the key. */
export function dispatchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || screenReaderChordHeld(event)) return false;
  const typing = isTextEntry(event.target);
  if (keyBelongsToTarget(event.target, event.key)) return false;
  for (let index = registrations.length - 1; index >= 0; index--) {
    for (const shortcut of registrations[index].current()) {
      if (!shortcut.run || !matchesShortcut(event, shortcut) || (typing && !shortcut.inTextFields)) continue;
      event.preventDefault();
      shortcut.run(event);
      return true;
    }
  }
  return false;
}

const onKeyDown = (event: KeyboardEvent) => void dispatchShortcut(event);

/** Adds shortcuts until the returned function is called; a key a screen reader needs is refused (thrown). */
export function registerShortcuts(current: () => readonly Shortcut[], scope: ShortcutScope = 'page'): () => void {
  for (const shortcut of current()) {
    const refusal = shortcutRefusal(shortcut);
    if (refusal) throw new Error(`Shortcut ${shortcut.key}: ${refusal}`);
  }
  const registration: Registration = { scope, current };
  if (registrations.length === 0) window.addEventListener('keydown', onKeyDown);
  registrations.push(registration);
  changed();
  return () => {
    const index = registrations.indexOf(registration);
    if (index >= 0) registrations.splice(index, 1);
    if (registrations.length === 0) window.removeEventListener('keydown', onKeyDown);
    changed();
  };
}

/**
 * The shortcuts of the component that owns them, while it is mounted. Handlers are the latest rendered (no stale
 * state); the `?` list follows a change of keys or labels (a change of language).
 */
export function useShortcuts(shortcuts: readonly Shortcut[], scope: ShortcutScope = 'page'): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  const signature = shortcuts.map(({ key, alt, mod, label, run }) => [key, alt, mod, label, Boolean(run)].join('\u0000')).join('\n');
  useEffect(() => registerShortcuts(() => latest.current, scope), [signature, scope]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Every shortcut registered now, for the `?` list. */
export function useRegisteredShortcuts(): readonly RegisteredShortcut[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}
