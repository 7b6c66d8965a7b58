import type { DelayResources } from '@seller-portal/contracts/tracking';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCriticalResourcesGate } from '../resources/critical-resources';
import { TrackerNotReadyError, trackerNotReadyMessage, type EngagementTracker } from './engagement-tracker';
import { createWebEngagementTracker, engagementGlobalName, isEngagementScriptGlobal, type EngagementScriptGlobal } from './web-tracker';

const host = 'https://engagement.example.test/sdk.js';

/** What the vendor script would define: every call recorded as [method, ...args]. */
function defineEngagementGlobal(calls: unknown[][] = []): unknown[][] {
  const record =
    (method: string) =>
    (...args: unknown[]) => {
      calls.push([method, ...args]);
    };
  const global: EngagementScriptGlobal = {
    add_unique_user_id: record('add_unique_user_id'),
    update_unique_user_id: record('update_unique_user_id'),
    add_email: record('add_email'),
    add_mobile: record('add_mobile'),
    add_user_name: record('add_user_name'),
    add_user_attribute: record('add_user_attribute'),
    track_event: record('track_event'),
    logout: record('logout'),
  };
  Object.assign(window, { [engagementGlobalName]: global });
  return calls;
}

function scripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll('script')];
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[engagementGlobalName];
});

describe('web tracker: the script (§4.11, §7 Other)', () => {
  it('injects the configured script once, async, however many trackers start', () => {
    createWebEngagementTracker({ host });
    createWebEngagementTracker({ host });
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0].getAttribute('src')).toBe(host);
    expect(scripts()[0].async).toBe(true);
  });

  it.each([
    ['no host', undefined],
    ['an empty host', ''],
    ['a host that is not http(s)', 'javascript:void(0)'],
  ])('with %s nothing loads and every operation is a harmless no-op', async (_name, noHost) => {
    const tracker = createWebEngagementTracker({ host: noHost });
    expect(tracker.kind).toBe('disabled');
    expect(scripts()).toHaveLength(0);
    await expect(tracker.waitUntilReady()).resolves.toBeUndefined();
    await expect(
      Promise.all([
        tracker.addAttributes({ email: 'seller@demo.test' }),
        tracker.trackEvent('opened'),
        tracker.login('id'),
        tracker.logout(),
        tracker.initUser({ uniqueId: 'id' }),
        tracker.updateId('id2'),
      ]),
    ).resolves.toHaveLength(6);
  });

  it('waits for critical resources when the delay mechanism is active', () => {
    const delay: DelayResources = { timeout: 6000, isDelayFirebase: false, isDelayComponent: true };
    const gate = createCriticalResourcesGate(delay);
    createWebEngagementTracker({ host, gate });
    expect(scripts()).toHaveLength(0);
    gate.onCriticalResourcesLoaded();
    expect(scripts()).toHaveLength(1);
  });
});

