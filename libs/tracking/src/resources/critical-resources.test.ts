import { defaultDelayTimeoutMs, parseDelayResources, type DelayResources } from '@seller-portal/contracts/tracking';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCriticalResourcesGate, delaysThirdPartyScripts } from './critical-resources';

describe('parseDelayResources (§3 seller-delay-resources, §9 default timeout)', () => {
  const rows: { name: string; raw: string | undefined; expected: DelayResources | null }[] = [
    { name: 'no config means no delay mechanism', raw: undefined, expected: null },
    { name: 'unparseable JSON means no delay mechanism', raw: '{timeout:', expected: null },
    { name: 'a JSON array is not a delay config', raw: '[]', expected: null },
    { name: 'wrong field types are not a delay config', raw: '{"timeout":"soon"}', expected: null },
    { name: 'a negative timeout is not a delay config', raw: '{"timeout":-1}', expected: null },
    {
      name: 'all fields are read',
      raw: '{"timeout":3000,"isDelayFirebase":true,"isDelayComponent":true}',
      expected: { timeout: 3000, isDelayFirebase: true, isDelayComponent: true },
    },
    { name: 'a missing timeout is 6000 ms', raw: '{"isDelayComponent":true}', expected: { timeout: 6000, isDelayFirebase: false, isDelayComponent: true } },
  ];
  it.each(rows)('$name', ({ raw, expected }) => {
    expect(parseDelayResources(raw)).toEqual(expected);
  });

  it('the default non-critical timeout is 6000 ms', () => {
    expect(defaultDelayTimeoutMs).toBe(6000);
  });
});

describe('critical-resources gate (§4.11)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const delayed: DelayResources = { timeout: 6000, isDelayFirebase: false, isDelayComponent: true };

  const rows: {
    name: string;
    delay: DelayResources | null;
    /** What happens after the task is registered. */
    act: (gate: ReturnType<typeof createCriticalResourcesGate>) => void;
    ran: boolean;
  }[] = [
    { name: 'without a delay mechanism work runs at once', delay: null, act: () => undefined, ran: true },
    {
      name: 'a delay config that does not delay components runs at once',
      delay: { ...delayed, isDelayComponent: false, isDelayFirebase: true },
      act: () => undefined,
      ran: true,
    },
    { name: 'with the delay active work waits', delay: delayed, act: () => vi.advanceTimersByTime(5999), ran: false },
    { name: 'with the delay active work runs when critical resources have loaded', delay: delayed, act: (gate) => gate.onCriticalResourcesLoaded(), ran: true },
    { name: 'with the delay active work runs at the timeout as a fallback', delay: delayed, act: () => vi.advanceTimersByTime(6000), ran: true },
    { name: 'the configured timeout is honoured', delay: { ...delayed, timeout: 1500 }, act: () => vi.advanceTimersByTime(1500), ran: true },
    {
      name: 'disposing drops held work',
      delay: delayed,
      act: (gate) => {
        gate.dispose();
        vi.advanceTimersByTime(60_000);
      },
      ran: false,
    },
  ];
  it.each(rows)('$name', ({ delay, act, ran }) => {
    const gate = createCriticalResourcesGate(delay);
    const task = vi.fn();
    gate.whenOpen(task);
    act(gate);
    expect(task).toHaveBeenCalledTimes(ran ? 1 : 0);
    expect(gate.open).toBe(ran);
  });

  it('releases held work once, in order, and runs later work at once', () => {
    const gate = createCriticalResourcesGate(delayed);
    const order: string[] = [];
    gate.whenOpen(() => order.push('first'));
    gate.whenOpen(() => order.push('second'));
    gate.onCriticalResourcesLoaded();
    vi.advanceTimersByTime(6000);
    gate.onCriticalResourcesLoaded();
    gate.whenOpen(() => order.push('later'));
    expect(order).toEqual(['first', 'second', 'later']);
  });

  it.each([
    [null, false],
    [{ ...delayed, isDelayComponent: false }, false],
    [delayed, true],
  ] as const)('delaysThirdPartyScripts(%j) is %s', (delay, expected) => {
    expect(delaysThirdPartyScripts(delay)).toBe(expected);
  });
});
