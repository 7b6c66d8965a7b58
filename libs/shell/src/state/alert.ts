import { atom, useSetAtom } from 'jotai';
import { useMemo } from 'react';

export type AlertType = 'danger' | 'warning' | 'info' | 'success';

/** §3 Alert: open, type, title, text, cancel, confirm, callback. */
export interface AlertState {
  open: boolean;
  type: AlertType;
  /** Defaults to 'An error occurred on the system' (§8). */
  title?: string;
  text?: string;
  /** The Cancel button's label; false hides it. Defaults to 'Cancel'. */
  cancel?: string | false;
  /** The OK button's label. Defaults to 'OK'. */
  confirm?: string;
  /** Called with true for OK, false for Cancel or a dismissal. */
  callback?: (confirmed: boolean) => void;
}

export type AlertOptions = Omit<Partial<AlertState>, 'open'>;

const closed: AlertState = { open: false, type: 'danger' };

/** The generic alert (§8): one at a time, owned by the shell. */
export const alertAtom = atom<AlertState>(closed);

export const showAlertAtom = atom(null, (_get, set, options: AlertOptions = {}) => {
  set(alertAtom, { ...closed, ...options, open: true });
});

/** Closes the alert and tells its callback how. */
export const closeAlertAtom = atom(null, (get, set, confirmed: boolean) => {
  const current = get(alertAtom);
  if (!current.open) return;
  set(alertAtom, closed);
  current.callback?.(confirmed);
});

export function useAlert() {
  const show = useSetAtom(showAlertAtom);
  const close = useSetAtom(closeAlertAtom);
  return useMemo(() => ({ show, close }), [show, close]);
}
