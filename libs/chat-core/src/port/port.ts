import type { ChatMessage, ChatMessageContent, ChatSendContent, ChatSession, ConnectionState, Unsubscribe } from './model';

/** A value that changes over time, read the way `useSyncExternalStore` reads a store. */
export interface Observable<T> {
  getSnapshot(): T;
  subscribe(listener: () => void): Unsubscribe;
}

/** Which rooms a list shows (§2.3 /conversations: unread first or all, search by customer, MPP pickup point). */
export interface SessionsQuery {
  filter: 'all' | 'unread';
  /** Part of the customer's name or id. */
  search?: string;
  /** MPP stores: one pickup point's rooms; absent for all the seller may see. */
  pickupPointCode?: string | null;
}

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface SessionsSnapshot {
  status: LoadStatus;
  /** Newest first (by updatedDate); rooms that change while the list is open move to their place. */
  sessions: readonly ChatSession[];
  hasMore: boolean;
  loadingMore: boolean;
  error: unknown;
}

/** A store's room list, live: a changed room (new message, read) replaces its old record. */
export interface SessionsView extends Observable<SessionsSnapshot> {
  /** The next page of older rooms. */
  loadMore(): Promise<void>;
  /** Loads the list again (after an error). */
  reload(): void;
  close(): void;
}

export interface RoomSnapshot {
  status: LoadStatus;
  /** The room's record; null until it has loaded (or when the room has no message yet). */
  session: ChatSession | null;
  /** Oldest first: the loaded history, live messages and the outbox's pending and failed sends. */
  messages: readonly ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The customer is typing (an ephemeral event, cleared after a few seconds without another). */
  customerTyping: boolean;
  error: unknown;
}

/** One open room: history pages, live messages, typing, read receipts, sending through the outbox. */
export interface RoomView extends Observable<RoomSnapshot> {
  loadOlder(): Promise<void>;
  /**
   * Queues the message in the outbox and sends it; returns its clientMessageId. Its state shows in `messages`;
   * `preview` is what the message shows until it is stored (an uploaded image, a product card), else derived.
   */
  send(content: ChatSendContent, preview?: ChatMessageContent): string;
  /**
   * The end of a send still on its way (`send`'s or `retry`'s id): the stored message, or the adapter's error (the
   * server's refusal), the entry then kept as failed. For what sends without showing the room (the palette's reply).
   */
  delivered(clientMessageId: string): Promise<ChatMessage>;
  /** Sends a failed message again with the same clientMessageId (stored once however often it is sent). */
  retry(clientMessageId: string): void;
  /** Drops a failed message from the outbox. */
  discard(clientMessageId: string): void;
  /** Marks the customer's messages read (`hasBeenRead`). */
  markRead(): Promise<void>;
  /** The seller is typing; repeated calls are throttled by the adapter. */
  setTyping(typing: boolean): void;
  reload(): void;
  close(): void;
}

/**
 * The port of seller chat. The pages use only this; which adapter answers (the server's WebSocket or the
 * Firebase Realtime Database, chosen by `createChatPort`) they cannot tell.
 */
export interface ChatPort {
  readonly adapter: 'server' | 'firebase';
  readonly storeCode: string;
  /** The state of the live link; messages sent while offline wait in the outbox and go on reconnect. */
  readonly connection: Observable<ConnectionState>;
  /** How many rooms hold messages the seller has not read (the tab title and the bottom navbar, §4.10). */
  readonly unreadRooms: Observable<number>;
  watchSessions(query: SessionsQuery): SessionsView;
  openRoom(roomId: string): RoomView;
  /**
   * Every changed room as it changes (§4.10 "a listener watches … for changed children"). The first call
   * after subscribing is the state at that moment (the "first event" notifications skip).
   */
  onSessionChange(listener: (session: ChatSession, first: boolean) => void): Unsubscribe;
  /**
   * The store's MPP flag where the adapter's database holds it (Firebase: `sellerChat/storeChatMpp/{storeCode}`);
   * null where the chat config carries it (the server adapter).
   */
  storeMppFlag(): Promise<boolean | null>;
  dispose(): void;
}
