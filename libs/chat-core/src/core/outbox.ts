import type { ChatMessageContent, ChatSendContent } from '../port/model';

/** A message the seller wrote that the store has not confirmed yet. */
export interface OutboxEntry {
  clientMessageId: string;
  roomId: string;
  content: ChatSendContent;
  /** What the message shows until stored (an uploaded image, a product card); null: derived from `content`. */
  preview: ChatMessageContent | null;
  /** When the seller pressed send (epoch ms); the message shows at this place until it is stored. */
  createdDate: number;
  state: 'pending' | 'failed';
}

/** Where the outbox lives between page loads (localStorage in the browser). */
export interface OutboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Outbox {
  entries(roomId?: string): OutboxEntry[];
  put(entry: OutboxEntry): void;
  setState(clientMessageId: string, state: OutboxEntry['state']): void;
  remove(clientMessageId: string): void;
  subscribe(listener: () => void): () => void;
}

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<OutboxEntry>;
  return (
    typeof entry.clientMessageId === 'string' && typeof entry.roomId === 'string' && typeof entry.content === 'object' && typeof entry.createdDate === 'number'
  );
}

/** A fresh id for a send; a retry reuses it, so the store keeps the message once. */
export function newClientMessageId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The local outbox of one store's sends, persisted so a message written just before the tab closed or the
 * network dropped is sent on the next connection. What was pending when the page went away counts as
 * pending again: it is resent with its clientMessageId, which the store deduplicates.
 */
export function createOutbox(storeCode: string, storage: OutboxStorage | null = defaultStorage()): Outbox {
  const key = `seller-chat-outbox:${storeCode}`;
  const listeners = new Set<() => void>();
  let list: OutboxEntry[] = read();

  function read(): OutboxEntry[] {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  }

  function write(next: OutboxEntry[]) {
    list = next;
    try {
      if (next.length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(next));
    } catch {
      // A full or blocked storage keeps the outbox in memory for this page load.
    }
    for (const listener of [...listeners]) listener();
  }

  return {
    entries: (roomId) => (roomId === undefined ? list : list.filter((entry) => entry.roomId === roomId)),
    put: (entry) => write([...list.filter((e) => e.clientMessageId !== entry.clientMessageId), entry]),
    setState: (id, state) => write(list.map((entry) => (entry.clientMessageId === id ? { ...entry, state } : entry))),
    remove: (id) => {
      if (list.some((entry) => entry.clientMessageId === id)) write(list.filter((entry) => entry.clientMessageId !== id));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function defaultStorage(): OutboxStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