describe('web tracker: readiness (§9: ready on script load, or polled every 100 ms for up to 10 000 ms)', () => {
  const operations: { name: string; call: (tracker: EngagementTracker) => Promise<void> }[] = [
    { name: 'addAttributes', call: (t) => t.addAttributes({ email: 'seller@demo.test' }) },
    { name: 'trackEvent', call: (t) => t.trackEvent('opened') },
    { name: 'login', call: (t) => t.login('stg-DEMO-60001-U-1') },
    { name: 'logout', call: (t) => t.logout() },
    { name: 'initUser', call: (t) => t.initUser({ uniqueId: 'stg-DEMO-60001-U-1' }) },
    { name: 'updateId', call: (t) => t.updateId('stg-DEMO-60001-U-2') },
  ];
  it.each(operations)('$name before ready fails: the instance is not yet ready (§5)', async ({ call }) => {
    const tracker = createWebEngagementTracker({ host });
    const failure = call(tracker);
    await expect(failure).rejects.toBeInstanceOf(TrackerNotReadyError);
    await expect(failure).rejects.toThrow(trackerNotReadyMessage);
  });

  it('is ready as soon as the script has loaded and defined its global', async () => {
    const tracker = createWebEngagementTracker({ host });
    const ready = vi.fn();
    void tracker.waitUntilReady().then(ready);
    await vi.advanceTimersByTimeAsync(30);
    defineEngagementGlobal();
    scripts()[0].dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('finds the global by polling every 100 ms when no load event is seen', async () => {
    const tracker = createWebEngagementTracker({ host });
    const ready = vi.fn();
    void tracker.waitUntilReady().then(ready);
    await vi.advanceTimersByTimeAsync(250);
    defineEngagementGlobal();
    await vi.advanceTimersByTimeAsync(49);
    expect(ready).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('gives up after 10 000 ms with the not-ready error and stops polling', async () => {
    const tracker = createWebEngagementTracker({ host });
    const outcome = tracker.waitUntilReady().then(
      () => 'ready',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(vi.getTimerCount()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(TrackerNotReadyError);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves at once when the global is already there', async () => {
    defineEngagementGlobal();
    const tracker = createWebEngagementTracker({ host });
    await expect(tracker.waitUntilReady()).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not take a half-defined global for the vendor', () => {
    expect(isEngagementScriptGlobal({ track_event: () => undefined })).toBe(false);
    expect(isEngagementScriptGlobal(null)).toBe(false);
  });
});

describe('web tracker: operations map onto the script global', () => {
  const rows: { name: string; call: (tracker: EngagementTracker) => Promise<void>; expected: unknown[][] }[] = [
    {
      name: 'addAttributes uses the dedicated setters and the own key for the rest',
      call: (t) => t.addAttributes({ storeName: 'Demo', email: 'seller@demo.test', mobileNumber: '0812345678', userName: 'Seller', uniqueId: 'U' }),
      expected: [
        ['add_unique_user_id', 'U'],
        ['add_user_attribute', 'storeName', 'Demo'],
        ['add_email', 'seller@demo.test'],
        ['add_mobile', '0812345678'],
        ['add_user_name', 'Seller'],
      ],
    },
    {
      name: 'trackEvent with attributes',
      call: (t) => t.trackEvent('chat_opened', { room: 'C-1' }),
      expected: [['track_event', 'chat_opened', { room: 'C-1' }]],
    },
    { name: 'trackEvent without attributes sends an empty object', call: (t) => t.trackEvent('chat_opened'), expected: [['track_event', 'chat_opened', {}]] },
    { name: 'login sets the unique user id', call: (t) => t.login('stg-DEMO-60001-U-1'), expected: [['add_unique_user_id', 'stg-DEMO-60001-U-1']] },
    { name: 'logout', call: (t) => t.logout(), expected: [['logout']] },
    {
      name: 'initUser sets the id first, then the attributes',
      call: (t) => t.initUser({ email: 'seller@demo.test', uniqueId: 'U' }),
      expected: [
        ['add_unique_user_id', 'U'],
        ['add_email', 'seller@demo.test'],
      ],
    },
    { name: 'updateId changes the id', call: (t) => t.updateId('U-2'), expected: [['update_unique_user_id', 'U-2']] },
  ];
  it.each(rows)('$name', async ({ call, expected }) => {
    const calls = defineEngagementGlobal();
    const tracker = createWebEngagementTracker({ host });
    await tracker.waitUntilReady();
    await call(tracker);
    expect(calls).toEqual(expected);
  });

  it('waits for a vendor method that answers with a promise, and passes on its failure', async () => {
    defineEngagementGlobal();
    const vendor = (window as unknown as Record<string, EngagementScriptGlobal>)[engagementGlobalName];
    vendor.track_event = () => Promise.reject(new Error('quota exceeded'));
    const tracker = createWebEngagementTracker({ host });
    await expect(tracker.trackEvent('x')).rejects.toThrow('quota exceeded');
  });

  it('writes debug lines only through the given log', async () => {
    defineEngagementGlobal();
    const log = vi.fn();
    const tracker = createWebEngagementTracker({ host, log });
    await tracker.login('U');
    expect(log).toHaveBeenCalledWith('login', 'U');
  });
});
