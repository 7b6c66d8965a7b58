import { configKeys, type AppConfig } from '@seller-portal/contracts/core';

/** The Firebase web config the app config holds under `seller-realtime-database-config` (§3). */
export interface RealtimeDatabaseConfig {
  apiKey?: string;
  authDomain?: string;
  projectId?: string;
  appId?: string;
  databaseURL: string;
}

/** The realtime-database config of the app config, or null when there is none (or it is not usable). */
export function realtimeDatabaseConfig(config: AppConfig): RealtimeDatabaseConfig | null {
  const raw = config[configKeys.realtimeDatabase];
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const databaseURL = (parsed as { databaseURL?: unknown }).databaseURL;
    return typeof databaseURL === 'string' && /^(https?|wss?):\/\//.test(databaseURL) ? (parsed as RealtimeDatabaseConfig) : null;
  } catch {
    return null;
  }
}

/** The adapter of this app config: Firebase when it holds a realtime-database config, the server's socket otherwise. */
export function chatAdapterFor(config: AppConfig): 'server' | 'firebase' {
  return realtimeDatabaseConfig(config) ? 'firebase' : 'server';
}
