import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyCanary, canaryAction, canaryStorageKey } from './canary';
import { broadcastRefresh, listenForRefresh } from './refresh-broadcast';
import { registerServiceWorker, skipWaitingMessage } from './service-worker';
import { askOnFirstGesture, shouldPromptWebPush, webPushRepromptMs } from './web-push';

describe('canary (§4.6)', () => {
  const rows = [
    { name: 'session flag set, local not: set and reload once', session: true, local: null, expected: 'set-and-reload' },
    { name: 'both set: nothing', session: true, local: 'true', expected: 'none' },
    { name: 'session flag unset, local set: remove', session: false, local: 'true', expected: 'remove' },
    { name: 'session flag missing, local set: remove', session: undefined, local: 'true', expected: 'remove' },
    { name: 'neither: nothing', session: false, local: null, expected: 'none' },
  ] as const;
  it.each(rows)('$name', ({ session, local, expected }) => {
    expect(canaryAction(session, local)).toBe(expected);
  });

  it('reloads only once: the second load finds the local flag', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    const reload = vi.fn();
    expect(applyCanary(true, { storage, reload })).toBe('set-and-reload');
    expect(applyCanary(true, { storage, reload })).toBe('none');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(applyCanary(false, { storage, reload })).toBe('remove');
    expect(store.has(canaryStorageKey)).toBe(false);
  });

  it('does not reload when storage is blocked (it could not remember the reload)', () => {
    const reload = vi.fn();
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(applyCanary(true, { storage: blocked, reload })).toBe('none');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('refresh broadcast (§2.9)', () => {
  it('a refresh message from another tab sends this one to /', async () => {
    const onRefresh = vi.fn();
    const stop = listenForRefresh(onRefresh);
    const otherTab = new BroadcastChannel('seller-portal');
    otherTab.postMessage({ type: 'refresh', from: 'another-tab' });
    otherTab.close();
    await vi.waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));
    stop();
  });

  it("this tab's own broadcast (after its sign-in) does not send it away from where it is going", async () => {
    const onRefresh = vi.fn();
    const stop = listenForRefresh(onRefresh);
    const otherTab = new BroadcastChannel('seller-portal');
    const seen = vi.fn();
    otherTab.addEventListener('message', seen);
    broadcastRefresh();
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(onRefresh).not.toHaveBeenCalled();
    otherTab.close();
    stop();
  });

  it('other messages on the channel are ignored', async () => {
    const onRefresh = vi.fn();
    const stop = listenForRefresh(onRefresh);
    const other = new BroadcastChannel('seller-portal');
    other.postMessage({ type: 'something-else' });
    other.close();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(onRefresh).not.toHaveBeenCalled();
    stop();
  });
});

describe('service worker (§4.11: skip waiting, reload on controller change)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function fakeContainer(options: { controller: boolean; waiting: boolean }) {
    const listeners = new Map<string, () => void>();
    const registrationListeners = new Map<string, () => void>();
    const waiting = options.waiting ? { postMessage: vi.fn() } : null;
    const registration = {
      waiting,
      installing: null as unknown,
      addEventListener: (type: string, listener: () => void) => registrationListeners.set(type, listener),
    };
    const container = {
      controller: options.controller ? {} : null,
      register: vi.fn(async () => registration),
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    };
    return {
      container,
      registration,
      waiting,
      fire: (type: string) => listeners.get(type)?.(),
      fireRegistration: (type: string) => registrationListeners.get(type)?.(),
    };
  }

  it('registers the worker at the fixed root path', async () => {
    const fake = fakeContainer({ controller: false, waiting: false });
    await registerServiceWorker({ container: fake.container as unknown as ServiceWorkerContainer, reload: vi.fn() });
    expect(fake.container.register).toHaveBeenCalledWith('/service-worker.js', { scope: '/' });
  });

  it('tells a waiting worker to skip waiting after 200 ms, and reloads once it takes control', async () => {
    const fake = fakeContainer({ controller: true, waiting: true });
    const reload = vi.fn();
    await registerServiceWorker({ container: fake.container as unknown as ServiceWorkerContainer, reload });
    await vi.advanceTimersByTimeAsync(199);
    expect(fake.waiting?.postMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.waiting?.postMessage).toHaveBeenCalledWith(skipWaitingMessage);
    fake.fire('controllerchange');
    fake.fire('controllerchange');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('an update found later is told to skip waiting too', async () => {
    const fake = fakeContainer({ controller: true, waiting: false });
    await registerServiceWorker({ container: fake.container as unknown as ServiceWorkerContainer, reload: vi.fn() });
    let onState: () => void = () => undefined;
    const installing = { state: 'installing', postMessage: vi.fn(), addEventListener: (_: string, listener: () => void) => (onState = listener) };
    fake.registration.installing = installing;
    fake.fireRegistration('updatefound');
    installing.state = 'installed';
    onState();
    await vi.advanceTimersByTimeAsync(200);
    expect(installing.postMessage).toHaveBeenCalledWith(skipWaitingMessage);
  });

  it('the first install takes control without a reload', async () => {
    const fake = fakeContainer({ controller: false, waiting: false });
    const reload = vi.fn();
    await registerServiceWorker({ container: fake.container as unknown as ServiceWorkerContainer, reload });
    fake.fire('controllerchange');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing where service workers are missing', async () => {
    await expect(registerServiceWorker({ container: undefined, reload: vi.fn() })).resolves.toBeNull();
  });
});

describe('web push prompt (§4.11, §9: web only, permission default, 30 days)', () => {
  const now = Date.UTC(2026, 0, 31);
  const rows = [
    { name: 'web, default, never asked', channel: 'Web', permission: 'default', last: null, expected: true },
    { name: 'web, default, asked 30 days ago', channel: 'Web', permission: 'default', last: now - webPushRepromptMs, expected: true },
    { name: 'web, default, asked 29 days ago', channel: 'Web', permission: 'default', last: now - webPushRepromptMs + 86_400_000, expected: false },
    { name: 'web, already granted', channel: 'Web', permission: 'granted', last: null, expected: false },
    { name: 'web, denied', channel: 'Web', permission: 'denied', last: null, expected: false },
    { name: 'web, no notifications in the browser', channel: 'Web', permission: null, last: null, expected: false },
    { name: 'in the app', channel: 'App', permission: 'default', last: null, expected: false },
    { name: 'a broken stored time counts as never', channel: 'Web', permission: 'default', last: Number.NaN, expected: true },
  ] as const;
  it.each(rows)('$name → $expected', ({ channel, permission, last, expected }) => {
    expect(shouldPromptWebPush({ channel, permission, lastPromptedAt: last, now })).toBe(expected);
  });
});

describe('a permission asked at the first gesture, not as the page loads', () => {
  it('asks once, at the first click or key press', () => {
    const target = new EventTarget();
    const ask = vi.fn();
    askOnFirstGesture(ask, target);
    expect(ask).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks nothing once stopped (the page left first)', () => {
    const target = new EventTarget();
    const ask = vi.fn();
    askOnFirstGesture(ask, target)();
    target.dispatchEvent(new Event('pointerdown'));
    expect(ask).not.toHaveBeenCalled();
  });
});
