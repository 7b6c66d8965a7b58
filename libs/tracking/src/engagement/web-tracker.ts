import { createCriticalResourcesGate, type CriticalResourcesGate } from '../resources/critical-resources';
import { injectScriptOnce, scriptUrl } from '../resources/script-loader';
import { createDisabledTracker } from './disabled-tracker';
import {
  TrackerNotReadyError,
  userAttributeCalls,
  type EngagementTracker,
  type TrackerAttributeValue,
  type TrackerEventAttributes,
  type TrackerLog,
  type UserAttributeCall,
} from './engagement-tracker';

/**
 * The global the engagement script defines on `window` (by default `window.SellerEngagement`). It is a thin
 * mapping of the tracker operations, so a vendor SDK can sit behind it with a few lines of glue. Methods may
 * return a promise; the tracker waits for it.
 */
export interface EngagementScriptGlobal {
  add_unique_user_id(id: string): unknown;
  update_unique_user_id(id: string): unknown;
  add_email(email: string): unknown;
  add_mobile(mobileNumber: string): unknown;
  add_user_name(userName: string): unknown;
  add_user_attribute(key: string, value: TrackerAttributeValue): unknown;
  track_event(name: string, attributes: TrackerEventAttributes): unknown;
  logout(): unknown;
}

export const engagementGlobalName = 'SellerEngagement';

/** §9 tracker readiness: polled every 100 ms for at most 10 000 ms. */
export const trackerReadyTimeoutMs = 10_000;
export const trackerReadyPollMs = 100;

const globalMethods = [
  'add_unique_user_id',
  'update_unique_user_id',
  'add_email',
  'add_mobile',
  'add_user_name',
  'add_user_attribute',
  'track_event',
  'logout',
] as const satisfies readonly (keyof EngagementScriptGlobal)[];

export function isEngagementScriptGlobal(value: unknown): value is EngagementScriptGlobal {
  if (!value || (typeof value !== 'object' && typeof value !== 'function')) return false;
  const candidate = value as Record<string, unknown>;
  return globalMethods.every((method) => typeof candidate[method] === 'function');
}

export interface WebEngagementTrackerOptions {
  /** Address of the engagement script (config `seller-tracker-host`); without one the tracker is disabled. */
  host: string | null | undefined;
  window?: Window;
  /** Holds the script until critical resources have loaded (§4.11); without one it loads at once. */
  gate?: CriticalResourcesGate;
  globalName?: string;
  readyTimeoutMs?: number;
  pollIntervalMs?: number;
  log?: TrackerLog;
}

function applyAttribute(vendor: EngagementScriptGlobal, call: UserAttributeCall): unknown {
  switch (call.setter) {
    case 'setUniqueId':
      return vendor.add_unique_user_id(call.value);
    case 'setEmail':
      return vendor.add_email(call.value);
    case 'setMobileNumber':
      return vendor.add_mobile(call.value);
    case 'setUserName':
      return vendor.add_user_name(call.value);
    case 'setUserAttribute':
      return vendor.add_user_attribute(call.key, call.value);
  }
}

/** The web tracker (§4.11): loads the script once, then talks to the global it defines. */
export function createWebEngagementTracker(options: WebEngagementTrackerOptions): EngagementTracker {
  const win = options.window ?? window;
  const src = scriptUrl(options.host, win.document.baseURI);
  if (!src) return createDisabledTracker(options.log);

  const globalName = options.globalName ?? engagementGlobalName;
  const readyTimeoutMs = options.readyTimeoutMs ?? trackerReadyTimeoutMs;
  const pollIntervalMs = options.pollIntervalMs ?? trackerReadyPollMs;
  const log = options.log;
  const gate = options.gate ?? createCriticalResourcesGate(null);
  const loadListeners = new Set<() => void>();

  const vendor = (): EngagementScriptGlobal | null => {
    const candidate = (win as unknown as Record<string, unknown>)[globalName];
    return isEngagementScriptGlobal(candidate) ? candidate : null;
  };

  gate.whenOpen(() => {
    const script = injectScriptOnce(win.document, src.href, 'engagement-tracker');
    log?.('engagement script requested', src.href);
    // The load event makes waiting callers ready at once instead of at their next poll.
    script.addEventListener('load', () => {
      for (const listener of [...loadListeners]) listener();
    });
  });

  function waitUntilReady(): Promise<void> {
    if (vendor()) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!vendor()) return;
        stop();
        resolve();
      };
      const poll = setInterval(check, pollIntervalMs);
      const timeout = setTimeout(() => {
        stop();
        if (vendor()) resolve();
        else reject(new TrackerNotReadyError());
      }, readyTimeoutMs);
      function stop() {
        clearInterval(poll);
        clearTimeout(timeout);
        loadListeners.delete(check);
      }
      loadListeners.add(check);
    });
  }

  /** §5: before the script's global exists every call fails with the not-ready error. */
  async function call(operation: string, detail: unknown, run: (vendor: EngagementScriptGlobal) => unknown): Promise<void> {
    const ready = vendor();
    if (!ready) throw new TrackerNotReadyError();
    log?.(operation, detail);
    await run(ready);
  }

  async function setAttributes(vendorGlobal: EngagementScriptGlobal, calls: UserAttributeCall[]) {
    for (const attribute of calls) await applyAttribute(vendorGlobal, attribute);
  }

  return {
    kind: 'web',
    addAttributes: (attributes) => call('addAttributes', attributes, (v) => setAttributes(v, userAttributeCalls(attributes))),
    trackEvent: (name, attributes = {}) => call('trackEvent', { name, attributes }, (v) => v.track_event(name, attributes)),
    login: (id) => call('login', id, (v) => v.add_unique_user_id(id)),
    logout: () => call('logout', undefined, (v) => v.logout()),
    initUser: (user) => call('initUser', user, (v) => setAttributes(v, userAttributeCalls(user))),
    updateId: (id) => call('updateId', id, (v) => v.update_unique_user_id(id)),
    waitUntilReady,
  };
}
