import { z } from 'zod';
import { lazySchema, featureCallAccess } from '@seller-portal/contracts/core';
import { defineCall, type UndoTicket } from '@seller-portal/contracts/core';
import { sellerChatFeature } from './chat-feature';
import { chatPaths } from './chat-paths';

/**
 * The buyer app's customer token: an HS256 JWT (`sub` the customer id, `name` the customer's name, `exp`) signed
 * with the secret the marketplace shares with this server, with this audience, so no other token of the server
 * passes for it. It travels as `Authorization: Bearer …`, and as the socket's `customerToken` query parameter.
 */
export const chatCustomerTokenAudience = 'seller-portal-chat-customer';
export const chatCustomerTokenQueryParam = 'customerToken';

// ── Limits and vocabulary ──────────────────────────────────────────────────────────────────────────────────

export const chatLimits = {
  /** A text message: 1..2,000 characters after trimming. */
  messageTextMaxLength: 2000,
  /** A `clientMessageId` chosen by the sender (a UUID fits). */
  clientMessageIdMaxLength: 100,
  customerIdMaxLength: 64,
  customerNameMaxLength: 100,
  /** An uploaded chat image, before any resize the browser does (`seller-resize-image`). */
  imageMaxBytes: 5 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as readonly string[],
  templateTitleMaxLength: 50,
  templateTextMaxLength: 1000,
  /** Templates one store may keep. */
  templatesMax: 50,
  /** Rooms per page of the room list, and messages per page of a history. */
  roomsPageMax: 100,
  messagesPageMax: 100,
  searchMaxLength: 100,
  /** Products one search of the product picker answers: a short list the seller narrows by typing. */
  productSearchPageMax: 20,
  maskTextMaxLength: 10_000,
  /** A completed order's products are offered for a review reminder this many days after it completed, then drop out. */
  reviewReminderOfferDays: 30,
  /** Reminders each offered product adds to the store's quota when its order completes. */
  reviewReminderQuotaPerProduct: 1,
  /** At most this many reminders are added to a store's quota per calendar month (WIB); the allowance starts again on the 1st. */
  reviewReminderMonthlyCap: 50,
  /** A chat token lives this long; the client fetches a new one when a call answers CHAT_TOKEN_EXPIRED. */
  chatTokenLifetimeSeconds: 3600,
} as const;

const chatMessageKinds = ['text', 'image', 'product', 'order', 'sticker'] as const;
export type ChatMessageKind = (typeof chatMessageKinds)[number];

/** Who wrote a message (§3 `senderType`). */
const chatSenderTypes = ['CUSTOMER', 'SELLER'] as const;
export type ChatSenderType = (typeof chatSenderTypes)[number];

/**
 * Where a message is on its way. The server stores only SENT messages; PENDING (in the local outbox) and FAILED
 * (a send that did not reach the server, to retry) exist on the client only.
 */
const chatDeliveryStates = ['PENDING', 'SENT', 'FAILED'] as const;
export type ChatDeliveryState = (typeof chatDeliveryStates)[number];

/** The stickers a message may carry: a code and the emoji the UI draws large. */
export const chatStickers = [
  { code: 'WAVE', emoji: '👋' },
  { code: 'THANKS', emoji: '🙏' },
  { code: 'OK', emoji: '👌' },
  { code: 'LOVE', emoji: '❤️' },
  { code: 'HAPPY', emoji: '😄' },
  { code: 'SORRY', emoji: '🙇' },
  { code: 'PACKAGE', emoji: '📦' },
  { code: 'SHIPPING', emoji: '🚚' },
] as const;
export type ChatStickerCode = (typeof chatStickers)[number]['code'];
const chatStickerCodes = chatStickers.map((s) => s.code) as [ChatStickerCode, ...ChatStickerCode[]];

/** An order number as an order card carries it. */
export const chatOrderNumberPattern = /^[A-Z0-9][A-Z0-9-]{3,39}$/;

/** A customer id: what the buyer app names its customers by (letters, digits, dash, dot; no `_`, see the room id). */
const chatCustomerIdPattern = /^[A-Za-z0-9][A-Za-z0-9.-]{0,63}$/;

// ── The room id (§2.3) ─────────────────────────────────────────────────────────────────────────────────────

