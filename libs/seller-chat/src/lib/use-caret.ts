import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Puts the caret of a controlled text field at a position once the value set with it is on the page. In a layout
 * effect of that render, not a later frame: a key typed right after the click (a quick seller, a loaded phone)
 * would otherwise land at the old caret and the frame then move the caret back behind it.
 */
export function useCaretAfterUpdate(field: RefObject<HTMLTextAreaElement | HTMLInputElement | null>): (caret: number) => void {
  const pending = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = pending.current;
    const element = field.current;
    if (caret === null || !element) return;
    pending.current = null;
    element.focus();
    element.setSelectionRange(caret, caret);
  });
  return (caret) => {
    pending.current = caret;
  };
}
