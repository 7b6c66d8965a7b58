import { configKeys, type AppConfig } from '@seller-portal/contracts/core';

/**
 * §3 config `chat`: `allowedErrorTrackers`, the database errors worth tracking (§4.10 "database errors are tracked
 * only if in allowedErrorTrackers"). The value is a JSON object holding the list, or the list itself; anything
 * unparseable tracks nothing.
 */
export function allowedErrorTrackers(config: AppConfig): string[] {
  try {
    const parsed: unknown = JSON.parse(config[configKeys.chatAllowedErrorTrackers] ?? 'null');
    const list: unknown = Array.isArray(parsed) ? parsed : (parsed as { allowedErrorTrackers?: unknown } | null)?.allowedErrorTrackers;
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether a database error (its code, e.g. PERMISSION_DENIED) is tracked under this config. */
export function isTrackedDatabaseError(config: AppConfig, code: string): boolean {
  return allowedErrorTrackers(config).some((allowed) => allowed.toLowerCase() === code.toLowerCase());
}

/** The window event a tracked database error is announced with (the portal's tracking records it). */
export const chatDatabaseErrorEvent = 'seller-chat:database-error';
