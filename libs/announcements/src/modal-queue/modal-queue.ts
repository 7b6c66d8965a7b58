/** §3 modal queue entry. */
export interface ModalQueueEntry {
  code: string;
  order: number;
}

/** §4.8 the window event fired on every change of the queue. */
export const modalSequenceChangesEvent = 'modal-sequence-changes';

/** §3 the known modal codes and their order; lower shows first. */
export const knownModalOrders: Readonly<Record<string, number>> = {
  enable_whatsapp_notification_reminder: 0,
};

/** §4.8 unknown codes get the lowest priority. */
export const defaultModalOrder = Number.MAX_SAFE_INTEGER;

export function modalOrderOf(code: string): number {
  return Object.prototype.hasOwnProperty.call(knownModalOrders, code) ? knownModalOrders[code] : defaultModalOrder;
}

/** §4.8 enqueue: sorted by order (first come first within an order), unique by code. */
export function withEntry(queue: readonly ModalQueueEntry[], code: string, order: number = modalOrderOf(code)): readonly ModalQueueEntry[] {
  if (queue.some((entry) => entry.code === code)) return queue;
  // Array.prototype.sort is stable, so entries of the same order keep their arrival order.
  return [...queue, { code, order }].sort((a, b) => a.order - b.order);
}

/** §4.8 dequeue: the given code, or the current (first) entry. */
export function withoutEntry(queue: readonly ModalQueueEntry[], code?: string): readonly ModalQueueEntry[] {
  if (queue.length === 0) return queue;
  const target = code ?? queue[0].code;
  return queue.some((entry) => entry.code === target) ? queue.filter((entry) => entry.code !== target) : queue;
}

/** What `modal-sequence-changes` carries. */
export interface ModalSequenceChange {
  current: ModalQueueEntry | null;
  queue: readonly ModalQueueEntry[];
}

export interface ModalQueue {
  enqueue(code: string, order?: number): void;
  dequeue(code?: string): void;
  clear(): void;
  /** The modal to show now: the first entry, or null. */
  current(): ModalQueueEntry | null;
  entries(): readonly ModalQueueEntry[];
  subscribe(listener: () => void): () => void;
}

/** §4.8 the page's modal queue; every change fires `modal-sequence-changes` on `target` (the window). */
export function createModalQueue(target: EventTarget | null = typeof window === 'undefined' ? null : window): ModalQueue {
  let queue: readonly ModalQueueEntry[] = [];
  const listeners = new Set<() => void>();
  const change = (next: readonly ModalQueueEntry[]) => {
    if (next === queue) return;
    queue = next;
    for (const listener of listeners) listener();
    const detail: ModalSequenceChange = { current: queue[0] ?? null, queue };
    target?.dispatchEvent(new CustomEvent(modalSequenceChangesEvent, { detail }));
  };
  return {
    enqueue: (code, order) => change(withEntry(queue, code, order)),
    dequeue: (code) => change(withoutEntry(queue, code)),
    clear: () => change(queue.length === 0 ? queue : []),
    current: () => queue[0] ?? null,
    entries: () => queue,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The portal's one modal queue. */
export const modalQueue: ModalQueue = createModalQueue();