/** §2.3: a room is `customerId`, or `customerId_pickupPointCode` for a multi-seller-per-pickup-point (MPP) store. */
export function chatRoomId(customerId: string, pickupPointCode?: string | null): string {
  return pickupPointCode ? `${customerId}_${pickupPointCode}` : customerId;
}

/** The parts of a room id; null when it is not one (blank, a blank part, more than one `_` before the code). */
export function parseChatRoomId(roomId: string): { customerId: string; pickupPointCode: string | null } | null {
  const separator = roomId.indexOf('_');
  const customerId = separator < 0 ? roomId : roomId.slice(0, separator);
  const pickupPointCode = separator < 0 ? null : roomId.slice(separator + 1);
  if (!chatCustomerIdPattern.test(customerId)) return null;
  if (pickupPointCode !== null && !/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/.test(pickupPointCode)) return null;
  return { customerId, pickupPointCode };
}

// ── Message text (§5-style rules shared by the composer and the server) ─────────────────────────────────────

export type ChatTextProblem = 'CHAT_MESSAGE_TEXT_BLANK' | 'CHAT_MESSAGE_TEXT_TOO_LONG';

/** A text message must hold 1..`messageTextMaxLength` characters once trimmed. */
export function chatTextProblem(text: string): ChatTextProblem | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'CHAT_MESSAGE_TEXT_BLANK';
  if ([...trimmed].length > chatLimits.messageTextMaxLength) return 'CHAT_MESSAGE_TEXT_TOO_LONG';
  return null;
}

// ── Templates and their variables ──────────────────────────────────────────────────────────────────────────

/** The variables a template may hold, written `{customerName}` and `{storeName}`; any other `{…}` is an error. */
export const chatTemplateVariables = ['customerName', 'storeName'] as const;
export type ChatTemplateVariable = (typeof chatTemplateVariables)[number];

const templateVariablePattern = /\{([^{}\s]*)\}/g;

/** The `{…}` names in a template that are not variables, in order of appearance, each once. */
export function unknownChatTemplateVariables(text: string): string[] {
  const unknown: string[] = [];
  for (const match of text.matchAll(templateVariablePattern)) {
    const name = match[1];
    if (!(chatTemplateVariables as readonly string[]).includes(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

/** A template's text with its variables filled in (inserted into the composer). */
export function fillChatTemplate(text: string, values: Record<ChatTemplateVariable, string>): string {
  return text.replace(templateVariablePattern, (whole, name: string) =>
    (chatTemplateVariables as readonly string[]).includes(name) ? values[name as ChatTemplateVariable] : whole,
  );
}

// ── §4.10 the MPP decision ─────────────────────────────────────────────────────────────────────────────────

/** §3 chat config, and the store's own MPP flag (the database's `sellerChat/storeChatMpp/{storeCode}`). */
const chatConfigSchema = lazySchema(() =>
  z.object({
    isMppChatEnabled: z.boolean(),
    whiteListedMppSellers: z.array(z.string()),
    /** Whether the store's MPP flag is set (the third condition of §4.10). */
    isStoreMppFlagSet: z.boolean(),
  }),
);
export type ChatConfig = z.infer<typeof chatConfigSchema>;

/**
 * §4.10: MPP is on when MPP chat is enabled, the store is whitelisted (or the whitelist is empty) and the store's
 * flag is true; otherwise off.
 */
export function isMppChat(config: ChatConfig, storeCode: string): boolean {
  if (!config.isMppChatEnabled) return false;
  if (config.whiteListedMppSellers.length > 0 && !config.whiteListedMppSellers.includes(storeCode)) return false;
  return config.isStoreMppFlagSet;
}

// ── Parts ──────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * §3 the chat session record: one per room, what the conversation list shows. Exactly §3's fields (`updatedDate`
 * epoch ms, `senderType` of the last message, `chat.text.body` its text or detail, `chat.text.label` its kind,
 * masked and unmasked customer names, read flags both ways) plus `roomId`, `pickupPointCode` and `unreadCount`
 * (customer messages the seller has not read).
 */
const chatSessionRecordSchema = lazySchema(() =>
  z.object({
    roomId: z.string(),
    customerId: z.string(),
    /** Masked for the list (`Bu** Sa****`); the unmasked one opens in the room. */
    customerName: z.string(),
    customerUnmaskedName: z.string(),
    pickupPointCode: z.string().nullable(),
    updatedDate: z.number().int(),
    senderType: z.enum(chatSenderTypes),
    chat: z.object({
      text: z.object({
        /** The last message's text; for other kinds a detail (product name, order number, sticker emoji) or ''. */
        body: z.string(),
        /** The last message's kind (`text`, `image`, …): the list shows a translated label for all but text. */
        label: z.enum(chatMessageKinds),
      }),
    }),
    /** The seller has read the customer's last messages. */
    hasBeenRead: z.boolean(),
    /** The customer has read the seller's last messages. */
    hasBeenReadByCustomer: z.boolean(),
    unreadCount: z.number().int().min(0),
  }),
);
export type ChatSessionRecord = z.infer<typeof chatSessionRecordSchema>;

/** An uploaded image. `inappropriate`: flagged by the server's image rule; the UI blurs it behind a warning. */
const chatImageSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    url: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    inappropriate: z.boolean(),
  }),
);
export type ChatImage = z.infer<typeof chatImageSchema>;

