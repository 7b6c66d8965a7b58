// The chat's paths, token header and realtime event names: plain values, apart from the schemas in `chat.ts`, so code
// that only calls the chat (the realtime port, the widget) loads no schema library.

/**
 * §7 "Chat" and the portal's own chat calls (rooms, messages, templates, images, the review reminder), §3 "Chat
 * config", "Chat session record", "Chat review reminder quota", and the realtime events of the chat. Every seller
 * call needs STORE mode, STORE_CONVERSATION and a chat token in `X-Chat-Token` (§6); sending, editing templates and
 * sending a review reminder also need STORE_CONVERSATION_WRITE, so view-only staff read only. The customer calls are
 * the marketplace buyer app's: they carry a customer token (`Authorization: Bearer …`), never a seller session.
 */
export const chatPaths = {
  /** GET: `value` is the chat token (§7); a Firebase custom token when the server has a Firebase service account. */
  generateToken: '/backend/3p/firebase/generate-token',
  /** GET: `ChatConfig`. */
  config: '/backend/chat/chat/config',
  /** GET: the pickup points whose chats this user may see (`ChatPickupPoint[]`); empty for a store without MPP. */
  assignedPickupPoints: '/backend/chat/pickup-point/get-assigned-chats',
  /** GET: `ChatReviewReminderQuota`. */
  reviewReminderQuota: '/backend/chat/review-reminder/quota',
  /** GET: `ChatReviewReminderProduct[]`, the delivered products not reviewed yet. */
  reviewReminderProducts: '/backend/chat/review-reminder/products',
  /** POST `ChatReviewReminderSendRequest` (WRITE): spends one quota, sends a product card to the customer. */
  reviewReminderSend: '/backend/chat/review-reminder/send',
  /** POST `ChatMaskTextRequest`: `value` is `ChatMaskTextAnswer` (banned words replaced by asterisks). */
  maskText: '/backend/banned-word/mask-text',
  /** GET `ChatRoomsQuery`: `ChatRoomPage`, newest `updatedDate` first. */
  rooms: '/backend/chat/rooms',
  /** POST multipart (field `file`, WRITE): `ChatImage`. */
  images: '/backend/chat/images',
  /** GET `/backend/chat/images/{imageId}`: the image bytes (an `<img>` sends the session cookie, not a header). */
  imagePrefix: '/backend/chat/images/',
  /** GET: `ChatTemplate[]` by position; POST `ChatTemplateRequest` (WRITE): the new template. */
  templates: '/backend/chat/templates',
  /** PUT `ChatTemplateOrderRequest` (WRITE): every template's id in the new order; answers `ChatTemplate[]`. */
  templatesOrder: '/backend/chat/templates/order',
  /** The customer side (buyer app, customer token). POST `ChatCustomerMessageRequest`: `ChatSendAnswer`. */
  customerMessages: '/backend/chat/customer/messages',
  /** GET `ChatCustomerRoomQuery` & `before`/`size`: the customer's room history (`ChatMessagePage`). */
  customerHistory: '/backend/chat/customer/messages',
  /** PUT `ChatCustomerRoomQuery`: the customer read the seller's messages. */
  customerRead: '/backend/chat/customer/read',
  /** GET `ChatProductSearchQuery`: the store's sellable products a product card may show (`ChatPickerProduct[]`). */
  products: '/backend/chat/products',
  /** GET `/backend/product-external/api/products/items/{itemId}/detail` (STORE): `ChatProductDetail`. */
  productDetailPrefix: '/backend/product-external/api/products/items/',
} as const;

/** `GET/PUT /backend/chat/rooms/{roomId}`-style paths, each segment encoded. */
export const chatRoomPaths = {
  /** GET: the room's `ChatSessionRecord`. */
  room: (roomId: string) => `${chatPaths.rooms}/${encodeURIComponent(roomId)}`,
  /** GET `ChatMessagesQuery`: `ChatMessagePage` (newest first); POST `ChatSendRequest` (WRITE): `ChatSendAnswer`. */
  messages: (roomId: string) => `${chatPaths.rooms}/${encodeURIComponent(roomId)}/messages`,
  /** PUT: the seller read the room; answers the room's `ChatSessionRecord`. */
  read: (roomId: string) => `${chatPaths.rooms}/${encodeURIComponent(roomId)}/read`,
  /** POST `ChatTypingRequest` (WRITE): an ephemeral `chat.typing` to the customer. */
  typing: (roomId: string) => `${chatPaths.rooms}/${encodeURIComponent(roomId)}/typing`,
  /** PUT `ChatTemplateRequest` / DELETE (WRITE). */
  template: (templateId: string) => `${chatPaths.templates}/${encodeURIComponent(templateId)}`,
  image: (imageId: string) => `${chatPaths.imagePrefix}${encodeURIComponent(imageId)}`,
  productDetail: (itemId: string) => `${chatPaths.productDetailPrefix}${encodeURIComponent(itemId)}/detail`,
} as const;

/** The header every seller chat call carries the chat token in (§6 "a chat token"). */
export const chatTokenHeader = 'X-Chat-Token';
/** The socket's query parameter for the chat token, where a header cannot be set. */
export const chatTokenQueryParam = 'chatToken';

/** The realtime events of the seller chat (DESIGN.md "Realtime"). */
export const chatEventTypes = { message: 'chat.message', read: 'chat.read', typing: 'chat.typing' } as const;
