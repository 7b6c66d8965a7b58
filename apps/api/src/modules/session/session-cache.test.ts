import { storeSession } from '@seller-portal/contracts/testing';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../runtime';
import type { ResolvedSession } from '../../http/resolved-session';
import { SessionCache } from './session-cache';

class ManualClock implements Clock {
  constructor(public ms = 1_000_000) {}
  now() {
    return new Date(this.ms);
  }
}

const entry = (idHash: string, expiresAt = Number.MAX_SAFE_INTEGER): ResolvedSession => ({
  idHash,
  userId: 'u',
  signInMethod: 'PASSWORD',
  modeType: null,
  modeCode: null,
  json: '{}',
  createdAt: 0,
  lastSeenAt: 0,
  expiresAt,
  session: storeSession({ userId: 'u', mode: null }),
});

describe('session cache', () => {
  it('serves an entry until its lifetime is over', () => {
    const clock = new ManualClock();
    const cache = new SessionCache(clock, { ttlMs: 3_000, maxEntries: 10 });
    cache.set(entry('a'), cache.mark());
    clock.ms += 2_999;
    expect(cache.get('a')?.idHash).toBe('a');
    clock.ms += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never serves a session past the expiry of its row, even inside the cache lifetime', () => {
    const clock = new ManualClock();
    const cache = new SessionCache(clock, { ttlMs: 3_000, maxEntries: 10 });
    cache.set(entry('a', clock.ms + 1_000), cache.mark());
    clock.ms += 1_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set(entry('b', clock.ms), cache.mark())).toBe(false);
  });

  it('drops an evicted entry at once', () => {
    const cache = new SessionCache(new ManualClock(), { ttlMs: 3_000, maxEntries: 10 });
    cache.set(entry('a'), cache.mark());
    cache.set(entry('b'), cache.mark());
    cache.evict('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.idHash).toBe('b');
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not store a load that raced an eviction (a sign-out while the row was being read)', () => {
    const cache = new SessionCache(new ManualClock(), { ttlMs: 3_000, maxEntries: 10 });
    const mark = cache.mark();
    cache.evict('a');
    expect(cache.set(entry('a'), mark)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set(entry('a'), cache.mark())).toBe(true);
  });

  it('keeps at most maxEntries, dropping the oldest first', () => {
    const cache = new SessionCache(new ManualClock(), { ttlMs: 3_000, maxEntries: 3 });
    for (const id of ['a', 'b', 'c', 'd']) cache.set(entry(id), cache.mark());
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(['b', 'c', 'd'].map((id) => cache.get(id)?.idHash)).toEqual(['b', 'c', 'd']);
  });

  it('counts a refreshed entry as new when dropping the oldest', () => {
    const cache = new SessionCache(new ManualClock(), { ttlMs: 3_000, maxEntries: 2 });
    cache.set(entry('a'), cache.mark());
    cache.set(entry('b'), cache.mark());
    cache.set(entry('a'), cache.mark());
    cache.set(entry('c'), cache.mark());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.idHash).toBe('a');
  });
});