/** `product-external` item detail: what a product card shows. `price` in rupiah. */
const chatProductDetailSchema = lazySchema(() =>
  z.object({
    itemId: z.string(),
    name: z.string(),
    price: z.number().int(),
    imageUrl: z.string().nullable(),
    /** The product's page on the marketplace. */
    url: z.string().nullable(),
  }),
);
export type ChatProductDetail = z.infer<typeof chatProductDetailSchema>;
export type ChatProductCard = ChatProductDetail;

const chatOrderCardSchema = lazySchema(() => z.object({ orderNumber: z.string() }));
export type ChatOrderCard = z.infer<typeof chatOrderCardSchema>;

const chatMessageContentSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('text'), text: z.string() }),
    z.object({ kind: z.literal('image'), image: chatImageSchema }),
    z.object({ kind: z.literal('product'), product: chatProductDetailSchema }),
    z.object({ kind: z.literal('order'), order: chatOrderCardSchema }),
    z.object({ kind: z.literal('sticker'), sticker: z.enum(chatStickerCodes) }),
  ]),
);
export type ChatMessageContent = z.infer<typeof chatMessageContentSchema>;

const chatMessageMetaSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    roomId: z.string(),
    /** The sender's own id for this message: the same id sent twice is stored once. */
    clientMessageId: z.string(),
    senderType: z.enum(chatSenderTypes),
    /** The seller user's display name, or the customer's (unmasked) name. */
    senderName: z.string(),
    createdDate: z.number().int(),
    /** Always SENT from the server (see `chatDeliveryStates`). */
    deliveryState: z.enum(chatDeliveryStates),
    /** A customer message the seller has read. */
    hasBeenRead: z.boolean(),
    /** A seller message the customer has read. */
    hasBeenReadByCustomer: z.boolean(),
  }),
);

const chatMessageSchema = lazySchema(() => z.intersection(chatMessageMetaSchema, chatMessageContentSchema));
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A page of history, newest first; `nextBefore` is the `before` of the next (older) page, null at the start. */
const chatMessagePageSchema = lazySchema(() =>
  z.object({
    content: z.array(chatMessageSchema),
    nextBefore: z.string().nullable(),
  }),
);
export type ChatMessagePage = z.infer<typeof chatMessagePageSchema>;

/** A page of rooms, newest `updatedDate` first; `nextCursor` for the next page, null at the end. */
const chatRoomPageSchema = lazySchema(() =>
  z.object({
    content: z.array(chatSessionRecordSchema),
    nextCursor: z.string().nullable(),
    /** Rooms of this filter holding unread messages (for the tab title and the navbar badge). */
    unreadRooms: z.number().int(),
  }),
);
export type ChatRoomPage = z.infer<typeof chatRoomPageSchema>;

const chatPickupPointSchema = lazySchema(() => z.object({ code: z.string(), name: z.string() }));
export type ChatPickupPoint = z.infer<typeof chatPickupPointSchema>;

const chatTemplateSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    /** May hold `{customerName}` and `{storeName}`. */
    text: z.string(),
    position: z.number().int(),
    updatedAt: z.number().int(),
  }),
);
export type ChatTemplate = z.infer<typeof chatTemplateSchema>;

