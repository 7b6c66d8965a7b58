import { describe, expect, it, vi } from 'vitest';
import { createToastStore, defaultToastDurationMs, type ToastOptions, type ToastStore } from './toast-state';

function showAll(store: ToastStore, ...options: ToastOptions[]) {
  for (const option of options) store.show(option);
}

function messagesOf(store: ToastStore) {
  return store.getSnapshot().map((toast) => toast.message);
}

describe('createToastStore', () => {
  it.each([
    {
      rule: 'a toast is info and lasts the §9 default of 3000 ms unless told otherwise',
      shown: [{ message: 'Saved' }],
      expected: [{ message: 'Saved', type: 'info', durationMs: defaultToastDurationMs }],
    },
    {
      rule: 'type, duration and action are kept as given',
      shown: [{ message: 'Offline', type: 'warning', durationMs: 0, action: { label: 'Retry', onClick: () => undefined } }],
      expected: [{ message: 'Offline', type: 'warning', durationMs: 0, action: expect.objectContaining({ label: 'Retry' }) }],
    },
    {
      rule: 'toasts stack oldest first',
      shown: [{ message: 'First' }, { message: 'Second' }],
      expected: [{ message: 'First' }, { message: 'Second' }],
    },
    {
      rule: 'reusing an id replaces that toast, which moves to the newest place',
      shown: [{ id: 'network', message: 'Offline' }, { message: 'Saved' }, { id: 'network', message: 'Still offline' }],
      expected: [{ message: 'Saved' }, { id: 'network', message: 'Still offline' }],
    },
    {
      rule: 'at most 5 toasts show; a sixth drops the oldest',
      shown: ['1', '2', '3', '4', '5', '6'].map((message) => ({ message })),
      expected: ['2', '3', '4', '5', '6'].map((message) => ({ message })),
    },
  ] satisfies { rule: string; shown: ToastOptions[]; expected: object[] }[])('$rule', ({ shown, expected }) => {
    const store = createToastStore();
    showAll(store, ...shown);
    expect(store.getSnapshot()).toEqual(expected.map((toast) => expect.objectContaining(toast)));
  });

  it('returns the id it shows a toast under: a generated one unless given', () => {
    const store = createToastStore();
    const first = store.show({ message: 'First' });
    const second = store.show({ message: 'Second' });
    const given = store.show({ id: 'network', message: 'Offline' });
    expect(first).not.toBe(second);
    expect(given).toBe('network');
    expect(store.getSnapshot().map((toast) => toast.id)).toEqual([first, second, 'network']);
  });

  it('generates ids that differ between stores', () => {
    expect(createToastStore().show({ message: 'A' })).not.toBe(createToastStore().show({ message: 'B' }));
  });

  it.each([
    { action: 'dismiss removes only that toast', change: (store: ToastStore) => store.dismiss('b'), expected: ['A', 'C'] },
    { action: 'dismiss of an unknown id changes nothing', change: (store: ToastStore) => store.dismiss('x'), expected: ['A', 'B', 'C'] },
    { action: 'clear removes every toast', change: (store: ToastStore) => store.clear(), expected: [] },
  ])('$action', ({ change, expected }) => {
    const store = createToastStore();
    showAll(store, { id: 'a', message: 'A' }, { id: 'b', message: 'B' }, { id: 'c', message: 'C' });
    change(store);
    expect(messagesOf(store)).toEqual(expected);
  });

  it('tells subscribers of every change, keeps the snapshot until one, and stops after unsubscribing', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const empty = store.getSnapshot();
    expect(store.getSnapshot()).toBe(empty);

    const id = store.show({ message: 'Saved' });
    expect(listener).toHaveBeenCalledTimes(1);
    const shown = store.getSnapshot();
    expect(shown).not.toBe(empty);
    expect(store.getSnapshot()).toBe(shown);

    store.dismiss('unknown');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(shown);

    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.show({ message: 'Again' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps stores apart', () => {
    const one = createToastStore();
    const other = createToastStore();
    one.show({ message: 'Saved' });
    expect(other.getSnapshot()).toEqual([]);
  });
});
