import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngagementTracker } from './engagement-tracker';
import { createNativeEngagementTracker, nativeCallbackName, parseEventNameMap, type NativeBridgeMessage, type NativePlatform } from './native-tracker';

type Answer = (listenerId: string, answer?: unknown) => void;

/** The app's side of the bridge: records each JSON message as the app would receive it. */
function installBridge(platform: NativePlatform): NativeBridgeMessage[] {
  const received: NativeBridgeMessage[] = [];
  if (platform === 'android') {
    // A class instance, as Android's JavaScript interface is: its methods need their object as `this`.
    class AndroidEngagementBridge {
      readonly received = received;
      private take(json: string) {
        this.received.push(JSON.parse(json) as NativeBridgeMessage);
      }
      addAttributes(json: string) {
        this.take(json);
      }
      trackEvent(json: string) {
        this.take(json);
      }
      login(json: string) {
        this.take(json);
      }
      logout(json: string) {
        this.take(json);
      }
      initUser(json: string) {
        this.take(json);
      }
      updateId(json: string) {
        this.take(json);
      }
      waitUntilReady(json: string) {
        this.take(json);
      }
    }
    Object.assign(window, { AndroidEngagementBridge: new AndroidEngagementBridge() });
  } else {
    Object.assign(window, {
      webkit: { messageHandlers: { engagement: { postMessage: (json: string) => received.push(JSON.parse(json) as NativeBridgeMessage) } } },
    });
  }
  return received;
}

function answer(listenerId: string, payload?: unknown) {
  (window as unknown as Record<string, Answer>)[nativeCallbackName](listenerId, payload);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  const win = window as unknown as Record<string, unknown>;
  delete win.AndroidEngagementBridge;
  delete win.webkit;
});

const operations: {
  name: string;
  call: (tracker: EngagementTracker) => Promise<void>;
  expected: Omit<NativeBridgeMessage, 'listenerId'>;
}[] = [
  {
    name: 'addAttributes carries the attributes',
    call: (t) => t.addAttributes({ email: 'seller@demo.test', storeName: 'Demo', userName: undefined }),
    expected: { operation: 'addAttributes', attributes: { email: 'seller@demo.test', storeName: 'Demo' } },
  },
  {
    name: 'trackEvent carries the event name and attributes',
    call: (t) => t.trackEvent('chat_opened', { room: 'C-1' }),
    expected: { operation: 'trackEvent', eventName: 'chat_opened', attributes: { room: 'C-1' } },
  },
  { name: 'login carries the id', call: (t) => t.login('stg-DEMO-60001-U-1'), expected: { operation: 'login', id: 'stg-DEMO-60001-U-1' } },
  { name: 'logout carries only the listener id', call: (t) => t.logout(), expected: { operation: 'logout' } },
  {
    name: 'initUser carries the user with its unique id first',
    call: (t) => t.initUser({ mobileNumber: '0812345678', uniqueId: 'U' }),
    expected: { operation: 'initUser', attributes: { uniqueId: 'U', mobileNumber: '0812345678' } },
  },
  { name: 'updateId carries the new id', call: (t) => t.updateId('U-2'), expected: { operation: 'updateId', id: 'U-2' } },
  { name: 'waitUntilReady asks the app', call: (t) => t.waitUntilReady(), expected: { operation: 'waitUntilReady' } },
];

