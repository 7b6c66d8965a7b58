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

export interface Emitter<E> {
  emit(event: E): void;
  subscribe(listener: (event: E) => void): () => void;
  clear(): void;
}

/** Listeners of a stream of events (a listener removed while an event is delivered still gets that event). */
export function emitter<E>(): Emitter<E> {
  const listeners = new Set<(event: E) => void>();
  return {
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: () => listeners.clear(),
  };
}
