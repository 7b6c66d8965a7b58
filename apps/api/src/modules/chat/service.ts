import { storeDayOf, storeDayStart } from '@seller-portal/contracts/analytics';
import type { UndoTicket } from '@seller-portal/contracts/core';
import {
  chatCustomerAudience,
  chatEventTypes,
  chatLimits,
  chatOrderNumberPattern,
  chatRoomId,
  chatRoomPaths,
  chatStickers,
  chatStoreAudience,
  chatTextProblem,
  isMppChat,
  parseChatRoomId,
  unknownChatTemplateVariables,
  type ChatConfig,
  type ChatCustomerMessageRequest,
  type ChatCustomerRoomQuery,
  type ChatImage,
  type ChatMaskTextAnswer,
  type ChatMessage,
  type ChatMessageEvent,
  type ChatMessagePage,
  type ChatMessagesQuery,
  type ChatPickerProduct,
  type ChatPickupPoint,
  type ChatProductDetail,
  type ChatReadEvent,
  type ChatReviewReminderProduct,
  type ChatReviewReminderQuota,
  type ChatRoomPage,
  type ChatRoomsQuery,
  type ChatSendAnswer,
  type ChatSendContent,
  type ChatSenderType,
  type ChatSessionRecord,
  type ChatTemplate,
  type ChatTemplateRequest,
  type ChatTypingEvent,
} from '@seller-portal/contracts/chat';
import { fileTypeFromBuffer } from 'file-type';
import { createHash } from 'node:crypto';
import type { Transaction } from '../../db/open-database';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';
import type { CompletedOrder } from '../orders';
import { reviewedOrderItemKey, type ProductService } from '../products';
import type { ResolvedSession } from '../session';
import type { AuditLog } from '../audit';
import type { UndoService } from '../undo';
import { pickupPointAudiences } from '../realtime';
import { declaresTooManyPixels } from '../shared/image-size';
import type { ChatCustomer } from '../customer-tokens';
import type { ChatTokens } from './chat-token';
import type { ChatRealtime } from './realtime-port';
import type {
  ChatImageInfo,
  ChatMessageRow,
  ChatRepository,
  ChatReviewReminderProductRow,
  ChatRoomRow,
  ChatTemplateRow,
  NewChatMessageRow,
} from './repository';
import { maskBannedWords, maskCustomerName } from './text-rules';

/** The caller of a seller chat call: the user and the store of the session (§6). */
/** Where a template's deletion is kept for its undo and recorded. */
export interface TemplateKeeping {
  undo: Pick<UndoService, 'offer' | 'claim'>;
  audit: Pick<AuditLog, 'record'>;
}

/** Who the audit log names for a template's change. */
export type TemplateActor = Pick<ResolvedSession, 'userId' | 'session'>;

const refusingKeeping: TemplateKeeping = {
  undo: { offer: () => Promise.reject(new Error('no undo')), claim: () => Promise.reject(new Error('no undo')) },
  audit: { record: () => Promise.reject(new Error('no audit')) },
};

export interface ChatSeller {
  userId: string;
  storeCode: string;
  displayName: string;
  /** The store's owner answers every pickup point. */
  isOwner: boolean;
}

/** Who writes a message. */
interface Sender {
  type: ChatSenderType;
  userId: string | null;
  name: string;
}

