import { useCallback, useEffect, useRef } from 'react';
import { useUiPageTranslation } from '../../i18n/page-resources';
import { useToast } from '../toast/toast-context';

export interface UndoOffer {
  /** What was done ("3 products deactivated"), announced with the toast. */
  message: string;
  /** How long the server accepts the undo, from now (the ticket's `windowMs`). */
  windowMs: number;
  /** Asks the server to reverse it; the caller says what came of it. */
  onUndo: () => void;
}

/** Whether a key press lands in a place that types (its own Ctrl+Z undoes typing there). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Offers "Undo" after an action the server can reverse for a few seconds: a toast, announced in the polite live
 * region, with an Undo button that stays for the whole window (a toast pauses while hovered or focused), and Ctrl+Z
 * (⌘Z) anywhere on the page but a text field while it shows, so it is reachable from the keyboard without hunting
 * for the toast. A newer offer replaces the previous one.
 */
export function useUndoOffer(): (offer: UndoOffer) => void {
  const toast = useToast();
  const { t } = useUiPageTranslation();
  const current = useRef<{ toastId: string; until: number; undo: () => void } | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const offer = current.current;
      if (!offer || event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || isTyping(event.target)) return;
      if (Date.now() > offer.until) return;
      event.preventDefault();
      current.current = null;
      toast.dismiss(offer.toastId);
      offer.undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toast]);

  return useCallback(
    ({ message, windowMs, onUndo }: UndoOffer) => {
      const previous = current.current;
      if (previous) toast.dismiss(previous.toastId);
      const undo = () => {
        current.current = null;
        onUndo();
      };
      const toastId = toast.show({
        type: 'success',
        // The keyboard's way is told where there is likely a keyboard (a fine pointer), not on a phone.
        message: window.matchMedia?.('(pointer: fine)').matches ? `${message} ${t('undo.hint')}` : message,
        durationMs: windowMs,
        action: { label: t('undo.action'), onClick: undo },
      });
      current.current = { toastId, until: Date.now() + windowMs, undo };
    },
    [toast, t],
  );
}