/** §3 chat review reminder quota. */
const chatReviewReminderQuotaSchema = lazySchema(() =>
  z.object({
    availableQuota: z.number().int().min(0),
    unreviewedProductCount: z.number().int().min(0),
    /** Reminders completed orders added this month (WIB), at most `monthlyCap`. */
    grantedThisMonth: z.number().int().min(0),
    monthlyCap: z.number().int().min(0),
    /** When this month's allowance starts again: the 1st of next month, 00:00 WIB (epoch ms). */
    nextRefillDate: z.number().int(),
  }),
);
export type ChatReviewReminderQuota = z.infer<typeof chatReviewReminderQuotaSchema>;

/**
 * A product of a completed order the customer has not reviewed, offered until `expiresDate`; `remindedAt` once a
 * reminder went out (one per order item).
 */
const chatReviewReminderProductSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    orderNumber: z.string(),
    customerId: z.string(),
    customerName: z.string(),
    roomId: z.string(),
    product: chatProductDetailSchema,
    deliveredDate: z.number().int(),
    expiresDate: z.number().int(),
    remindedAt: z.number().int().nullable(),
  }),
);
export type ChatReviewReminderProduct = z.infer<typeof chatReviewReminderProductSchema>;

const chatMaskTextAnswerSchema = lazySchema(() => z.object({ text: z.string(), masked: z.boolean() }));
export type ChatMaskTextAnswer = z.infer<typeof chatMaskTextAnswerSchema>;

const chatSendAnswerSchema = lazySchema(() =>
  z.object({
    message: chatMessageSchema,
    session: chatSessionRecordSchema,
    /** False when this `clientMessageId` was stored before: the answer is the stored message, nothing new was sent. */
    created: z.boolean(),
  }),
);
export type ChatSendAnswer = z.infer<typeof chatSendAnswerSchema>;

// ── Requests ───────────────────────────────────────────────────────────────────────────────────────────────

/** GET rooms: `filter` unread (rooms with unread customer messages) or all; `search` matches the customer. */
const chatRoomsQuerySchema = lazySchema(() =>
  z.object({
    filter: z.enum(['all', 'unread']).default('all'),
    search: z.string().trim().max(chatLimits.searchMaxLength).optional(),
    pickupPointCode: z.string().max(64).optional(),
    cursor: z.string().max(200).optional(),
    size: z.coerce.number().int().min(1).max(chatLimits.roomsPageMax).default(30),
  }),
);
export type ChatRoomsQuery = z.input<typeof chatRoomsQuerySchema>;

/** GET products: `q` matches the name or the item ID (case-insensitive); one short page, best for a picker. */
const chatProductSearchQuerySchema = lazySchema(() =>
  z.object({
    q: z.string().trim().max(chatLimits.searchMaxLength).optional(),
    size: z.coerce.number().int().min(1).max(chatLimits.productSearchPageMax).default(chatLimits.productSearchPageMax),
  }),
);
export type ChatProductSearchQuery = z.input<typeof chatProductSearchQuerySchema>;

/** A product the seller may send as a card: active and in stock, with what the picker shows of it. */
const chatPickerProductSchema = lazySchema(() =>
  z.object({
    itemId: z.string(),
    name: z.string(),
    /** Whole rupiah. */
    price: z.number(),
    /** Units available now (orders placed have taken theirs). */
    stock: z.number().int(),
    imageUrl: z.string().nullable(),
  }),
);
export type ChatPickerProduct = z.output<typeof chatPickerProductSchema>;

/** GET messages: `before` a message id (the previous page's `nextBefore`). */
const chatMessagesQuerySchema = lazySchema(() =>
  z.object({
    before: z.string().max(100).optional(),
    size: z.coerce.number().int().min(1).max(chatLimits.messagesPageMax).default(30),
  }),
);
export type ChatMessagesQuery = z.input<typeof chatMessagesQuerySchema>;

const clientMessageIdSchema = lazySchema(() => z.string().min(1).max(chatLimits.clientMessageIdMaxLength));

/**
 * What a message carries when sent: text (checked by `chatTextProblem`), an uploaded image's id, a product item id,
 * an order number, or a sticker code.
 */
const chatSendContentSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('text'), text: z.string().max(chatLimits.messageTextMaxLength * 10) }),
    z.object({ kind: z.literal('image'), imageId: z.string().min(1).max(100) }),
    z.object({ kind: z.literal('product'), itemId: z.string().min(1).max(100) }),
    z.object({ kind: z.literal('order'), orderNumber: z.string().min(1).max(40) }),
    z.object({ kind: z.literal('sticker'), sticker: z.string().min(1).max(40) }),
  ]),
);
export type ChatSendContent = z.infer<typeof chatSendContentSchema>;

export const chatSendRequestSchema = lazySchema(() => z.intersection(z.object({ clientMessageId: clientMessageIdSchema }), chatSendContentSchema));
export type ChatSendRequest = z.infer<typeof chatSendRequestSchema>;

const chatTypingRequestSchema = lazySchema(() => z.object({ typing: z.boolean() }));
export type ChatTypingRequest = z.infer<typeof chatTypingRequestSchema>;

const chatTemplateRequestSchema = lazySchema(() =>
  z.object({
    title: z.string().max(chatLimits.templateTitleMaxLength * 2),
    text: z.string().max(chatLimits.templateTextMaxLength * 10),
  }),
);
export type ChatTemplateRequest = z.infer<typeof chatTemplateRequestSchema>;

const chatTemplateOrderRequestSchema = lazySchema(() => z.object({ ids: z.array(z.string().min(1).max(100)).max(chatLimits.templatesMax) }));
export type ChatTemplateOrderRequest = z.infer<typeof chatTemplateOrderRequestSchema>;

/** POST review-reminder/send: one product of `products`. */
const chatReviewReminderSendRequestSchema = lazySchema(() => z.object({ id: z.string().min(1).max(100) }));
export type ChatReviewReminderSendRequest = z.infer<typeof chatReviewReminderSendRequestSchema>;

const chatMaskTextRequestSchema = lazySchema(() => z.object({ text: z.string().max(chatLimits.maskTextMaxLength) }));
export type ChatMaskTextRequest = z.infer<typeof chatMaskTextRequestSchema>;

/** The customer's room: which store, and which pickup point for an MPP store. */
const chatCustomerRoomQuerySchema = lazySchema(() =>
  z.object({
    storeCode: z.string().min(1).max(64),
    pickupPointCode: z.string().min(1).max(64).optional(),
  }),
);
export type ChatCustomerRoomQuery = z.infer<typeof chatCustomerRoomQuerySchema>;

/** POST customer/messages: the customer named by the customer token writes to a store. */
const chatCustomerMessageRequestSchema = lazySchema(() =>
  z.intersection(chatCustomerRoomQuerySchema.extend({ clientMessageId: clientMessageIdSchema }), chatSendContentSchema),
);
export type ChatCustomerMessageRequest = z.infer<typeof chatCustomerMessageRequestSchema>;

// ── Realtime events (DESIGN.md "Realtime") ─────────────────────────────────────────────────────────────────

/** The realtime audiences: a store's sellers, a customer of the buyer app. */
export function chatStoreAudience(storeCode: string): string {
  return `store:${storeCode}`;
}
export function chatCustomerAudience(customerId: string): string {
  return `customer:${customerId}`;
}

/** `chat.message` to `store:{storeCode}` and `customer:{customerId}`: the message and the room's new record. */
export const chatMessageEventSchema = lazySchema(() =>
  z.object({
    storeCode: z.string(),
    storeName: z.string(),
    message: chatMessageSchema,
    session: chatSessionRecordSchema,
  }),
);
export type ChatMessageEvent = z.infer<typeof chatMessageEventSchema>;

/** `chat.read`: `reader` read every message of the other side up to `readUpTo` (epoch ms). */
export const chatReadEventSchema = lazySchema(() =>
  z.object({
    storeCode: z.string(),
    roomId: z.string(),
    reader: z.enum(chatSenderTypes),
    readUpTo: z.number().int(),
    session: chatSessionRecordSchema,
  }),
);
export type ChatReadEvent = z.infer<typeof chatReadEventSchema>;

