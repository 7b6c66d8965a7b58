import { useSyncExternalStore } from 'react';
import { modalQueue, type ModalQueue, type ModalQueueEntry } from './modal-queue';

/** The current modal of the queue (re-renders when it changes). */
export function useCurrentModal(queue: ModalQueue = modalQueue): ModalQueueEntry | null {
  return useSyncExternalStore(queue.subscribe, queue.current, queue.current);
}
