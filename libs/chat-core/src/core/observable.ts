import type { Observable } from '../port/port';

export interface MutableObservable<T> extends Observable<T> {
  set(next: T): void;
  update(change: (current: T) => T): void;
}

/** A value with listeners; a new snapshot object per change, so `useSyncExternalStore` sees it. */
export function observable<T>(initial: T): MutableObservable<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const set = (next: T) => {
    if (Object.is(next, value)) return;
    value = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getSnapshot: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set,
    update: (change) => set(change(value)),
  };
}
