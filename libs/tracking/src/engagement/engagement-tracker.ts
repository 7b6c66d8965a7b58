/** A value a tracker attribute may hold. */
export type TrackerAttributeValue = string | number | boolean | null;

/** Event attributes travel to the vendor as they are. */
export type TrackerEventAttributes = Record<string, TrackerAttributeValue>;

/**
 * User attributes (§7 Other): the four named ones have dedicated setters on the vendor side; every other
 * attribute is stored under its own key.
 */
export interface TrackerUserAttributes {
  uniqueId?: string;
  email?: string;
  mobileNumber?: string;
  userName?: string;
  [key: string]: TrackerAttributeValue | undefined;
}

/** The user an `initUser` call starts a tracked visit for. */
export interface TrackerUser extends TrackerUserAttributes {
  uniqueId: string;
}

/** The customer-engagement tracker (§4.11, §7 Other): one interface over the web script and the native bridges. */
export interface EngagementTracker {
  /** Which implementation answers, for logs and tests. */
  readonly kind: 'web' | 'android' | 'ios' | 'disabled';
  addAttributes(attributes: TrackerUserAttributes): Promise<void>;
  trackEvent(name: string, attributes?: TrackerEventAttributes): Promise<void>;
  /** Starts the tracked identity; `id` is already the environment's tracker id (see `trackerUserId`). */
  login(id: string): Promise<void>;
  logout(): Promise<void>;
  initUser(user: TrackerUser): Promise<void>;
  /** Changes the id of the user already logged in. */
  updateId(id: string): Promise<void>;
  waitUntilReady(): Promise<void>;
}

/** Where a tracker writes its debug lines; debug logs are off in production (§9). */
export type TrackerLog = (message: string, detail?: unknown) => void;

export const trackerNotReadyMessage = 'Engagement tracker instance is not yet ready';

/** §5: a tracker call on web before the tracker is ready fails with this error. */
export class TrackerNotReadyError extends Error {
  constructor() {
    super(trackerNotReadyMessage);
    this.name = 'TrackerNotReadyError';
  }
}

export function isTrackerNotReadyError(error: unknown): error is TrackerNotReadyError {
  return error instanceof TrackerNotReadyError;
}

/** The vendor setter a user attribute goes through. */
export type UserAttributeSetter = 'setUniqueId' | 'setEmail' | 'setMobileNumber' | 'setUserName';

export type UserAttributeCall = { setter: UserAttributeSetter; value: string } | { setter: 'setUserAttribute'; key: string; value: TrackerAttributeValue };

const dedicatedSetters: Record<string, UserAttributeSetter> = {
  uniqueId: 'setUniqueId',
  email: 'setEmail',
  mobileNumber: 'setMobileNumber',
  userName: 'setUserName',
};

/**
 * Splits attributes into vendor calls (§7 Other): the unique id first, so later attributes land on the
 * right user; the other named attributes through their setters; the rest under their own key.
 * Undefined values are left out.
 */
export function userAttributeCalls(attributes: TrackerUserAttributes): UserAttributeCall[] {
  const calls: UserAttributeCall[] = [];
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    const setter = Object.hasOwn(dedicatedSetters, key) ? dedicatedSetters[key] : undefined;
    if (setter) calls.push({ setter, value: String(value) });
    else calls.push({ setter: 'setUserAttribute', key, value });
  }
  return calls.sort((a, b) => Number(b.setter === 'setUniqueId') - Number(a.setter === 'setUniqueId'));
}