/** `chat.typing` (ephemeral, not stored). */
export const chatTypingEventSchema = lazySchema(() =>
  z.object({
    storeCode: z.string(),
    roomId: z.string(),
    senderType: z.enum(chatSenderTypes),
    typing: z.boolean(),
  }),
);
export type ChatTypingEvent = z.infer<typeof chatTypingEventSchema>;

// ── Calls ──

/** The buyer app's chat calls: the customer token (`Authorization: Bearer …`) alone, never a portal session. */
const customerCall = { access: { public: true }, credential: 'customer-token' } as const;
const customerRoomErrors = ['CHAT_CUSTOMER_TOKEN_INVALID', 'CHAT_STORE_NOT_FOUND'] as const;

export const chatCustomerCalls = {
  send: defineCall({
    method: 'POST',
    path: chatPaths.customerMessages,
    summary: 'The customer named by the customer token writes to a store (text, an image, a product, an order or a sticker).',
    ...customerCall,
    body: chatCustomerMessageRequestSchema,
    answer: chatSendAnswerSchema,
    errors: [
      ...customerRoomErrors,
      'CHAT_MESSAGE_TEXT_BLANK',
      'CHAT_MESSAGE_TEXT_TOO_LONG',
      'CHAT_IMAGE_NOT_FOUND',
      'CHAT_PRODUCT_NOT_FOUND',
      'CHAT_ORDER_NUMBER_INVALID',
      'CHAT_STICKER_UNKNOWN',
    ],
  }),
  history: defineCall({
    method: 'GET',
    path: chatPaths.customerHistory,
    summary: "The customer's room with a store (a pickup point's), newest message first.",
    ...customerCall,
    query: lazySchema(() => chatCustomerRoomQuerySchema.extend(chatMessagesQuerySchema.shape)),
    answer: chatMessagePageSchema,
    errors: customerRoomErrors,
  }),
  read: defineCall({
    method: 'PUT',
    path: chatPaths.customerRead,
    summary: "The customer read the seller's messages; answers the room's record.",
    ...customerCall,
    body: chatCustomerRoomQuerySchema,
    answer: chatSessionRecordSchema,
    errors: customerRoomErrors,
  }),
} as const;

/** §6: every seller chat call needs STORE_CONVERSATION and (but the token's own call) a chat token in `X-Chat-Token`… */
const readAccess = featureCallAccess(sellerChatFeature);
/** …and whatever writes also STORE_CONVERSATION_WRITE. */
const writeAccess = featureCallAccess(sellerChatFeature, 'write');
/** A chat token that is no longer good (the client fetches a new one and sends the call again). */
const tokenErrors = ['CHAT_TOKEN_EXPIRED', 'CHAT_TOKEN_INVALID'] as const;
const roomErrors = [...tokenErrors, 'CHAT_ROOM_NOT_FOUND'] as const;
/** A room id longer than any route parameter matches no route at all: NOT_FOUND. */
const roomPathErrors = [...roomErrors, 'NOT_FOUND'] as const;
const templateErrors = [...tokenErrors, 'CHAT_TEMPLATE_TITLE_BLANK', 'CHAT_TEMPLATE_TEXT_BLANK', 'CHAT_TEMPLATE_VARIABLE_UNKNOWN'] as const;
const roomParams = lazySchema(() => z.object({ roomId: z.string().max(200) }));
const templateParams = lazySchema(() => z.object({ templateId: z.string().max(100) }));

/** The seller's chat calls (the portal's session, STORE_CONVERSATION, the chat token). */
/** An undo's ticket and request (core's `UndoTicket`, `UndoRequest`), declared here: see core's undo.ts. */
const undoTicketSchema = lazySchema(() =>
  z.object({ operationId: z.string().uuid(), expiresAt: z.number(), windowMs: z.number().int() }),
) satisfies z.ZodType<UndoTicket>;
const undoRequestSchema = lazySchema(() => z.object({ operationId: z.string().uuid() }).strict());

