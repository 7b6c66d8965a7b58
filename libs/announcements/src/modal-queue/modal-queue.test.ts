import { describe, expect, it, vi } from 'vitest';
import {
  createModalQueue,
  defaultModalOrder,
  modalSequenceChangesEvent,
  withEntry,
  withoutEntry,
  type ModalQueueEntry,
  type ModalSequenceChange,
} from './modal-queue';

type Step = ['enqueue', string, number?] | ['dequeue', string?] | ['clear'];

function run(steps: Step[]): readonly ModalQueueEntry[] {
  let queue: readonly ModalQueueEntry[] = [];
  for (const step of steps) {
    if (step[0] === 'enqueue') queue = withEntry(queue, step[1], step[2]);
    else if (step[0] === 'dequeue') queue = withoutEntry(queue, step[1]);
    else queue = [];
  }
  return queue;
}

describe('modal queue (§4.8)', () => {
  const rows: { name: string; steps: Step[]; codes: string[] }[] = [
    {
      name: 'sorted by order',
      steps: [
        ['enqueue', 'survey', 5],
        ['enqueue', 'agreement', 1],
      ],
      codes: ['agreement', 'survey'],
    },
    {
      name: 'unique by code',
      steps: [
        ['enqueue', 'survey', 5],
        ['enqueue', 'survey', 1],
      ],
      codes: ['survey'],
    },
    {
      name: 'the known whatsapp reminder has order 0',
      steps: [
        ['enqueue', 'survey', 1],
        ['enqueue', 'enable_whatsapp_notification_reminder'],
      ],
      codes: ['enable_whatsapp_notification_reminder', 'survey'],
    },
    {
      name: 'unknown codes get the lowest priority',
      steps: [
        ['enqueue', 'something-new'],
        ['enqueue', 'survey', 1_000_000],
      ],
      codes: ['survey', 'something-new'],
    },
    {
      name: 'the same order keeps the arrival order',
      steps: [
        ['enqueue', 'b', 2],
        ['enqueue', 'a', 2],
        ['enqueue', 'c', 2],
      ],
      codes: ['b', 'a', 'c'],
    },
    { name: 'dequeue without a code removes the current', steps: [['enqueue', 'a', 1], ['enqueue', 'b', 2], ['dequeue']], codes: ['b'] },
    {
      name: 'dequeue by code',
      steps: [
        ['enqueue', 'a', 1],
        ['enqueue', 'b', 2],
        ['dequeue', 'b'],
      ],
      codes: ['a'],
    },
    {
      name: 'dequeue of an unknown code changes nothing',
      steps: [
        ['enqueue', 'a', 1],
        ['dequeue', 'zzz'],
      ],
      codes: ['a'],
    },
    { name: 'dequeue of an empty queue', steps: [['dequeue']], codes: [] },
    { name: 'clear empties the queue', steps: [['enqueue', 'a', 1], ['enqueue', 'b', 2], ['clear']], codes: [] },
  ];
  it.each(rows)('$name', ({ steps, codes }) => {
    expect(run(steps).map((entry) => entry.code)).toEqual(codes);
  });

  it('the default order is the maximum safe integer', () => {
    expect(withEntry([], 'unknown')).toEqual([{ code: 'unknown', order: defaultModalOrder }]);
    expect(defaultModalOrder).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('current modal and modal-sequence-changes', () => {
  it('enqueue and dequeue change the current modal and fire the window event', () => {
    const target = new EventTarget();
    const seen: ModalSequenceChange[] = [];
    target.addEventListener(modalSequenceChangesEvent, (event) => seen.push((event as CustomEvent<ModalSequenceChange>).detail));
    const queue = createModalQueue(target);
    expect(queue.current()).toBeNull();

    queue.enqueue('survey', 3);
    queue.enqueue('enable_whatsapp_notification_reminder');
    expect(queue.current()?.code).toBe('enable_whatsapp_notification_reminder');
    queue.dequeue();
    expect(queue.current()?.code).toBe('survey');
    queue.clear();
    expect(queue.current()).toBeNull();

    expect(seen.map((change) => change.current?.code ?? null)).toEqual(['survey', 'enable_whatsapp_notification_reminder', 'survey', null]);
  });

  it('a change that changes nothing fires nothing', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    target.addEventListener(modalSequenceChangesEvent, listener);
    const queue = createModalQueue(target);
    queue.clear();
    queue.dequeue();
    queue.enqueue('a', 1);
    queue.enqueue('a', 1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('subscribers hear every change', () => {
    const queue = createModalQueue(null);
    const listener = vi.fn();
    const stop = queue.subscribe(listener);
    queue.enqueue('a');
    queue.dequeue('a');
    stop();
    queue.enqueue('b');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
