import { describe, expect, it } from 'vitest';
import { LastSeenTracker, type PendingLastSeen } from './last-seen';

const at = (ms: number, idHash = 'a'): PendingLastSeen => ({ idHash, lastSeenAt: new Date(ms), expiresAt: new Date(ms + 1000) });

describe('batched last-seen writes', () => {
  it('keeps only the latest request per session and writes all of them in one batch', async () => {
    const batches: PendingLastSeen[][] = [];
    const tracker = new LastSeenTracker({ touchMany: async (entries) => void batches.push([...entries]) });
    tracker.seen(at(10));
    tracker.seen(at(30));
    tracker.seen(at(20));
    tracker.seen(at(5, 'b'));
    expect(tracker.lastSeen('a')).toBe(30);
    await tracker.flush();
    expect(batches).toHaveLength(1);
    expect(batches[0].map((e) => [e.idHash, e.lastSeenAt.getTime()])).toEqual([
      ['a', 30],
      ['b', 5],
    ]);
    expect(tracker.size).toBe(0);
    await tracker.flush();
    expect(batches).toHaveLength(1);
  });

  it('keeps a failed batch for the next flush', async () => {
    let fail = true;
    const written: string[] = [];
    const tracker = new LastSeenTracker({
      touchMany: async (entries) => {
        if (fail) throw new Error('database down');
        written.push(...entries.map((e) => e.idHash));
      },
    });
    tracker.seen(at(10));
    await expect(tracker.flush()).rejects.toThrow('database down');
    expect(tracker.lastSeen('a')).toBe(10);
    fail = false;
    await tracker.flush();
    expect(written).toEqual(['a']);
  });

  it('still answers lastSeen for a batch while it is being written', async () => {
    let release: () => void = () => undefined;
    const tracker = new LastSeenTracker({ touchMany: () => new Promise<void>((resolve) => (release = resolve)) });
    tracker.seen(at(42));
    const flushing = tracker.flush();
    expect(tracker.lastSeen('a')).toBe(42);
    release();
    await flushing;
    expect(tracker.lastSeen('a')).toBeUndefined();
  });
});