/** A message's content once checked: the columns it is stored in and the preview it gives the room. */
type ResolvedContent = Pick<NewChatMessageRow, 'kind' | 'text' | 'imageId' | 'product' | 'orderNumber' | 'sticker'> & {
  preview: string;
  /** What an image message shows (read when the content was checked). */
  image: ChatImageInfo | null;
  /** An order message's: the pickup point of the store's order it names (null: none of the store's orders). */
  orderPickupPointCode?: string | null;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * How long the MPP settings and a store's MPP flag are kept in memory: every message reads them, and they change
 * only when the marketplace turns MPP chat on or off, which reaches the chat this much later.
 */
export const chatConfigCacheMs = 10_000;
/** Stores whose MPP flag is kept; past this the flags are read afresh (a bound, not an expected size). */
const cachedMppFlagsMax = 10_000;
/** The room list's preview of a long text. */
const previewMaxLength = 200;
const dayMs = 86_400_000;
/** Offers the review reminder page lists at most (newest delivery first); a store sends far fewer in a month. */
const reminderProductsMax = 500;

/**
 * A completed order's items offered for a review reminder, and the quota they add (see `ChatService.offerForReview`);
 * the demo data offers its completed orders the same way.
 */
export async function offerForReview(repository: ChatRepository, tx: Transaction, order: CompletedOrder): Promise<void> {
  const itemIds = [...new Set(order.items.map((item) => item.itemId))];
  const offered = await repository.offerReminders(
    tx,
    itemIds.map((itemId) => ({
      storeCode: order.storeCode,
      orderNumber: order.orderNumber,
      customerId: order.customerId,
      customerName: order.customerName,
      itemId,
      deliveredAt: order.deliveredAt ?? order.completedAt,
      expiresAt: new Date(order.completedAt.getTime() + chatLimits.reviewReminderOfferDays * dayMs),
    })),
  );
  if (!offered) return;
  const month = reminderMonthOf(order.completedAt);
  await repository.grantQuota(tx, order.storeCode, month, offered * chatLimits.reviewReminderQuotaPerProduct, chatLimits.reviewReminderMonthlyCap);
}

/** The calendar month (WIB, `YYYY-MM`) whose review reminder allowance an instant falls in. */
export function reminderMonthOf(instant: Date): string {
  return storeDayOf(instant).slice(0, 7);
}

/** When the month's review reminder allowance starts again: the 1st of the next month (WIB) at 00:00. */
export function nextReminderRefill(now: Date): Date {
  const [year, month] = reminderMonthOf(now).split('-').map(Number);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return storeDayStart(next);
}

export function sessionRecordOf(row: ChatRoomRow): ChatSessionRecord {
  return {
    roomId: row.roomId,
    customerId: row.customerId,
    customerName: maskCustomerName(row.customerName),
    customerUnmaskedName: row.customerName,
    pickupPointCode: row.pickupPointCode,
    updatedDate: row.updatedDate.getTime(),
    senderType: row.senderType as ChatSenderType,
    chat: { text: { body: row.lastTextBody, label: row.lastTextLabel as ChatSessionRecord['chat']['text']['label'] } },
    hasBeenRead: row.hasBeenRead,
    hasBeenReadByCustomer: row.hasBeenReadByCustomer,
    unreadCount: row.unreadCount,
  };
}

function imageOf(image: NonNullable<ChatMessageRow['image']>): ChatImage {
  return {
    id: image.id,
    url: chatRoomPaths.image(image.id),
    contentType: image.contentType,
    sizeBytes: image.sizeBytes,
    width: null,
    height: null,
    inappropriate: image.inappropriate,
  };
}

export function messageOf(row: ChatMessageRow): ChatMessage {
  const meta = {
    id: String(row.id),
    roomId: row.roomId,
    clientMessageId: row.clientMessageId,
    senderType: row.senderType as ChatSenderType,
    senderName: row.senderName,
    createdDate: row.createdAt.getTime(),
    deliveryState: 'SENT' as const,
    hasBeenRead: row.senderType === 'CUSTOMER' && row.readAt !== null,
    hasBeenReadByCustomer: row.senderType === 'SELLER' && row.readAt !== null,
  };
  switch (row.kind) {
    case 'image':
      if (!row.image) throw new Error(`chat message ${row.id} lost its image`);
      return { ...meta, kind: 'image', image: imageOf(row.image) };
    case 'product':
      return { ...meta, kind: 'product', product: row.product as ChatProductDetail };
    case 'order':
      return { ...meta, kind: 'order', order: { orderNumber: row.orderNumber ?? '' } };
    case 'sticker':
      return { ...meta, kind: 'sticker', sticker: row.sticker as (typeof chatStickers)[number]['code'] };
    default:
      return { ...meta, kind: 'text', text: row.text ?? '' };
  }
}

function templateOf(row: ChatTemplateRow): ChatTemplate {
  return { id: row.id, title: row.title, text: row.text, position: row.position, updatedAt: row.updatedAt.getTime() };
}

/**
 * The pickup point a room belongs to: its own in an MPP store, else that of the last order named in it; null: none
 * (every member of the store sees it).
 */
export function roomPointOf(room: Pick<ChatRoomRow, 'pickupPointCode' | 'orderPickupPointCode'>): string | null {
  return room.pickupPointCode ?? room.orderPickupPointCode ?? null;
}

/** The keyset cursor of the room list: the last room's updatedDate and id. */
export function encodeRoomCursor(row: Pick<ChatRoomRow, 'updatedDate' | 'roomId'>): string {
  return Buffer.from(`${row.updatedDate.getTime()}:${row.roomId}`).toString('base64url');
}

export function decodeRoomCursor(cursor: string): { updatedDate: Date; roomId: string } {
  const decoded = Buffer.from(cursor, 'base64url').toString();
  const at = decoded.indexOf(':');
  const ms = Number(decoded.slice(0, at));
  const roomId = decoded.slice(at + 1);
  if (at <= 0 || !Number.isSafeInteger(ms) || !parseChatRoomId(roomId)) throw new AppError('BAD_REQUEST');
  return { updatedDate: new Date(ms), roomId };
}

/**
 * The seller chat (§4.10, §6, §7 "Chat") and the buyer app's side of it. Every message is written in one
 * transaction with its room's session record and the realtime event that announces it, so a sender never sees a
 * stored message that nobody was told of, nor an event for a message that was not stored.
 */
export class ChatService {
  constructor(
    private readonly repository: ChatRepository,
    private readonly tokens: ChatTokens,
    private readonly products: ProductService,
    private readonly realtime: ChatRealtime,
    private readonly clock: Clock,
    /** The banned words as this process holds them (kept until they change). */
    private readonly bannedWords: { words(): Promise<string[]> },
    /** The pickup points a member of the store serves (null: every one): `services.staffScope`, read on each call. */
    private readonly staffScope: (userId: string, storeCode: string) => Promise<readonly string[] | null> = async () => null,
    /** The pickup point of one of the store's orders (null: no such order): `services.orders`. */
    private readonly orderPickupPoint: (storeCode: string, orderNumber: string) => Promise<string | null> = async () => null,
    /** A template's deletion offered for undo and both in the audit log: `services.undo`, `services.audit`. */
    private readonly keeping: TemplateKeeping = refusingKeeping,
  ) {}

  private mppSettings: { until: number; value: Promise<{ isMppChatEnabled: boolean; whiteListedMppSellers: string[] }> } | null = null;
  private readonly mppFlags = new Map<string, { until: number; value: Promise<boolean> }>();

  // ── Chat token (§6) ──

  /** The seller of a STORE session; its `X-Chat-Token` must be a live token of this user and store. */
  async seller(current: ResolvedSession, chatToken: string | undefined): Promise<ChatSeller> {
    const seller = this.sellerOf(current);
    await this.tokens.verify(chatToken, seller);
    return seller;
  }

  /** The seller of a STORE session, without a chat token (generate-token, and images an `<img>` loads). */
  sellerOf(current: ResolvedSession): ChatSeller {
    const mode = current.session.mode;
    if (mode?.type !== 'STORE' || !mode.code) throw new AppError('PE403001');
    const { displayName, isOwner } = current.session.customFields;
    return { userId: current.userId, storeCode: mode.code, displayName: displayName || current.session.username, isOwner: isOwner === true };
  }

  generateToken(current: ResolvedSession): Promise<string> {
    const { userId, storeCode } = this.sellerOf(current);
    return this.tokens.mint({ userId, storeCode });
  }

  // ── Config and pickup points (§4.10) ──

  /** §3 chat/config of the store; read at most every `chatConfigCacheMs` (every message needs it). */
  async config(storeCode: string): Promise<ChatConfig> {
    const now = this.clock.now().getTime();
    if (!this.mppSettings || this.mppSettings.until <= now) {
      this.mppSettings = { until: now + chatConfigCacheMs, value: this.repository.mppSettings() };
      this.mppSettings.value.catch(() => (this.mppSettings = null));
    }
    let flag = this.mppFlags.get(storeCode);
    if (!flag || flag.until <= now) {
      if (this.mppFlags.size >= cachedMppFlagsMax) this.mppFlags.clear();
      flag = { until: now + chatConfigCacheMs, value: this.repository.storeMppFlag(storeCode) };
      this.mppFlags.set(storeCode, flag);
      flag.value.catch(() => this.mppFlags.delete(storeCode));
    }
    const [settings, isStoreMppFlagSet] = await Promise.all([this.mppSettings.value, flag.value]);
    return { ...settings, isStoreMppFlagSet };
  }

  private async isMpp(storeCode: string): Promise<boolean> {
    return isMppChat(await this.config(storeCode), storeCode);
  }

  /**
   * The pickup points whose chats the user answers: none for a store without MPP; for an MPP store, those assigned to
   * the user, or every active one for the owner and a user with none assigned.
   */
  async assignedPickupPoints(seller: ChatSeller): Promise<ChatPickupPoint[]> {
    if (!(await this.isMpp(seller.storeCode))) return [];
    const all = await this.repository.activePickupPoints(seller.storeCode);
    const visible = await this.visiblePickupPoints(seller);
    return all.filter((p) => !visible || visible.includes(p.code)).map(({ code, name }) => ({ code, name }));
  }

  /**
   * null: every room of the store; otherwise the pickup points the owner assigned the staff member to (`/store/staff`),
   * read on every call: the member sees the rooms of those points and the rooms of none (`roomPointOf`).
   */
  private async visiblePickupPoints(seller: Pick<ChatSeller, 'userId' | 'storeCode' | 'isOwner'>): Promise<string[] | null> {
    if (seller.isOwner) return null;
    const assigned = await this.staffScope(seller.userId, seller.storeCode);
    if (!assigned) return null;
    const ofStore = new Set((await this.repository.activePickupPoints(seller.storeCode)).map((p) => p.code));
    return assigned.filter((code) => ofStore.has(code));
  }

  // ── Rooms ──

  async rooms(seller: ChatSeller, query: ChatRoomsQuery & { size: number; filter: 'all' | 'unread' }): Promise<ChatRoomPage> {
    const visiblePickupPoints = await this.visiblePickupPoints(seller);
    const filter = { search: query.search || undefined, visiblePickupPoints, pickupPointCode: query.pickupPointCode || undefined };
    const rows = await this.repository.rooms(seller.storeCode, {
      ...filter,
      unreadOnly: query.filter === 'unread',
      after: query.cursor ? decodeRoomCursor(query.cursor) : undefined,
      limit: query.size + 1,
    });
    const page = rows.slice(0, query.size);
    return {
      content: page.map(sessionRecordOf),
      nextCursor: rows.length > query.size ? encodeRoomCursor(page[page.length - 1]) : null,
      unreadRooms: await this.repository.unreadRoomCount(seller.storeCode, filter),
    };
  }

  /**
   * A room of the seller's own store. A room id is only ever looked up within the session's store, so another
   * store's room is not found, and so is a room of a pickup point the user does not serve (its existence untold).
   */
  private async ownRoom(seller: ChatSeller, roomId: string): Promise<ChatRoomRow> {
    if (!parseChatRoomId(roomId)) throw new AppError('CHAT_ROOM_NOT_FOUND');
    const row = await this.repository.room(this.repository.db, seller.storeCode, roomId);
    if (!row) throw new AppError('CHAT_ROOM_NOT_FOUND');
    const visible = await this.visiblePickupPoints(seller);
    const point = roomPointOf(row);
    if (visible && point !== null && !visible.includes(point)) throw new AppError('CHAT_ROOM_NOT_FOUND');
    return row;
  }

  async room(seller: ChatSeller, roomId: string): Promise<ChatSessionRecord> {
    return sessionRecordOf(await this.ownRoom(seller, roomId));
  }

  async messages(seller: ChatSeller, roomId: string, query: ChatMessagesQuery & { size: number }): Promise<ChatMessagePage> {
    const room = await this.ownRoom(seller, roomId);
    return this.history(room, query);
  }

  private async history(room: ChatRoomRow, query: ChatMessagesQuery & { size: number }): Promise<ChatMessagePage> {
    let before: number | null = null;
    if (query.before !== undefined) {
      if (!/^\d{1,15}$/.test(query.before)) throw new AppError('BAD_REQUEST');
      before = Number(query.before);
    }
    const rows = await this.repository.history(room.storeCode, room.roomId, before, query.size + 1);
    const page = rows.slice(0, query.size);
    return { content: page.map(messageOf), nextBefore: rows.length > query.size ? String(page[page.length - 1].id) : null };
  }

  // ── Sending ──

  async sendAsSeller(seller: ChatSeller, roomId: string, request: ChatSendContent & { clientMessageId: string }): Promise<ChatSendAnswer> {
    const room = await this.ownRoom(seller, roomId);
    const content = await this.resolveContent(seller.storeCode, request, `seller:${seller.userId}`);
    return this.writeIntoRoom(room, { type: 'SELLER', userId: seller.userId, name: seller.displayName }, request.clientMessageId, content);
  }

  /** A buyer app customer's message to an active store (the store is checked where the message is written). */
  async sendAsCustomer(customer: ChatCustomer, request: ChatCustomerMessageRequest): Promise<ChatSendAnswer> {
    const { storeCode, roomId, pickupPointCode } = await this.customerTarget(customer, request);
    const content = await this.resolveContent(storeCode, request, `customer:${customer.customerId}`);
    return this.repository.transaction((tx) =>
      this.write(tx, {
        storeCode,
        room: { customerId: customer.customerId, customerName: customer.name, roomId, pickupPointCode },
        mustExist: false,
        storeMustBeActive: true,
        sender: { type: 'CUSTOMER', userId: null, name: customer.name },
        clientMessageId: request.clientMessageId,
        content,
      }),
    );
  }

  /** The store a customer writes to and the room: per pickup point in an MPP store (its default one when not named). */
  private async customerRoom(customer: ChatCustomer, query: ChatCustomerRoomQuery) {
    const store = await this.repository.store(query.storeCode);
    if (!store || store.status !== 'ACTIVE') throw new AppError('CHAT_STORE_NOT_FOUND');
    return { store, ...(await this.customerTarget(customer, query)) };
  }

  /**
   * The room a customer writes to, without reading the store (a send checks it where it writes): per pickup point in
   * an MPP store, its default one when not named.
   */
  private async customerTarget(customer: ChatCustomer, query: ChatCustomerRoomQuery) {
    let pickupPointCode: string | null = null;
    if (await this.isMpp(query.storeCode)) {
      const points = await this.repository.activePickupPoints(query.storeCode);
      const chosen = query.pickupPointCode ? points.find((p) => p.code === query.pickupPointCode) : points[0];
      if (!chosen) throw new AppError('CHAT_STORE_NOT_FOUND');
      pickupPointCode = chosen.code;
    }
    return { storeCode: query.storeCode, roomId: chatRoomId(customer.customerId, pickupPointCode), pickupPointCode };
  }

  /** Checks a message's content and finds what it refers to (the image of this store and uploader, the product). */
  private async resolveContent(storeCode: string, content: ChatSendContent, uploader: string): Promise<ResolvedContent> {
    const none = { text: null, imageId: null, product: null, orderNumber: null, sticker: null, image: null };
    switch (content.kind) {
      case 'text': {
        const problem = chatTextProblem(content.text);
        if (problem) throw new AppError(problem);
        const text = content.text.trim();
        return { ...none, kind: 'text', text, preview: [...text].slice(0, previewMaxLength).join('') };
      }
      case 'image': {
        const image = uuidPattern.test(content.imageId) ? await this.repository.imageInfo(this.repository.db, storeCode, content.imageId) : null;
        if (!image || (await this.repository.imageUploader(storeCode, content.imageId)) !== uploader) throw new AppError('CHAT_IMAGE_NOT_FOUND');
        return { ...none, kind: 'image', imageId: image.id, image, preview: '' };
      }
      case 'product': {
        const product = await this.products.itemDetail(storeCode, content.itemId);
        return { ...none, kind: 'product', product, preview: product.name };
      }
      case 'order': {
        const orderNumber = content.orderNumber.trim().toUpperCase();
        if (!chatOrderNumberPattern.test(orderNumber)) throw new AppError('CHAT_ORDER_NUMBER_INVALID');
        return { ...none, kind: 'order', orderNumber, preview: orderNumber, orderPickupPointCode: await this.orderPickupPoint(storeCode, orderNumber) };
      }
      case 'sticker': {
        const sticker = chatStickers.find((s) => s.code === content.sticker);
        if (!sticker) throw new AppError('CHAT_STICKER_UNKNOWN');
        return { ...none, kind: 'sticker', sticker: sticker.code, preview: sticker.emoji };
      }
    }
  }

  /** The store's side writes into a room that exists, in a transaction of its own. */
  private writeIntoRoom(room: ChatRoomRow, sender: Sender, clientMessageId: string, content: ResolvedContent): Promise<ChatSendAnswer> {
    const { storeCode, customerId, customerName, roomId, pickupPointCode } = room;
    return this.repository.transaction((tx) =>
      this.write(tx, { storeCode, room: { customerId, customerName, roomId, pickupPointCode }, mustExist: true, sender, clientMessageId, content }),
    );
  }

  /**
   * Stores one message with its room's new session record and publishes `chat.message` to the store and the
   * customer, all in `tx`: two statements (the message, the events). A `clientMessageId` the room holds already
   * answers the stored message and publishes nothing: a retried send is stored once.
   */
  private async write(
    tx: Transaction,
    input: {
      storeCode: string;
      room: { customerId: string; customerName: string; roomId: string; pickupPointCode: string | null };
      /** A seller writes only into a room that exists; a customer's first message opens one. */
      mustExist: boolean;
      /** The customer's side writes only to an active store. */
      storeMustBeActive?: boolean;
      sender: Sender;
      clientMessageId: string;
      content: ResolvedContent;
    },
  ): Promise<ChatSendAnswer> {
    const { storeCode, room: target, sender, content } = input;
    const { preview, image, orderPickupPointCode, ...columns } = content;
    const written = await this.repository.storeMessage(tx, {
      storeCode,
      roomId: target.roomId,
      customerId: target.customerId,
      customerName: target.customerName,
      pickupPointCode: target.pickupPointCode,
      storeMustBeActive: input.storeMustBeActive ?? false,
      roomMustExist: input.mustExist,
      message: { clientMessageId: input.clientMessageId, senderType: sender.type, senderUserId: sender.userId, senderName: sender.name, ...columns },
      preview,
      now: this.clock.now(),
    });
    if (written.outcome === 'STORE_NOT_FOUND') throw new AppError('CHAT_STORE_NOT_FOUND');
    if (written.outcome === 'ROOM_NOT_FOUND') throw new AppError('CHAT_ROOM_NOT_FOUND');
    if (written.outcome === 'DUPLICATE') {
      // The stored message may be an image: read it with what its image shows.
      const stored = await this.repository.messageByClientId(tx, storeCode, written.room.roomId, input.clientMessageId);
      if (!stored) throw new Error('a message of this clientMessageId was reported stored and is not');
      return { message: messageOf(stored), session: sessionRecordOf(written.room), created: false };
    }
    // An order message ties the room to its order's pickup point (a room of its own point keeps it).
    const room =
      orderPickupPointCode && written.room.orderPickupPointCode !== orderPickupPointCode
        ? await this.repository.updateRoom(tx, storeCode, written.room.roomId, { orderPickupPointCode })
        : written.room;
    const answer = { message: messageOf({ ...written.message, image }), session: sessionRecordOf(room), created: true };
    const payload: ChatMessageEvent = { storeCode, storeName: written.storeName, message: answer.message, session: answer.session };
    await this.publishToBoth(tx, room, chatEventTypes.message, payload);
    return answer;
  }

  /**
   * One event to the store and one to the customer, in one statement: the store's is heard by every member when the
   * room has no pickup point, else by those who serve that point (`pickupPointAudiences`), never by another point's staff.
   */
  private async publishToBoth(tx: Transaction, room: ChatRoomRow, type: string, payload: unknown): Promise<void> {
    const point = roomPointOf(room);
    const store = point === null ? [chatStoreAudience(room.storeCode)] : pickupPointAudiences.forPoint(room.storeCode, point);
    await this.realtime.publishToAudiences(tx, [...store, chatCustomerAudience(room.customerId)], type, payload);
  }

  // ── Read receipts and typing ──

  /** The seller read the room: its customer messages are read, the record's `hasBeenRead` set, `chat.read` published. */
  async readAsSeller(seller: ChatSeller, roomId: string): Promise<ChatSessionRecord> {
    await this.ownRoom(seller, roomId);
    return this.markRead(seller.storeCode, roomId, 'SELLER');
  }

  async readAsCustomer(customer: ChatCustomer, query: ChatCustomerRoomQuery): Promise<ChatSessionRecord> {
    const { store, roomId } = await this.customerRoom(customer, query);
    return this.markRead(store.code, roomId, 'CUSTOMER');
  }

  private markRead(storeCode: string, roomId: string, reader: ChatSenderType): Promise<ChatSessionRecord> {
    return this.repository.transaction(async (tx) => {
      const room = await this.repository.room(tx, storeCode, roomId, true);
      if (!room) throw new AppError('CHAT_ROOM_NOT_FOUND');
      const now = this.clock.now();
      const readUpTo = await this.repository.markRead(tx, storeCode, roomId, reader === 'SELLER' ? 'CUSTOMER' : 'SELLER', now);
      const alreadyRead = reader === 'SELLER' ? room.hasBeenRead && room.unreadCount === 0 : room.hasBeenReadByCustomer;
      if (readUpTo === null && alreadyRead) return sessionRecordOf(room);
      const updated = await this.repository.updateRoom(
        tx,
        storeCode,
        roomId,
        reader === 'SELLER' ? { hasBeenRead: true, unreadCount: 0 } : { hasBeenReadByCustomer: true },
      );
      const session = sessionRecordOf(updated);
      const payload: ChatReadEvent = { storeCode, roomId, reader, readUpTo: (readUpTo ?? now).getTime(), session };
      await this.publishToBoth(tx, updated, chatEventTypes.read, payload);
      return session;
    });
  }

  /** The seller is typing (or stopped): told to the customer and to the store's other tabs, never stored. */
  async typingAsSeller(seller: ChatSeller, roomId: string, typing: boolean): Promise<void> {
    const room = await this.ownRoom(seller, roomId);
    const payload: ChatTypingEvent = { storeCode: seller.storeCode, roomId, senderType: 'SELLER', typing };
    await this.realtime.publishEphemeral(chatCustomerAudience(room.customerId), chatEventTypes.typing, payload);
  }

  async customerHistory(customer: ChatCustomer, query: ChatCustomerRoomQuery & ChatMessagesQuery & { size: number }): Promise<ChatMessagePage> {
    const { store, roomId } = await this.customerRoom(customer, query);
    const room = await this.repository.room(this.repository.db, store.code, roomId);
    if (!room) return { content: [], nextBefore: null };
    return this.history(room, query);
  }

  // ── Images ──

  /**
   * An uploaded image, typed by its content (never the client's name or type). An image the rule flags (a listed
   * SHA-256) is kept, marked inappropriate.
   */
  async uploadImage(seller: ChatSeller, content: Buffer): Promise<ChatImage> {
    if (content.length === 0) throw new AppError('CHAT_IMAGE_MISSING');
    if (content.length > chatLimits.imageMaxBytes) throw new AppError('CHAT_IMAGE_TOO_LARGE');
    const type = await fileTypeFromBuffer(content);
    if (!type || !chatLimits.imageTypes.includes(type.mime)) throw new AppError('CHAT_IMAGE_TYPE_NOT_ACCEPTED');
    if (declaresTooManyPixels(content)) throw new AppError('CHAT_IMAGE_DIMENSIONS_TOO_LARGE');
    const sha256 = createHash('sha256').update(content).digest('hex');
    const inappropriate = await this.repository.isBlockedImage(sha256);
    const image = await this.repository.insertImage({
      storeCode: seller.storeCode,
      uploadedBy: `seller:${seller.userId}`,
      contentType: type.mime,
      content,
      sha256,
      inappropriate,
      createdAt: this.clock.now(),
    });
    return imageOf(image);
  }

  /** An image of the seller's own store. */
  async imageContent(seller: ChatSeller, imageId: string): Promise<{ contentType: string; content: Buffer }> {
    const found = uuidPattern.test(imageId) ? await this.repository.imageContent(seller.storeCode, imageId) : null;
    if (!found) throw new AppError('CHAT_IMAGE_NOT_FOUND');
    return found;
  }

  // ── Templates ──

  /** The product picker: the seller's own store's sellable products matching the name or item ID typed. */
  async pickerProducts(seller: ChatSeller, query: { q?: string; size: number }): Promise<ChatPickerProduct[]> {
    return this.products.sellable(seller.storeCode, query.q || null, query.size);
  }

  async templates(seller: ChatSeller): Promise<ChatTemplate[]> {
    return (await this.repository.templates(seller.storeCode)).map(templateOf);
  }

  async createTemplate(seller: ChatSeller, request: ChatTemplateRequest): Promise<ChatTemplate> {
    const row = await this.repository.appendTemplate(seller.storeCode, checkedTemplate(request), this.clock.now(), chatLimits.templatesMax);
    if (!row) throw new AppError('CHAT_TEMPLATE_LIMIT_REACHED');
    return templateOf(row);
  }

  async updateTemplate(seller: ChatSeller, id: string, request: ChatTemplateRequest): Promise<ChatTemplate> {
    const fields = checkedTemplate(request);
    const row = uuidPattern.test(id) ? await this.repository.updateTemplate(seller.storeCode, id, fields, this.clock.now()) : null;
    if (!row) throw new AppError('CHAT_TEMPLATE_NOT_FOUND');
    return templateOf(row);
  }

  /**
   * Deletes a template: the same person may restore it within the undo window (`undoDeleteTemplate`). Both are in the
   * audit log (CHAT_TEMPLATE), in their transactions.
   */
  async deleteTemplate(seller: ChatSeller, actor: TemplateActor, id: string): Promise<{ undo: UndoTicket }> {
    if (!uuidPattern.test(id)) throw new AppError('CHAT_TEMPLATE_NOT_FOUND');
    return this.repository.transaction(async (tx) => {
      const row = await this.repository.deleteTemplate(tx, seller.storeCode, id);
      if (!row) throw new AppError('CHAT_TEMPLATE_NOT_FOUND');
      const undo = await this.keeping.undo.offer(tx, { storeCode: seller.storeCode, userId: seller.userId }, 'CHAT_TEMPLATE_DELETE', {
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      });
      await this.keeping.audit.record(tx, actor, { area: 'CHAT_TEMPLATE', identifier: id, action: 'DELETE', before: templateOf(row), after: null });
      return { undo };
    });
  }

  async undoDeleteTemplate(seller: ChatSeller, actor: TemplateActor, operationId: string): Promise<ChatTemplate> {
    return this.repository.transaction(async (tx) => {
      const kept = await this.keeping.undo.claim<ChatTemplateRow & { createdAt: string; updatedAt: string }>(
        tx,
        { storeCode: seller.storeCode, userId: seller.userId },
        'CHAT_TEMPLATE_DELETE',
        operationId,
      );
      const row: ChatTemplateRow = { ...kept, createdAt: new Date(kept.createdAt), updatedAt: new Date(kept.updatedAt) };
      if (!(await this.repository.restoreTemplate(tx, row, chatLimits.templatesMax))) throw new AppError('CHAT_TEMPLATE_LIMIT_REACHED');
      await this.keeping.audit.record(tx, actor, { area: 'CHAT_TEMPLATE', identifier: row.id, action: 'UNDO', before: null, after: templateOf(row) });
      return templateOf(row);
    });
  }

  async reorderTemplates(seller: ChatSeller, ids: readonly string[]): Promise<ChatTemplate[]> {
    if (!ids.every((id) => uuidPattern.test(id)) || !(await this.repository.reorderTemplates(seller.storeCode, ids, this.clock.now()))) {
      throw new AppError('CHAT_TEMPLATE_ORDER_MISMATCH');
    }
    return this.templates(seller);
  }

  // ── Review reminder ──

  async reviewReminderQuota(seller: ChatSeller): Promise<ChatReviewReminderQuota> {
    const now = this.clock.now();
    const [quota, offers] = await Promise.all([this.repository.quota(seller.storeCode, reminderMonthOf(now)), this.offeredProducts(seller.storeCode, now)]);
    return {
      availableQuota: quota.available,
      unreviewedProductCount: offers.filter((row) => !row.remindedAt).length,
      grantedThisMonth: quota.grantedInMonth,
      monthlyCap: chatLimits.reviewReminderMonthlyCap,
      nextRefillDate: nextReminderRefill(now).getTime(),
    };
  }

  /** The store's offers still open: not expired and not reviewed by their customer (products' reviews). */
  private async offeredProducts(storeCode: string, now: Date): Promise<ChatReviewReminderProductRow[]> {
    const rows = await this.repository.reminderProducts(storeCode, now, reminderProductsMax);
    const reviewed = await this.products.reviewedOrderItems(storeCode, [...new Set(rows.map((row) => row.orderNumber))]);
    return rows.filter((row) => !reviewed.has(reviewedOrderItemKey(row.orderNumber, row.itemId)));
  }

  async reviewReminderProducts(seller: ChatSeller): Promise<ChatReviewReminderProduct[]> {
    const rows = await this.offeredProducts(seller.storeCode, this.clock.now());
    const mpp = await this.isMpp(seller.storeCode);
    const defaultPickupPoint = mpp ? ((await this.repository.activePickupPoints(seller.storeCode))[0]?.code ?? null) : null;
    const products = new Map<string, ChatProductDetail>();
    const result: ChatReviewReminderProduct[] = [];
    for (const row of rows) {
      let product = products.get(row.itemId);
      if (!product) {
        product = await this.products
          .itemDetail(seller.storeCode, row.itemId)
          .catch(() => ({ itemId: row.itemId, name: row.itemId, price: 0, imageUrl: null, url: null }));
        products.set(row.itemId, product);
      }
      result.push({
        id: row.id,
        orderNumber: row.orderNumber,
        customerId: row.customerId,
        customerName: maskCustomerName(row.customerName),
        roomId: chatRoomId(row.customerId, defaultPickupPoint),
        product,
        deliveredDate: row.deliveredAt.getTime(),
        expiresDate: row.expiresAt.getTime(),
        remindedAt: row.remindedAt?.getTime() ?? null,
      });
    }
    return result;
  }

  /**
   * A completed order (orders' completion listener, in the order's locked move transaction): each of its items is
   * offered for a review reminder to the order's customer until `reviewReminderOfferDays` later, once per order item,
   * and each new offer adds `reviewReminderQuotaPerProduct` to the store's quota within the month's cap. A
   * completion seen again offers and adds nothing.
   */
  offerForReview(tx: Transaction, order: CompletedOrder): Promise<void> {
    return offerForReview(this.repository, tx, order);
  }

  /**
   * Sends a review reminder: spends one of the store's quota and writes the product's card into the customer's room
   * (opened if needed), in one transaction. At most one reminder per product; none when the quota is spent.
   */
  async sendReviewReminder(seller: ChatSeller, id: string): Promise<ChatReviewReminderQuota> {
    if (!uuidPattern.test(id)) throw new AppError('CHAT_REVIEW_REMINDER_NOT_FOUND');
    const mpp = await this.isMpp(seller.storeCode);
    const pickupPointCode = mpp ? ((await this.repository.activePickupPoints(seller.storeCode))[0]?.code ?? null) : null;
    const listed = await this.repository.reminderProduct(this.repository.db, seller.storeCode, id);
    // An expired offer, or one whose product the customer reviewed, is no longer offered.
    if (!listed || listed.expiresAt <= this.clock.now()) throw new AppError('CHAT_REVIEW_REMINDER_NOT_FOUND');
    if (
      !listed.remindedAt &&
      (await this.products.reviewedOrderItems(seller.storeCode, [listed.orderNumber])).has(reviewedOrderItemKey(listed.orderNumber, listed.itemId))
    ) {
      throw new AppError('CHAT_REVIEW_REMINDER_NOT_FOUND');
    }
    // Read before the transaction: the embedded database has one connection, which the transaction holds.
    const detail = await this.products.itemDetail(seller.storeCode, listed.itemId);
    await this.repository.transaction(async (tx) => {
      const product = await this.repository.reminderProduct(tx, seller.storeCode, id, true);
      if (!product) throw new AppError('CHAT_REVIEW_REMINDER_NOT_FOUND');
      if (product.remindedAt) throw new AppError('CHAT_REVIEW_REMINDER_ALREADY_SENT');
      if (!(await this.repository.spendQuota(tx, seller.storeCode))) throw new AppError('CHAT_REVIEW_REMINDER_QUOTA_EMPTY');
      const answer = await this.write(tx, {
        storeCode: seller.storeCode,
        room: { customerId: product.customerId, customerName: product.customerName, roomId: chatRoomId(product.customerId, pickupPointCode), pickupPointCode },
        mustExist: false,
        sender: { type: 'SELLER', userId: seller.userId, name: seller.displayName },
        clientMessageId: `review-reminder:${product.id}`,
        content: { kind: 'product', text: null, imageId: null, product: detail, orderNumber: null, sticker: null, image: null, preview: detail.name },
      });
      await this.repository.markReminded(tx, product.id, {
        remindedAt: this.clock.now(),
        remindedBy: seller.userId,
        reminderMessageId: Number(answer.message.id),
      });
    });
    return this.reviewReminderQuota(seller);
  }

  // ── For the dashboard, store performance and broadcast (through `ChatInsights`) ──

  /** The store's rooms waiting and unread; with `viewer`, only the rooms of the pickup points that user serves. */
  async roomCounts(
    storeCode: string,
    viewer?: { userId: string; isOwner: boolean },
  ): Promise<{ waiting: number; unread: number; oldestWaitingAt: Date | null }> {
    const visible = viewer ? await this.visiblePickupPoints({ ...viewer, storeCode }) : null;
    return this.repository.roomCounts(storeCode, visible);
  }

  async timeline(
    storeCode: string,
    from: Date,
    to: Date,
    viewer?: { userId: string; isOwner: boolean },
  ): Promise<{ roomId: string; senderType: string; createdAt: Date }[]> {
    const visible = viewer ? await this.visiblePickupPoints({ ...viewer, storeCode }) : null;
    return this.repository.timeline(storeCode, from, to, visible);
  }

  async audience(storeCode: string, since: Date | null): Promise<{ roomId: string; customerId: string }[]> {
    return (await this.repository.roomsWithCustomerMessagesSince(storeCode, since)).map(({ roomId, customerId }) => ({ roomId, customerId }));
  }

  deliveryCounts(storeCode: string, clientMessageIds: readonly string[]): Promise<Map<string, { sent: number; read: number }>> {
    return this.repository.deliveryCounts(storeCode, clientMessageIds);
  }

  /**
   * A text the store sends into an existing room on its own (a broadcast), like any seller message: stored with the
   * room's record and published to the store and the customer. A `clientMessageId` the room holds already stores
   * nothing (a resumed broadcast sends once); false then, or when the room is gone.
   */
  async sendAsStore(input: {
    storeCode: string;
    userId: string | null;
    senderName: string;
    roomId: string;
    clientMessageId: string;
    text: string;
  }): Promise<boolean> {
    const room = await this.repository.room(this.repository.db, input.storeCode, input.roomId);
    if (!room) return false;
    const content = await this.resolveContent(input.storeCode, { kind: 'text', text: input.text }, 'store');
    const answer = await this.writeIntoRoom(room, { type: 'SELLER', userId: input.userId, name: input.senderName }, input.clientMessageId, content);
    return answer.created;
  }

  // ── Banned words ──

  async maskText(text: string): Promise<ChatMaskTextAnswer> {
    return maskBannedWords(text, await this.bannedWords.words());
  }
}

/** A template's title and text, trimmed and checked: both filled, within their limits, only known variables. */
function checkedTemplate(request: ChatTemplateRequest): { title: string; text: string } {
  const title = request.title.trim();
  const text = request.text.trim();
  if (!title || [...title].length > chatLimits.templateTitleMaxLength) throw new AppError('CHAT_TEMPLATE_TITLE_BLANK');
  if (!text || [...text].length > chatLimits.templateTextMaxLength) throw new AppError('CHAT_TEMPLATE_TEXT_BLANK');
  if (unknownChatTemplateVariables(text).length) throw new AppError('CHAT_TEMPLATE_VARIABLE_UNKNOWN');
  return { title, text };
}
