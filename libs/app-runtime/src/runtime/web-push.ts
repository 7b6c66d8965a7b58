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

/** What the page answers as a user's gesture: a browser shows a permission prompt only then (else it quiets it). */
const gestures = ['pointerdown', 'keydown'] as const;

/**
 * Runs `ask` (a permission request) on the user's next click, tap or key press in the page rather than as the page
 * loads, where browsers quiet or block the prompt. Answers a function that stops waiting.
 */
export function askOnFirstGesture(ask: () => void, target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const stop = () => {
    for (const type of gestures) target.removeEventListener(type, run, true);
  };
  function run() {
    stop();
    ask();
  }
  for (const type of gestures) target.addEventListener(type, run, true);
  return stop;
}
