import type { ChatMessageContent, ChatSenderType } from '@seller-portal/contracts/chat';

/*
 * The port's records are the chat contract's (libs/contracts chat.ts): the §3 chat session record, a message's
 * content, what a send carries. The server adapter passes them through; the Firebase adapter stores the same.
 */
export type {
  ChatConfig,
  ChatImage,
  ChatMessageContent,
  ChatMessageKind,
  ChatProductDetail,
  ChatSendContent,
  ChatSenderType,
  ChatSessionRecord as ChatSession,
} from '@seller-portal/contracts/chat';

/**
 * Delivery of a message the seller wrote: `pending` while in the outbox, `sent` once stored, `read` once the
 * customer has read it, `failed` when the send did not go through (the outbox keeps it, with a retry).
 * The customer's messages are `sent`.
 */
export type DeliveryState = 'pending' | 'sent' | 'read' | 'failed';

export type ChatMessage = {
  /** The stored id; for a message still in the outbox, its clientMessageId. */
  id: string;
  roomId: string;
  /** The sender's own id: a retried send with it stores once. */
  clientMessageId: string;
  senderType: ChatSenderType;
  senderName: string;
  /** Epoch milliseconds. */
  createdDate: number;
  /** A customer message the seller has read. */
  hasBeenRead: boolean;
  delivery: DeliveryState;
} & ChatMessageContent;

/** The live link of an adapter: the realtime socket or the database connection. */
export type ConnectionState = 'connecting' | 'online' | 'offline';

export type Unsubscribe = () => void;
