import { userAttributeCalls, type EngagementTracker, type TrackerEventAttributes, type TrackerLog, type TrackerUserAttributes } from './engagement-tracker';

export type NativePlatform = 'android' | 'ios';

export type NativeOperation = 'addAttributes' | 'trackEvent' | 'login' | 'logout' | 'initUser' | 'updateId' | 'waitUntilReady';

/**
 * One call to the app (§7 Other), sent as JSON: a listener id plus attributes, an event name or an id.
 * Android receives it as `window.AndroidEngagementBridge.<operation>(json)`; iOS as
 * `window.webkit.messageHandlers.engagement.postMessage(json)`. The app answers with
 * `window.__engagementCallback(listenerId, answer)`.
 */
export interface NativeBridgeMessage {
  operation: NativeOperation;
  listenerId: string;
  attributes?: TrackerUserAttributes | TrackerEventAttributes;
  eventName?: string;
  id?: string;
}

/**
 * The app's answer, as an object or its JSON. Anything but `success: false` counts as done, so an app that
 * answers with no payload at all resolves the call.
 */
export interface NativeBridgeAnswer {
  success?: boolean;
  errorMessage?: string | null;
}

export const nativeCallbackName = '__engagementCallback';

/** A call the app never answers fails after this long instead of waiting forever (§9 tracker timeout). */
export const nativeAnswerTimeoutMs = 10_000;

type Settle = (answer: unknown) => void;

interface CallbackRegistry {
  nextId: number;
  pending: Map<string, Settle>;
  callback: (listenerId: unknown, answer?: unknown) => void;
}

const registries = new WeakMap<Window, CallbackRegistry>();

/** One callback per window serves every native tracker on it, keyed by listener id. */
function callbackRegistry(win: Window): CallbackRegistry {
  let registry = registries.get(win);
  if (!registry) {
    const pending = new Map<string, Settle>();
    registry = { nextId: 0, pending, callback: (listenerId, answer) => pending.get(String(listenerId))?.(answer) };
    registries.set(win, registry);
  }
  const target = win as unknown as Record<string, unknown>;
  // Re-installed when something replaced it, so answers keep reaching their callers.
  if (target[nativeCallbackName] !== registry.callback) target[nativeCallbackName] = registry.callback;
  return registry;
}

function readAnswer(answer: unknown): NativeBridgeAnswer {
  if (typeof answer === 'string') {
    try {
      const parsed: unknown = JSON.parse(answer);
      return parsed && typeof parsed === 'object' ? (parsed as NativeBridgeAnswer) : {};
    } catch {
      return {};
    }
  }
  return answer && typeof answer === 'object' ? (answer as NativeBridgeAnswer) : {};
}

interface AndroidBridge {
  [operation: string]: unknown;
}

interface WebkitWindow {
  webkit?: { messageHandlers?: { engagement?: { postMessage?: unknown } } };
  AndroidEngagementBridge?: AndroidBridge;
}

function send(win: Window, platform: NativePlatform, message: NativeBridgeMessage): void {
  const json = JSON.stringify(message);
  const bridges = win as unknown as WebkitWindow;
  if (platform === 'android') {
    const bridge = bridges.AndroidEngagementBridge;
    const method = bridge?.[message.operation];
    if (typeof method !== 'function') throw new Error(`The Android engagement bridge has no ${message.operation}`);
    // Android's JavaScript interfaces need their object as `this`.
    method.call(bridge, json);
    return;
  }
  const handler = bridges.webkit?.messageHandlers?.engagement;
  if (typeof handler?.postMessage !== 'function') throw new Error('The iOS engagement message handler is not available');
  handler.postMessage.call(handler, json);
}

/** The attribute key each dedicated setter reads on the app side. */
const attributeKeyOf = {
  setUniqueId: 'uniqueId',
  setEmail: 'email',
  setMobileNumber: 'mobileNumber',
  setUserName: 'userName',
} as const;

export interface NativeEngagementTrackerOptions {
  platform: NativePlatform;
  window?: Window;
  /** Event names as the app's tracker knows them (config `seller-app-tracker-mapper-js`); others pass unchanged. */
  eventNames?: Readonly<Record<string, string>>;
  answerTimeoutMs?: number;
  log?: TrackerLog;
}

/** The tracker inside the Android and iOS apps (§7 Other): every call goes through the native bridge. */
export function createNativeEngagementTracker(options: NativeEngagementTrackerOptions): EngagementTracker {
  const win = options.window ?? window;
  const answerTimeoutMs = options.answerTimeoutMs ?? nativeAnswerTimeoutMs;
  const eventNames = options.eventNames ?? {};
  const { platform, log } = options;

  function call(operation: NativeOperation, fields: Omit<NativeBridgeMessage, 'operation' | 'listenerId'> = {}): Promise<void> {
    const registry = callbackRegistry(win);
    registry.nextId += 1;
    const listenerId = `engagement-${registry.nextId}`;
    const message: NativeBridgeMessage = { operation, listenerId, ...fields };
    return new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => {
        registry.pending.delete(listenerId);
        reject(new Error(`The ${platform} engagement bridge did not answer ${operation}`));
      }, answerTimeoutMs);
      registry.pending.set(listenerId, (raw) => {
        clearTimeout(timeout);
        registry.pending.delete(listenerId);
        const answer = readAnswer(raw);
        if (answer.success === false) reject(new Error(answer.errorMessage || `The ${platform} engagement bridge refused ${operation}`));
        else resolve();
      });
      try {
        log?.(operation, message);
        send(win, platform, message);
      } catch (error) {
        clearTimeout(timeout);
        registry.pending.delete(listenerId);
        reject(error);
      }
    });
  }

  /** The app applies the dedicated setters itself; attributes go as one object with undefined values left out. */
  function definedAttributes(attributes: TrackerUserAttributes): TrackerUserAttributes {
    return Object.fromEntries(
      userAttributeCalls(attributes).map((c) => (c.setter === 'setUserAttribute' ? [c.key, c.value] : [attributeKeyOf[c.setter], c.value])),
    );
  }

  return {
    kind: platform,
    addAttributes: (attributes) => call('addAttributes', { attributes: definedAttributes(attributes) }),
    trackEvent: (name, attributes = {}) => call('trackEvent', { eventName: Object.hasOwn(eventNames, name) ? eventNames[name] : name, attributes }),
    login: (id) => call('login', { id }),
    logout: () => call('logout'),
    initUser: (user) => call('initUser', { attributes: definedAttributes(user) }),
    updateId: (id) => call('updateId', { id }),
    waitUntilReady: () => call('waitUntilReady'),
  };
}

/** Parses `seller-app-tracker-mapper-js`: a JSON object of web event name → app event name; anything else is empty. */
export function parseEventNameMap(raw: string | null | undefined): Record<string, string> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  } catch {
    return {};
  }
}