describe.each(['android', 'ios'] as const)('native tracker on %s (§7 Other)', (platform) => {
  it.each(operations)('$name and resolves when the app answers that listener', async ({ call, expected }) => {
    const received = installBridge(platform);
    const tracker = createNativeEngagementTracker({ platform });
    const done = vi.fn();
    void call(tracker).then(done);
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message).toEqual({ ...expected, listenerId: message.listenerId });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).not.toHaveBeenCalled();
    answer(message.listenerId, { success: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('resolves each call by its own listener id, in any order', async () => {
    const received = installBridge(platform);
    const tracker = createNativeEngagementTracker({ platform });
    const order: string[] = [];
    void tracker.login('A').then(() => order.push('login'));
    void tracker.trackEvent('opened').then(() => order.push('trackEvent'));
    expect(new Set(received.map((m) => m.listenerId)).size).toBe(2);
    answer(received[1].listenerId);
    await vi.advanceTimersByTimeAsync(0);
    answer(received[0].listenerId);
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['trackEvent', 'login']);
  });

  const answers: { name: string; payload: unknown; error: string | null }[] = [
    { name: 'no payload counts as done', payload: undefined, error: null },
    { name: 'a JSON string answer is read', payload: '{"success":true}', error: null },
    { name: 'a non-JSON string answer counts as done', payload: 'ok', error: null },
    { name: 'success false fails with the app’s message', payload: { success: false, errorMessage: 'SDK not initialised' }, error: 'SDK not initialised' },
    { name: 'success false as JSON fails too', payload: '{"success":false}', error: `The ${platform} engagement bridge refused login` },
  ];
  it.each(answers)('$name', async ({ payload, error }) => {
    const received = installBridge(platform);
    const tracker = createNativeEngagementTracker({ platform });
    const outcome = tracker.login('A').then(
      () => null,
      (e: Error) => e.message,
    );
    answer(received[0].listenerId, payload);
    expect(await outcome).toBe(error);
  });

  it('fails when the app never answers, after the timeout', async () => {
    installBridge(platform);
    const tracker = createNativeEngagementTracker({ platform, answerTimeoutMs: 10_000 });
    const outcome = tracker.logout().then(
      () => 'done',
      (e: Error) => e.message,
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await outcome).toBe(`The ${platform} engagement bridge did not answer logout`);
  });

  it('fails at once, leaving nothing pending, when the bridge is missing', async () => {
    const tracker = createNativeEngagementTracker({ platform });
    await expect(tracker.login('A')).rejects.toThrow(/engagement/);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends app event names from the tracker mapper and other names unchanged', () => {
    const received = installBridge(platform);
    const tracker = createNativeEngagementTracker({ platform, eventNames: parseEventNameMap('{"chat_opened":"SellerChatOpened"}') });
    void tracker.trackEvent('chat_opened');
    void tracker.trackEvent('order_viewed');
    void tracker.trackEvent('toString');
    expect(received.map((m) => m.eventName)).toEqual(['SellerChatOpened', 'order_viewed', 'toString']);
  });
});

describe('native callback', () => {
  it('ignores answers for unknown listeners and survives being replaced', async () => {
    const received = installBridge('android');
    const tracker = createNativeEngagementTracker({ platform: 'android' });
    void tracker.login('A');
    expect(() => answer('engagement-unknown', { success: true })).not.toThrow();
    // Something else overwrote the callback; the next call puts it back.
    Object.assign(window, { [nativeCallbackName]: () => undefined });
    const second = tracker.logout();
    answer(received[1].listenerId);
    await expect(second).resolves.toBeUndefined();
  });
});

describe('parseEventNameMap (config seller-app-tracker-mapper-js)', () => {
  const rows: { name: string; raw: string | null | undefined; expected: Record<string, string> }[] = [
    { name: 'a JSON object of names', raw: '{"a":"A","b":"B"}', expected: { a: 'A', b: 'B' } },
    { name: 'non-string and empty names are dropped', raw: '{"a":1,"b":"","c":"C"}', expected: { c: 'C' } },
    { name: 'an empty object', raw: '{}', expected: {} },
    { name: 'an array is not a mapper', raw: '["a"]', expected: {} },
    { name: 'unparseable JSON is empty', raw: 'function map() {}', expected: {} },
    { name: 'no value is empty', raw: undefined, expected: {} },
  ];
  it.each(rows)('$name', ({ raw, expected }) => {
    expect(parseEventNameMap(raw)).toEqual(expected);
  });
});