export const chatCalls = {
  token: defineCall({
    method: 'GET',
    path: chatPaths.generateToken,
    summary: "The session's chat token (a Firebase custom token where the server has a Firebase service account).",
    access: readAccess,
    answer: lazySchema(() => z.string()),
    errors: [],
  }),
  config: defineCall({
    method: 'GET',
    path: chatPaths.config,
    summary: "The chat config and the store's MPP flag (§4.10).",
    access: readAccess,
    answer: chatConfigSchema,
    errors: tokenErrors,
  }),
  assignedPickupPoints: defineCall({
    method: 'GET',
    path: chatPaths.assignedPickupPoints,
    summary: 'The pickup points whose chats this user may see; empty for a store without MPP.',
    access: readAccess,
    answer: lazySchema(() => z.array(chatPickupPointSchema)),
    errors: tokenErrors,
  }),
  rooms: defineCall({
    method: 'GET',
    path: chatPaths.rooms,
    summary: "A page of the store's rooms, newest first: all or unread, searched by customer, of a pickup point.",
    access: readAccess,
    query: chatRoomsQuerySchema,
    answer: chatRoomPageSchema,
    errors: roomErrors,
  }),
  room: defineCall({
    method: 'GET',
    path: `${chatPaths.rooms}/:roomId`,
    summary: "A room's session record.",
    access: readAccess,
    params: roomParams,
    answer: chatSessionRecordSchema,
    errors: roomPathErrors,
    invalid: { params: 'CHAT_ROOM_NOT_FOUND' },
  }),
  messages: defineCall({
    method: 'GET',
    path: `${chatPaths.rooms}/:roomId/messages`,
    summary: "A page of a room's history, newest first (`before` the previous page's `nextBefore`).",
    access: readAccess,
    params: roomParams,
    query: chatMessagesQuerySchema,
    answer: chatMessagePageSchema,
    errors: roomPathErrors,
    invalid: { params: 'CHAT_ROOM_NOT_FOUND' },
  }),
  send: defineCall({
    method: 'POST',
    path: `${chatPaths.rooms}/:roomId/messages`,
    summary: 'The seller writes in a room (text, an uploaded image, a product, an order or a sticker); one message per `clientMessageId`.',
    access: writeAccess,
    params: roomParams,
    body: chatSendRequestSchema,
    answer: chatSendAnswerSchema,
    errors: [
      ...roomPathErrors,
      'CHAT_MESSAGE_TEXT_BLANK',
      'CHAT_MESSAGE_TEXT_TOO_LONG',
      'CHAT_IMAGE_NOT_FOUND',
      'CHAT_PRODUCT_NOT_FOUND',
      'CHAT_ORDER_NUMBER_INVALID',
      'CHAT_STICKER_UNKNOWN',
      'CHAT_STORE_NOT_FOUND',
    ],
    invalid: { params: 'CHAT_ROOM_NOT_FOUND' },
  }),
  read: defineCall({
    method: 'PUT',
    path: `${chatPaths.rooms}/:roomId/read`,
    summary: "The seller read the room's customer messages; answers the room's record.",
    access: readAccess,
    params: roomParams,
    answer: chatSessionRecordSchema,
    errors: roomPathErrors,
    invalid: { params: 'CHAT_ROOM_NOT_FOUND' },
  }),
  typing: defineCall({
    method: 'POST',
    path: `${chatPaths.rooms}/:roomId/typing`,
    summary: 'The seller is typing (or stopped): told to the customer, never stored.',
    access: writeAccess,
    params: roomParams,
    body: chatTypingRequestSchema,
    answer: lazySchema(() => z.null()),
    errors: roomPathErrors,
    invalid: { params: 'CHAT_ROOM_NOT_FOUND' },
  }),
  image: defineCall({
    method: 'GET',
    path: `${chatPaths.imagePrefix}:imageId`,
    summary: "An uploaded image's bytes, of the session's own store (an `<img>` sends the cookie, not the chat token).",
    access: readAccess,
    params: lazySchema(() => z.object({ imageId: z.string().max(100) })),
    answer: { file: 'image/*' },
    errors: ['CHAT_IMAGE_NOT_FOUND'],
    invalid: { params: 'CHAT_IMAGE_NOT_FOUND' },
  }),
  products: defineCall({
    method: 'GET',
    path: chatPaths.products,
    summary: "The store's sellable products whose name or item ID holds `q`, for a product card (only who may send one).",
    access: writeAccess,
    query: chatProductSearchQuerySchema,
    answer: lazySchema(() => z.array(chatPickerProductSchema)),
    errors: tokenErrors,
  }),
  templates: defineCall({
    method: 'GET',
    path: chatPaths.templates,
    summary: "The store's chat templates by position.",
    access: readAccess,
    answer: lazySchema(() => z.array(chatTemplateSchema)),
    errors: tokenErrors,
  }),
  createTemplate: defineCall({
    method: 'POST',
    path: chatPaths.templates,
    summary: 'A new template at the end of the list.',
    access: writeAccess,
    body: chatTemplateRequestSchema,
    answer: chatTemplateSchema,
    errors: [...templateErrors, 'CHAT_TEMPLATE_LIMIT_REACHED'],
  }),
  reorderTemplates: defineCall({
    method: 'PUT',
    path: chatPaths.templatesOrder,
    summary: "Every template's id in the new order; answers the templates.",
    access: writeAccess,
    body: chatTemplateOrderRequestSchema,
    answer: lazySchema(() => z.array(chatTemplateSchema)),
    errors: [...tokenErrors, 'CHAT_TEMPLATE_ORDER_MISMATCH'],
  }),
  updateTemplate: defineCall({
    method: 'PUT',
    path: `${chatPaths.templates}/:templateId`,
    summary: "A template's new title and text.",
    access: writeAccess,
    params: templateParams,
    body: chatTemplateRequestSchema,
    answer: chatTemplateSchema,
    errors: [...templateErrors, 'CHAT_TEMPLATE_NOT_FOUND'],
    invalid: { params: 'CHAT_TEMPLATE_NOT_FOUND' },
  }),
  deleteTemplate: defineCall({
    method: 'DELETE',
    path: `${chatPaths.templates}/:templateId`,
    summary: 'Deletes a template; its answer says how to undo that within the undo window.',
    access: writeAccess,
    params: templateParams,
    answer: lazySchema(() => z.object({ undo: undoTicketSchema })),
    errors: [...tokenErrors, 'CHAT_TEMPLATE_NOT_FOUND'],
    invalid: { params: 'CHAT_TEMPLATE_NOT_FOUND' },
  }),
  undoDeleteTemplate: defineCall({
    method: 'POST',
    path: `${chatPaths.templates}/undo`,
    summary: 'Restores a template the same person deleted, within the undo window, as it was (same id, title, text and place).',
    access: writeAccess,
    body: undoRequestSchema,
    answer: chatTemplateSchema,
    errors: [...tokenErrors, 'UNDO_NOT_FOUND', 'UNDO_EXPIRED', 'CHAT_TEMPLATE_LIMIT_REACHED'],
    invalid: { body: 'UNDO_NOT_FOUND' },
  }),
  reviewReminderQuota: defineCall({
    method: 'GET',
    path: chatPaths.reviewReminderQuota,
    summary: "The store's review reminder quota and its delivered products not reviewed yet.",
    access: readAccess,
    answer: chatReviewReminderQuotaSchema,
    errors: tokenErrors,
  }),
  reviewReminderProducts: defineCall({
    method: 'GET',
    path: chatPaths.reviewReminderProducts,
    summary: 'The delivered products not reviewed yet, each with the reminder sent for it.',
    access: readAccess,
    answer: lazySchema(() => z.array(chatReviewReminderProductSchema)),
    errors: tokenErrors,
  }),
  sendReviewReminder: defineCall({
    method: 'POST',
    path: chatPaths.reviewReminderSend,
    summary: 'Spends one quota: a product card to the customer asking for a review; answers the quota left.',
    access: writeAccess,
    body: chatReviewReminderSendRequestSchema,
    answer: chatReviewReminderQuotaSchema,
    errors: [...tokenErrors, 'CHAT_REVIEW_REMINDER_NOT_FOUND', 'CHAT_REVIEW_REMINDER_ALREADY_SENT', 'CHAT_REVIEW_REMINDER_QUOTA_EMPTY', 'CHAT_ROOM_NOT_FOUND'],
  }),
  maskText: defineCall({
    method: 'POST',
    path: chatPaths.maskText,
    summary: "The text with the store's banned words replaced by asterisks, as the customer will see it.",
    access: readAccess,
    body: chatMaskTextRequestSchema,
    answer: chatMaskTextAnswerSchema,
    errors: tokenErrors,
  }),
} as const;
