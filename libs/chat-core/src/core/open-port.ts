import type { AppConfig } from '@seller-portal/contracts/core';
import type { ChatPort } from '../port/port';
import type { RealtimeLink } from '../server/realtime-link';
import { createServerSource } from '../server/server-source';
import { realtimeDatabaseConfig } from './adapter-choice';
import type { ChatApi } from './chat-api';
import { createChatPort, type ChatPortOptions } from './chat-port';

export interface OpenChatOptions extends ChatPortOptions {
  api: ChatApi;
  config: AppConfig;
  storeCode: string;
  /** The tab's realtime connection, for the server adapter. */
  connectRealtime: () => Promise<RealtimeLink>;
  /** A database error of the Firebase adapter (its code). */
  onDatabaseError?: (code: string) => void;
}

/**
 * The port for this app config: the Firebase adapter when the config holds a realtime-database config (its code,
 * and Firebase's, downloaded only then), else the server adapter over the tab's realtime socket.
 */
export async function openChatPort(options: OpenChatOptions): Promise<ChatPort> {
  const { api, config, storeCode } = options;
  const firebaseConfig = realtimeDatabaseConfig(config);
  if (firebaseConfig) {
    const { createFirebaseSource } = await import('../firebase/firebase-source');
    return createChatPort(await createFirebaseSource({ firebaseConfig, storeCode, chatToken: api.token, onDatabaseError: options.onDatabaseError }), options);
  }
  return createChatPort(createServerSource(api, await options.connectRealtime(), storeCode), options);
}
