import { useEffect, useState } from 'react';

/** §4.8 the window event the modal queue fires on every change; `detail.current` is the modal showing, or null. */
export const modalSequenceChangesEvent = 'modal-sequence-changes';

/**
 * Whether an announcement of the page's modal queue is showing, followed through the queue's window event (features
 * do not import each other; the event is the queue's public face). Until the queue says otherwise, none is.
 */
export function useAnnouncementOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ current?: unknown } | null>).detail;
      setOpen(detail?.current !== null && detail?.current !== undefined);
    };
    window.addEventListener(modalSequenceChangesEvent, onChange);
    return () => window.removeEventListener(modalSequenceChangesEvent, onChange);
  }, []);
  return open;
}
