import type { Channel } from '@seller-portal/contracts/core';

/** §9 web push re-prompt interval. */
export const webPushRepromptMs = 30 * 24 * 60 * 60 * 1000;
/** When the prompt was last answered (ms since epoch), in local storage. */
export const webPushPromptedAtKey = 'webPushPromptedAt';

export interface WebPushPromptInput {
  channel: Channel;
  /** Notification.permission, or null where the browser has no notifications. */
  permission: NotificationPermission | null;
  lastPromptedAt: number | null;
  now: number;
}

/** §4.11: only on the web, only while the permission is still 'default', and not again within 30 days. */
export function shouldPromptWebPush({ channel, permission, lastPromptedAt, now }: WebPushPromptInput): boolean {
  if (channel !== 'Web' || permission !== 'default') return false;
  return lastPromptedAt === null || !Number.isFinite(lastPromptedAt) || now - lastPromptedAt >= webPushRepromptMs;
}

export function readPromptedAt(storage: Pick<Storage, 'getItem'> | null): number | null {
  try {
    const raw = storage?.getItem(webPushPromptedAtKey);
    return raw ? Number(raw) : null;
  } catch {
    return null;
  }
}

export function rememberPrompted(storage: Pick<Storage, 'setItem'> | null, now: number): void {
  try {
    storage?.setItem(webPushPromptedAtKey, String(now));
  } catch {
    // Without storage the prompt may come back next visit; nothing else breaks.
  }
}
