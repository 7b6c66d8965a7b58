import type { ReactNode } from 'react';

export type ToastType = 'success' | 'danger' | 'info' | 'warning';

export interface ToastAction {
  /** Words or an element; an element that translates itself follows a change of language while the toast shows. */
  label: ReactNode;
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

/**
 * The toasts on screen, oldest first, as an external store: code outside React calls `show`, the
 * Toaster reads it with `useSyncExternalStore`. Its functions need no `this`, so they can be passed on.
 */
export interface ToastStore {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
  clear: () => void;
  /** The same array until the toasts change. */
  getSnapshot: () => readonly Toast[];
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

/** §9 toast default duration. */
export const defaultToastDurationMs = 3000;
// Older toasts give way so a burst of errors cannot cover the page.
const maxVisibleToasts = 5;

// Module-wide, so ids stay unique across stores.
let counter = 0;
function nextToastId(): string {
  counter += 1;
  return `toast-${Date.now().toString(36)}-${counter}`;
}

export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  const listeners = new Set<() => void>();

  function update(next: readonly Toast[]) {
    toasts = next;
    for (const listener of [...listeners]) listener();
  }

  return {
    show(options) {
      const toast: Toast = {
        id: options.id ?? nextToastId(),
        message: options.message,
        type: options.type ?? 'info',
        durationMs: options.durationMs ?? defaultToastDurationMs,
        action: options.action,
      };
      const others = toasts.filter((existing) => existing.id !== toast.id);
      update([...others, toast].slice(-maxVisibleToasts));
      return toast.id;
    },
    dismiss(id) {
      if (toasts.some((toast) => toast.id === id)) update(toasts.filter((toast) => toast.id !== id));
    },
    clear() {
      if (toasts.length > 0) update([]);
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The page's toasts: the store components use without a `ToastProvider`, and the one code outside React calls. */
export const toastStore: ToastStore = createToastStore();
