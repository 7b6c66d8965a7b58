import { useEffect, useRef } from 'react';

/** How long the seller must leave the page alone before a survey may open: a pause, not a moment of work. */
export const surveyIdleMs = 10_000;

/** What the seller does while working: any of these starts the quiet time again. */
const activityEvents = ['keydown', 'pointerdown', 'input', 'wheel', 'touchstart'] as const;

type TextHolder = HTMLInputElement | HTMLTextAreaElement | HTMLElement;

const textInputTypes = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password', '']);

function isTextField(target: EventTarget | null): target is TextHolder {
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return textInputTypes.has(target.type);
  return target instanceof HTMLElement && target.isContentEditable;
}

function holdsText(field: TextHolder): boolean {
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) return field.value.trim() !== '';
  return (field.textContent ?? '').trim() !== '';
}

/**
 * A task is in progress while a dialog is open, or a field the seller typed into still holds text (a message not
 * sent, a form not saved); a field emptied, sent or gone from the page no longer counts. A message field (any
 * textarea) or the focused field holding text counts too, so text typed before this runtime loaded is not missed.
 */
export function taskInProgress(doc: Document, typedInto: Iterable<TextHolder>): boolean {
  if (doc.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]')) return true;
  const focused = doc.activeElement;
  const fields = [...typedInto, ...doc.querySelectorAll('textarea'), ...(isTextField(focused) ? [focused] : [])];
  return fields.some((field) => field.isConnected && holdsText(field));
}

/**
 * Calls `onQuiet` once the seller has been idle for `idleMs` with no task in progress (see `taskInProgress`);
 * while `enabled` only. Activity starts the wait again; a task in progress makes it wait another `idleMs`.
 */
export function useQuietMoment(enabled: boolean, onQuiet: () => void, idleMs = surveyIdleMs): void {
  const typedInto = useRef(new Set<TextHolder>());
  const callback = useRef(onQuiet);
  callback.current = onQuiet;

  // Fields typed into are noted on every page, so a survey after a navigation still knows the work under way.
  useEffect(() => {
    const note = (event: Event) => {
      if (isTextField(event.target)) typedInto.current.add(event.target);
      for (const field of typedInto.current) if (!field.isConnected) typedInto.current.delete(field);
    };
    window.addEventListener('input', note, true);
    return () => window.removeEventListener('input', note, true);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (taskInProgress(document, typedInto.current)) wait();
        else callback.current();
      }, idleMs);
    };
    wait();
    for (const name of activityEvents) window.addEventListener(name, wait, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of activityEvents) window.removeEventListener(name, wait, { capture: true });
    };
  }, [enabled, idleMs]);
}
