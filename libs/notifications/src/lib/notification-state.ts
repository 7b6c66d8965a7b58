/**
 * §3 local storage: `lastNotifId`, the newest notification the user has seen in the list (what arrived after it is
 * marked new on the next visit), and the notification count, cached so the bell shows the last known count at
 * once on the next page load and corrects it when the server answers.
 */
export const lastNotifIdKey = 'lastNotifId';
export const notificationCountKey = 'notificationCount';

/** Whose count the cache holds: the user in one store (another store's count is not shown). */
export function countOwner(userId: string, storeCode: string): string {
  return `${userId}:${storeCode}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be refused (a privacy setting): the bell then waits for the server.
    return null;
  }
}

/** The cached unread count of `owner`, or undefined when there is none (or it is someone else's). */
export function readCachedCount(owner: string): number | undefined {
  const raw = storage()?.getItem(notificationCountKey);
  if (!raw) return undefined;
  try {
    const cached = JSON.parse(raw) as { owner?: unknown; unread?: unknown };
    return cached.owner === owner && typeof cached.unread === 'number' && Number.isInteger(cached.unread) && cached.unread >= 0 ? cached.unread : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedCount(owner: string, unread: number): void {
  try {
    storage()?.setItem(notificationCountKey, JSON.stringify({ owner, unread }));
  } catch {
    // A full storage only costs the cache.
  }
}

const idPattern = /^[1-9]\d{0,17}$/;

/** Whether notification id `a` is newer than `b` (ids grow with time; compared as integers, not as text). */
export function isNewerId(a: string, b: string | null): boolean {
  if (!idPattern.test(a)) return false;
  if (b === null || !idPattern.test(b)) return true;
  return a.length === b.length ? a > b : a.length > b.length;
}

export function readLastNotifId(): string | null {
  const value = storage()?.getItem(lastNotifIdKey) ?? null;
  return value && idPattern.test(value) ? value : null;
}

/** Remembers `id` as the newest seen, unless a newer one is remembered already. */
export function rememberLastNotifId(id: string): void {
  if (!isNewerId(id, readLastNotifId())) return;
  try {
    storage()?.setItem(lastNotifIdKey, id);
  } catch {
    // As above.
  }
}

/**
 * Where opening a notification goes: a portal path in the app (§2.10 decides how), an https link in a new tab so the
 * portal stays open; null: it has no link (opening only marks it read).
 */
export function notificationTarget(link: string | null): { to: string; mode?: 'newTab' } | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return { to: link };
  return link.startsWith('https://') ? { to: link, mode: 'newTab' } : null;
}
