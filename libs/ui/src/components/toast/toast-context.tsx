import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createToastStore, toastStore, type ToastOptions, type ToastStore } from './toast-state';

const ToastStoreContext = createContext<ToastStore>(toastStore);

export interface ToastProviderProps {
  /** The store its toasts go to; a fresh one of its own when left out. */
  store?: ToastStore;
  children: ReactNode;
}

/** Gives the components below their own toast store (an app's, a test's, a story's) instead of the page-wide one. */
export function ToastProvider({ store, children }: ToastProviderProps) {
  const [ownStore] = useState(createToastStore);
  return <ToastStoreContext.Provider value={store ?? ownStore}>{children}</ToastStoreContext.Provider>;
}

/** The nearest `ToastProvider`'s store, or the page-wide `toastStore`. */
export function useToastStore(): ToastStore {
  return useContext(ToastStoreContext);
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

/** Shows and dismisses toasts; the same object for as long as the store stays. */
export function useToast(): ToastApi {
  const store = useToastStore();
  return useMemo(() => ({ show: store.show, dismiss: store.dismiss }), [store]);
}
