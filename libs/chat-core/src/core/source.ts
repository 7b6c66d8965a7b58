import type { ChatMessage, ChatMessageContent, ChatSendContent, ChatSenderType, ChatSession, ConnectionState, Unsubscribe } from '../port/model';
import type { Observable, SessionsQuery } from '../port/port';

/** What a live link reports; the port folds these into its lists and rooms. */
export type ChatSourceEvent =
  | { type: 'message'; message: ChatMessage; session: ChatSession | null }
  | { type: 'session'; session: ChatSession; first?: boolean }
  | { type: 'typing'; roomId: string; typing: boolean }
  /** `reader` read the other side's messages up to `readUpTo` (epoch ms). */
  | { type: 'read'; roomId: string; reader: ChatSenderType; readUpTo: number; session: ChatSession }
  /** The link came back after a drop: the outbox resends, open views reload what they may have missed. */
  | { type: 'reconnected' };

export interface SessionsPage {
  sessions: ChatSession[];
  /** Where the next page starts, or null at the end. */
  nextCursor: string | null;
  /** Rooms with unread messages, when the backend counts them. */
  unreadRooms?: number;
}

export interface MessagesPage {
  /** Newest first. */
  messages: ChatMessage[];
  /** The `before` of the next (older) page, or null at the start of the room. */
  nextBefore: string | null;
}

/**
 * An adapter: the few storage and transport operations of one backend. Everything stateful (lists kept in
 * order, the outbox, delivery states, unread counts) is the port's, shared by both adapters (`createChatPort`).
 */
export interface ChatSource {
  readonly adapter: 'server' | 'firebase';
  readonly storeCode: string;
  readonly connection: Observable<ConnectionState>;
  listSessions(query: SessionsQuery, cursor: string | null, size: number): Promise<SessionsPage>;
  getSession(roomId: string): Promise<ChatSession | null>;
  listMessages(roomId: string, before: string | null, size: number): Promise<MessagesPage>;
  /** Stores the message once per clientMessageId (a second call with the same id answers the stored one). */
  sendMessage(
    roomId: string,
    clientMessageId: string,
    content: ChatSendContent,
    preview: ChatMessageContent | null,
  ): Promise<{ message: ChatMessage; session: ChatSession | null }>;
  markRead(roomId: string): Promise<void>;
  sendTyping(roomId: string, typing: boolean): Promise<void>;
  subscribe(listener: (event: ChatSourceEvent) => void): Unsubscribe;
  /** Live messages and typing of one open room, where the backend sends them only on request (Firebase). */
  watchRoom?(roomId: string): Unsubscribe;
  /** The store's MPP flag as the backend holds it (§4.10), when the adapter reads it itself (Firebase). */
  readStoreMppFlag?(): Promise<boolean>;
  dispose(): void;
}
