import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, textList, timestamptz } from '../../db/columns';
import { pickupPoints, storeRef, users } from '../../db/directory-schema';

/**
 * One conversation of a store with a customer, holding its §3 session record (the last message's time, sender,
 * text body and kind label, the customer's names, read flags both ways) and the count of customer messages the
 * seller has not read. `room_id` is `customerId` or `customerId_pickupPointCode` (§2.3), unique within the store.
 * A room's pickup point is its own (MPP) or else its last order's: a staff member assigned to pickup points sees the
 * rooms of those points and the rooms of none (`roomPointOf`).
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    storeCode: storeRef(),
    roomId: text('room_id').notNull(),
    customerId: text('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    pickupPointCode: text('pickup_point_code').references(() => pickupPoints.code, { onDelete: 'set null' }),
    /**
     * The pickup point of the last order named in the room (an order message of one of the store's orders): a room
     * without a point of its own (not MPP) is that point's, for the staff assigned to pickup points.
     */
    orderPickupPointCode: text('order_pickup_point_code').references(() => pickupPoints.code, { onDelete: 'set null' }),
    updatedDate: timestamptz('updated_date').notNull(),
    senderType: text('sender_type').notNull(),
    lastTextBody: text('last_text_body').notNull().default(''),
    lastTextLabel: text('last_text_label').notNull().default('text'),
    hasBeenRead: boolean('has_been_read').notNull().default(true),
    hasBeenReadByCustomer: boolean('has_been_read_by_customer').notNull().default(true),
    unreadCount: integer('unread_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeCode, t.roomId] }),
    // The list's keyset: newest updatedDate first, the room id breaking ties.
    index('chat_rooms_store_updated_idx').on(t.storeCode, t.updatedDate, t.roomId),
    index('chat_rooms_customer_idx').on(t.customerId),
    check('chat_rooms_sender_type_known', sql`${t.senderType} in ('CUSTOMER', 'SELLER')`),
    check('chat_rooms_unread_count_not_negative', sql`${t.unreadCount} >= 0`),
  ],
);

/**
 * A message of a room. `client_message_id` is the sender's own id: unique per room, so a send retried after a lost
 * answer stores once. `read_at` is when the other side read it (the seller a customer's message, the customer a
 * seller's). The content columns follow `kind`.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeCode: text('store_code').notNull(),
    roomId: text('room_id').notNull(),
    clientMessageId: text('client_message_id').notNull(),
    senderType: text('sender_type').notNull(),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    kind: text('kind').notNull(),
    text: text('text'),
    imageId: uuid('image_id'),
    /** The product card as it was when sent (name and price may change later). */
    product: jsonb('product'),
    orderNumber: text('order_number'),
    sticker: text('sticker'),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.storeCode, t.roomId], foreignColumns: [chatRooms.storeCode, chatRooms.roomId] }).onDelete('cascade'),
    unique('chat_messages_client_message_id_unique').on(t.storeCode, t.roomId, t.clientMessageId),
    index('chat_messages_room_idx').on(t.storeCode, t.roomId, t.id),
    check('chat_messages_kind_known', sql`${t.kind} in ('text', 'image', 'product', 'order', 'sticker')`),
    check('chat_messages_sender_type_known', sql`${t.senderType} in ('CUSTOMER', 'SELLER')`),
  ],
);

/** An uploaded chat image: its bytes, the type found in them, and whether the image rule flagged it. */
export const chatImages = pgTable(
  'chat_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeCode: storeRef(),
    uploadedBy: text('uploaded_by').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    sha256: text('sha256').notNull(),
    inappropriate: boolean('inappropriate').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('chat_images_store_idx').on(t.storeCode)],
);

/**
 * The inappropriate-image rule: an image whose SHA-256 is listed here is flagged (kept, shown blurred behind a
 * warning). A moderation service would fill it; the demo data lists one image.
 */
export const chatBlockedImageHashes = pgTable('chat_blocked_image_hashes', {
  sha256: text('sha256').primaryKey(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

/** A store's chat templates, in `position` order (0 first). */
export const chatTemplates = pgTable(
  'chat_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeCode: storeRef(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    position: integer('position').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_templates_store_idx').on(t.storeCode, t.position)],
);

/**
 * §3 chat review reminder quota: reminders a store may still send, and what completed orders added to it in the
 * month `grant_month` (`YYYY-MM`, WIB), which a completion of a later month starts again from zero.
 */
export const chatReviewReminderQuotas = pgTable(
  'chat_review_reminder_quotas',
  {
    storeCode: storeRef().primaryKey(),
    availableQuota: integer('available_quota').notNull(),
    grantMonth: text('grant_month'),
    grantedInMonth: integer('granted_in_month').notNull().default(0),
  },
  (t) => [check('chat_review_reminder_quota_not_negative', sql`${t.availableQuota} >= 0`)],
);

/**
 * The items of completed orders offered for a review reminder (one row per order item, written in the order's
 * completion transaction) until `expires_at`, with the reminder sent for each: at most one, `reminded_at` and the
 * message it became. An item the customer reviewed (products' `product_reviews`) is no longer offered.
 */
export const chatReviewReminderProducts = pgTable(
  'chat_review_reminder_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeCode: storeRef(),
    orderNumber: text('order_number').notNull(),
    customerId: text('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    itemId: text('item_id').notNull(),
    deliveredAt: timestamptz('delivered_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    remindedAt: timestamptz('reminded_at'),
    remindedBy: uuid('reminded_by').references(() => users.id, { onDelete: 'set null' }),
    reminderMessageId: bigint('reminder_message_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('chat_review_reminder_products_unique').on(t.storeCode, t.orderNumber, t.itemId),
    index('chat_review_reminder_products_store_idx').on(t.storeCode, t.expiresAt),
  ],
);

/**
 * Words `banned-word/mask-text` and the chat replace by asterisks (lower case, so one word is kept once whatever its
 * case; matched whole and case-insensitively), kept by internal staff (INTERNAL_CHAT-BANNED-WORD) by their `id`.
 */
export const chatBannedWords = pgTable('chat_banned_words', {
  word: text('word').primaryKey(),
  id: uuid('id').notNull().defaultRandom().unique('chat_banned_words_id_unique'),
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** §3 chat config, one row: MPP chat on or off, and the stores it is for (empty: every store with the flag). */
export const chatMppSettings = pgTable(
  'chat_mpp_settings',
  {
    id: smallint('id').primaryKey().default(1),
    isMppChatEnabled: boolean('is_mpp_chat_enabled').notNull().default(false),
    whiteListedMppSellers: textList('white_listed_mpp_sellers'),
  },
  (t) => [check('chat_mpp_settings_single_row', sql`${t.id} = 1`)],
);

/** §4.10 the store's own MPP flag (the realtime database's `sellerChat/storeChatMpp/{storeCode}`). */
export const chatStoreMppFlags = pgTable('chat_store_mpp_flags', {
  storeCode: storeRef().primaryKey(),
  enabled: boolean('enabled').notNull(),
});
