/*
 * The port's records have the shapes of the chat contract (libs/contracts chat.ts: §3 chat session record, the
 * message and its content), so the server adapter passes them through and the Firebase adapter stores the same.
 */

/** Who wrote a message or the last message of a room (§3 senderType). */
export type ChatSenderType = 'SELLER' | 'CUSTOMER';
export type ChatMessageKind = 'text' | 'image' | 'product' | 'order' | 'sticker';

/**
 * §3 chat session record: one room of a store. The §3 fields exactly, plus the room id (`customerId`, or
 * `customerId_pickupPointCode` for MPP stores, §2.3), the pickup point and the number of the customer's messages
 * the seller has not read.
 */
export interface ChatSession {
  roomId: string;
  customerId: string;
  customerName: string;
  customerUnmaskedName: string;
  pickupPointCode: string | null;
  /** Epoch milliseconds of the room's last message. */
  updatedDate: number;
  senderType: ChatSenderType;
  /** The last message's preview: its text (or a detail of another kind) and its kind, which the list labels. */
  chat: { text: { body: string; label: ChatMessageKind } };
  /** The seller has read the customer's last messages. */
  hasBeenRead: boolean;
  /** The customer has read the seller's last messages. */
  hasBeenReadByCustomer: boolean;
  unreadCount: number;
}

export interface ChatImage {
  id: string;
  url: string;
  contentType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  /** Flagged by the server's image rule: shown blurred behind a warning. */
  inappropriate: boolean;
}

export interface ChatProductCard {
  itemId: string;
  name: string;
  price: number;
  imageUrl: string | null;
  url: string | null;
}

/** What a stored message shows. */
export type ChatMessageContent =
  | { kind: 'text'; text: string }
  | { kind: 'image'; image: ChatImage }
  | { kind: 'product'; product: ChatProductCard }
  | { kind: 'order'; order: { orderNumber: string } }
  | { kind: 'sticker'; sticker: string };

/** What the seller sends: text, an uploaded image's id, a product's item id, an order number or a sticker code. */
export type ChatSendContent =
  | { kind: 'text'; text: string }
  | { kind: 'image'; imageId: string }
  | { kind: 'product'; itemId: string }
  | { kind: 'order'; orderNumber: string }
  | { kind: 'sticker'; sticker: string };

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

/** §3 chat config (GET /backend/chat/chat/config) with the store's own MPP flag. */
export interface ChatConfig {
  isMppChatEnabled: boolean;
  whiteListedMppSellers: string[];
  isStoreMppFlagSet: boolean;
}

/** The live link of an adapter: the realtime socket or the database connection. */
export type ConnectionState = 'connecting' | 'online' | 'offline';

export type Unsubscribe = () => void;
