import { describe, expect, it } from 'vitest';
import { createOutbox, type OutboxEntry, type OutboxStorage } from './outbox';

function storage(initial: Record<string, string> = {}): OutboxStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

const entry = (id: string, roomId = 'CUST-1'): OutboxEntry => ({
  clientMessageId: id,
  roomId,
  content: { kind: 'text', text: id },
  preview: null,
  createdDate: 1,
  state: 'pending',
});

describe('the outbox (persisted per store)', () => {
  it('keeps what it holds between page loads, per store', () => {
    const shared = storage();
    createOutbox('DEMO-1', shared).put(entry('a'));
    createOutbox('DEMO-2', shared).put(entry('b'));
    expect(
      createOutbox('DEMO-1', shared)
        .entries()
        .map((e) => e.clientMessageId),
    ).toEqual(['a']);
    expect(
      createOutbox('DEMO-2', shared)
        .entries()
        .map((e) => e.clientMessageId),
    ).toEqual(['b']);
  });

  it('one entry per clientMessageId; its state changes; removing the last clears the storage', () => {
    const kept = storage();
    const outbox = createOutbox('DEMO-1', kept);
    outbox.put(entry('a'));
    outbox.put(entry('a'));
    outbox.put(entry('b', 'CUST-2'));
    outbox.setState('a', 'failed');
    expect(outbox.entries('CUST-1')).toEqual([{ ...entry('a'), state: 'failed' }]);
    outbox.remove('a');
    outbox.remove('b');
    expect(kept.items.size).toBe(0);
  });

  const unreadable = [
    { name: 'not JSON', raw: '{[' },
    { name: 'not a list', raw: '{"a":1}' },
    { name: 'entries of another shape', raw: '[{"id":1},null,"x"]' },
  ];
  it.each(unreadable)('an unreadable outbox ($name) starts empty', ({ raw }) => {
    expect(createOutbox('DEMO-1', storage({ 'seller-chat-outbox:DEMO-1': raw })).entries()).toEqual([]);
  });

  it('a storage that refuses to write keeps the outbox in memory for the page', () => {
    const full: OutboxStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const outbox = createOutbox('DEMO-1', full);
    outbox.put(entry('a'));
    expect(outbox.entries()).toHaveLength(1);
  });
});
