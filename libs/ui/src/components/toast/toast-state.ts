import { atom, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import type { ReactNode } from 'react';

export type ToastType = 'success' | 'danger' | 'info' | 'warning';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  message: ReactNode;
  type?: ToastType;
  /** §9 default 3000 ms; 0 keeps the toast until it is dismissed. */
  durationMs?: number;
  action?: ToastAction;
  /** Reusing an id replaces that toast instead of stacking a duplicate. */
  id?: string;
}

export interface Toast {
  id: string;
  message: ReactNode;
  type: ToastType;
  durationMs: number;
  action?: ToastAction;
}

/** §9 toast default duration. */
export const defaultToastDurationMs = 3000;
// Older toasts give way so a burst of errors cannot cover the page.
const maxVisibleToasts = 5;

let counter = 0;
function nextToastId(): string {
  counter += 1;
  return `toast-${Date.now().toString(36)}-${counter}`;
}

/** Toasts on screen, oldest first. Owned by the design system; the Toaster renders them. */
export const toastsAtom = atom<Toast[]>([]);

/** Write-only atom for code outside React: `store.set(showToastAtom, { message, type })`. */
export const showToastAtom = atom(null, (get, set, options: ToastOptions): string => {
  const toast: Toast = {
    id: options.id ?? nextToastId(),
    message: options.message,
    type: options.type ?? 'info',
    durationMs: options.durationMs ?? defaultToastDurationMs,
    action: options.action,
  };
  const others = get(toastsAtom).filter((existing) => existing.id !== toast.id);
  set(toastsAtom, [...others, toast].slice(-maxVisibleToasts));
  return toast.id;
});

export const dismissToastAtom = atom(null, (get, set, id: string) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

export function useToast(): ToastApi {
  const show = useSetAtom(showToastAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  return useMemo(() => ({ show, dismiss }), [show, dismiss]);
}
