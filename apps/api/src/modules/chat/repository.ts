import { and, asc, count, desc, eq, exists, getTableColumns, gt, gte, ilike, inArray, isNull, lt, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import {
  chatBannedWords,
  chatBlockedImageHashes,
  chatImages,
  chatMessages,
  chatMppSettings,
  chatReviewReminderProducts,
  chatReviewReminderQuotas,
  chatRooms,
  chatStoreMppFlags,
  chatTemplates,
} from './schema';
import { pickupPoints, stores } from '../../db/schema';

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type NewChatRoomRow = typeof chatRooms.$inferInsert;
export type NewChatMessageRow = typeof chatMessages.$inferInsert;
export type ChatTemplateRow = typeof chatTemplates.$inferSelect;
export type ChatReviewReminderProductRow = typeof chatReviewReminderProducts.$inferSelect;
export type ChatBannedWordRow = typeof chatBannedWords.$inferSelect;

/** The NOTIFY channel of a change of the banned words (every process's `BannedWordList` LISTENs on it). */
export const bannedWordsChangedChannel = 'chat_banned_words_changed';
export type NewChatImageRow = typeof chatImages.$inferInsert;

/** A message with what its image shows (never the bytes). */
export type ChatMessageRow = typeof chatMessages.$inferSelect & {
  image: { id: string; contentType: string; sizeBytes: number; inappropriate: boolean } | null;
};

export type ChatImageInfo = NonNullable<ChatMessageRow['image']>;

/** What `storeMessage` is asked to write: the message and, for a room it may open, the room's first values. */
export interface StoreMessageInput {
  storeCode: string;
  roomId: string;
  customerId: string;
  customerName: string;
  pickupPointCode: string | null;
  /** The customer's side writes only to an active store. */
  storeMustBeActive: boolean;
  /** A seller writes only into a room that exists; a customer's first message (or a review reminder) opens one. */
  roomMustExist: boolean;
  message: Omit<NewChatMessageRow, 'storeCode' | 'roomId' | 'createdAt' | 'id' | 'readAt'>;
  /** The room list's preview of the message. */
  preview: string;
  now: Date;
}

interface StoreMessageWritten {
  storeName: string;
  message: typeof chatMessages.$inferSelect;
  room: ChatRoomRow;
}

export type StoreMessageOutcome =
  | ({ outcome: 'STORED' } & StoreMessageWritten)
  | ({ outcome: 'DUPLICATE' } & StoreMessageWritten)
  | { outcome: 'STORE_NOT_FOUND' }
  | { outcome: 'ROOM_NOT_FOUND' };

export interface ChatDemoRows {
  mppSettings: typeof chatMppSettings.$inferInsert | null;
  mppFlags: (typeof chatStoreMppFlags.$inferInsert)[];
  bannedWords: string[];
  blockedImageHashes: (typeof chatBlockedImageHashes.$inferInsert)[];
  images: NewChatImageRow[];
  rooms: NewChatRoomRow[];
  messages: NewChatMessageRow[];
  templates: (typeof chatTemplates.$inferInsert)[];
  quotas: (typeof chatReviewReminderQuotas.$inferInsert)[];
  reminderProducts: (typeof chatReviewReminderProducts.$inferInsert)[];
}

/** Reads in the caller's transaction, or on their own. */
type Db = AppDatabase | Transaction;

const imageInfoColumns = {
  id: chatImages.id,
  contentType: chatImages.contentType,
  sizeBytes: sql<number>`octet_length(${chatImages.content})`.mapWith(Number),
  inappropriate: chatImages.inappropriate,
};

export interface RoomListFilter {
  unreadOnly: boolean;
  search?: string;
  /** The pickup points the user serves: the rooms of those points and of none; null: every room of the store. */
  visiblePickupPoints: readonly string[] | null;
  pickupPointCode?: string;
  after?: { updatedDate: Date; roomId: string };
  limit: number;
}

/**
 * A row a function answered as JSON (`to_jsonb(row)`: column names, timestamps as text, a jsonb column as JSON),
 * read as the query builder reads the table's rows (property names, Dates).
 */
function rowFromJson(table: typeof chatRooms | typeof chatMessages, json: unknown): Record<string, unknown> {
  const record = (typeof json === 'string' ? JSON.parse(json) : json) as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table)) as [string, Column][]) {
    const value = record[column.name];
    row[key] = value === null || value === undefined ? null : column.columnType === 'PgJsonb' ? value : column.mapFromDriverValue(value);
  }
  return row;
}

/** The only place that reads and writes the chat tables. */
export class ChatRepository {
  constructor(readonly db: AppDatabase) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  // ── Stores, pickup points, MPP ──

  async store(code: string): Promise<{ code: string; name: string; status: string } | null> {
    const [row] = await this.db.select({ code: stores.code, name: stores.name, status: stores.status }).from(stores).where(eq(stores.code, code)).limit(1);
    return row ?? null;
  }

  async activePickupPoints(storeCode: string): Promise<{ code: string; name: string; isDefault: boolean }[]> {
    return this.db
      .select({ code: pickupPoints.code, name: pickupPoints.name, isDefault: pickupPoints.isDefault })
      .from(pickupPoints)
      .where(and(eq(pickupPoints.storeCode, storeCode), eq(pickupPoints.active, true)))
      .orderBy(desc(pickupPoints.isDefault), asc(pickupPoints.code));
  }

  async mppSettings(): Promise<{ isMppChatEnabled: boolean; whiteListedMppSellers: string[] }> {
    const [row] = await this.db.select().from(chatMppSettings).limit(1);
    return { isMppChatEnabled: row?.isMppChatEnabled ?? false, whiteListedMppSellers: row?.whiteListedMppSellers ?? [] };
  }

  async storeMppFlag(storeCode: string): Promise<boolean> {
    const [row] = await this.db
      .select({ enabled: chatStoreMppFlags.enabled })
      .from(chatStoreMppFlags)
      .where(eq(chatStoreMppFlags.storeCode, storeCode))
      .limit(1);
    return row?.enabled ?? false;
  }

  // ── Rooms ──

  async room(db: Db, storeCode: string, roomId: string, forUpdate = false): Promise<ChatRoomRow | null> {
    const query = db
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.storeCode, storeCode), eq(chatRooms.roomId, roomId)))
      .limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  /** The room, created empty (nothing sent yet, read both ways) when it does not exist; locked for the caller's transaction. */
  async roomForUpdate(tx: Transaction, room: NewChatRoomRow): Promise<ChatRoomRow> {
    await tx.insert(chatRooms).values(room).onConflictDoNothing();
    const found = await this.room(tx, room.storeCode, room.roomId, true);
    if (!found) throw new Error(`chat room ${room.storeCode}/${room.roomId} vanished`);
    return found;
  }

  async updateRoom(tx: Transaction, storeCode: string, roomId: string, changes: Partial<NewChatRoomRow>): Promise<ChatRoomRow> {
    const [row] = await tx
      .update(chatRooms)
      .set(changes)
      .where(and(eq(chatRooms.storeCode, storeCode), eq(chatRooms.roomId, roomId)))
      .returning();
    return row;
  }

  private roomConditions(storeCode: string, filter: Omit<RoomListFilter, 'after' | 'limit'>): SQL[] {
    const conditions: SQL[] = [eq(chatRooms.storeCode, storeCode)];
    if (filter.unreadOnly) conditions.push(eq(chatRooms.hasBeenRead, false));
    if (filter.visiblePickupPoints) {
      const point = sql`coalesce(${chatRooms.pickupPointCode}, ${chatRooms.orderPickupPointCode})`;
      const points = filter.visiblePickupPoints;
      conditions.push(points.length ? (or(sql`${point} is null`, inArray(point, [...points])) as SQL) : sql`${point} is null`);
    }
    if (filter.pickupPointCode) conditions.push(eq(chatRooms.pickupPointCode, filter.pickupPointCode));
    if (filter.search) {
      const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(or(ilike(chatRooms.customerName, pattern), ilike(chatRooms.customerId, pattern)) as SQL);
    }
    return conditions;
  }

  /** Rooms newest `updatedDate` first (the room id breaking ties), after the keyset position. */
  async rooms(storeCode: string, filter: RoomListFilter): Promise<ChatRoomRow[]> {
    const conditions = this.roomConditions(storeCode, filter);
    if (filter.after) {
      const { updatedDate, roomId } = filter.after;
      conditions.push(or(lt(chatRooms.updatedDate, updatedDate), and(eq(chatRooms.updatedDate, updatedDate), lt(chatRooms.roomId, roomId))) as SQL);
    }
    return this.db
      .select()
      .from(chatRooms)
      .where(and(...conditions))
      .orderBy(desc(chatRooms.updatedDate), desc(chatRooms.roomId))
      .limit(filter.limit);
  }

  async unreadRoomCount(storeCode: string, filter: Omit<RoomListFilter, 'after' | 'limit' | 'unreadOnly'>): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(chatRooms)
      .where(and(...this.roomConditions(storeCode, { ...filter, unreadOnly: true })));
    return row?.n ?? 0;
  }

  // ── Messages ──

  private messageSelect(db: Db) {
    return db
      .select({ ...getTableColumns(chatMessages), image: imageInfoColumns })
      .from(chatMessages)
      .leftJoin(chatImages, eq(chatImages.id, chatMessages.imageId));
  }

  private static withImage(row: typeof chatMessages.$inferSelect & { image: ChatImageInfo | { id: null } | null }): ChatMessageRow {
    return { ...row, image: row.image && row.image.id ? (row.image as ChatImageInfo) : null };
  }

  /**
   * One message and its room's new record, in the caller's transaction, in one round trip (the `chat_store_message`
   * function of migration 0016): the store checked, the room opened if it may be and locked, the message stored unless
   * the room holds its `clientMessageId` already (DUPLICATE then, nothing written, the stored message answered), and
   * the room's record updated for it (a customer's message is unread by the seller, a seller's by the customer).
   */
  async storeMessage(tx: Transaction, input: StoreMessageInput): Promise<StoreMessageOutcome> {
    const m = input.message;
    const result = (await tx.execute(sql`
      select outcome, store_name, message, room from chat_store_message(
        ${input.storeCode}, ${input.roomId}, ${input.customerId}, ${input.customerName}, ${input.pickupPointCode},
        ${input.storeMustBeActive}, ${input.roomMustExist}, ${m.senderType}, ${m.senderUserId ?? null}::uuid, ${m.senderName},
        ${m.clientMessageId}, ${m.kind}, ${m.text ?? null}, ${m.imageId ?? null}::uuid,
        ${m.product === undefined || m.product === null ? null : JSON.stringify(m.product)}::jsonb, ${m.orderNumber ?? null}, ${m.sticker ?? null},
        ${input.preview}, ${input.now.toISOString()}::timestamptz)`)) as unknown as {
      rows: { outcome: string; store_name: string | null; message: unknown; room: unknown }[];
    };
    const [row] = result.rows;
    if (row.outcome === 'STORE_NOT_FOUND' || row.outcome === 'ROOM_NOT_FOUND') return { outcome: row.outcome };
    return {
      outcome: row.outcome === 'DUPLICATE' ? 'DUPLICATE' : 'STORED',
      storeName: row.store_name ?? input.storeCode,
      message: rowFromJson(chatMessages, row.message) as typeof chatMessages.$inferSelect,
      room: rowFromJson(chatRooms, row.room) as ChatRoomRow,
    };
  }

  /** Stores the message unless the room holds one of the same `clientMessageId`; null then. */
  async insertMessage(tx: Transaction, message: NewChatMessageRow): Promise<number | null> {
    const [row] = await tx
      .insert(chatMessages)
      .values(message)
      .onConflictDoNothing({ target: [chatMessages.storeCode, chatMessages.roomId, chatMessages.clientMessageId] })
      .returning({ id: chatMessages.id });
    return row?.id ?? null;
  }

  async message(db: Db, id: number): Promise<ChatMessageRow | null> {
    const [row] = await this.messageSelect(db).where(eq(chatMessages.id, id)).limit(1);
    return row ? ChatRepository.withImage(row) : null;
  }

  async messageByClientId(db: Db, storeCode: string, roomId: string, clientMessageId: string): Promise<ChatMessageRow | null> {
    const [row] = await this.messageSelect(db)
      .where(and(eq(chatMessages.storeCode, storeCode), eq(chatMessages.roomId, roomId), eq(chatMessages.clientMessageId, clientMessageId)))
      .limit(1);
    return row ? ChatRepository.withImage(row) : null;
  }

  /** A room's messages before the id (newest first). */
  async history(storeCode: string, roomId: string, beforeId: number | null, limit: number): Promise<ChatMessageRow[]> {
    const conditions = [eq(chatMessages.storeCode, storeCode), eq(chatMessages.roomId, roomId)];
    if (beforeId !== null) conditions.push(lt(chatMessages.id, beforeId));
    const rows = await this.messageSelect(this.db)
      .where(and(...conditions))
      .orderBy(desc(chatMessages.id))
      .limit(limit);
    return rows.map((row) => ChatRepository.withImage(row));
  }

  /** Marks the unread messages of `senderType` read; the newest such message's time, or null when none was unread. */
  async markRead(tx: Transaction, storeCode: string, roomId: string, senderType: string, now: Date): Promise<Date | null> {
    const rows = await tx
      .update(chatMessages)
      .set({ readAt: now })
      .where(and(eq(chatMessages.storeCode, storeCode), eq(chatMessages.roomId, roomId), eq(chatMessages.senderType, senderType), isNull(chatMessages.readAt)))
      .returning({ createdAt: chatMessages.createdAt });
    if (!rows.length) return null;
    return new Date(Math.max(...rows.map((r) => r.createdAt.getTime())));
  }

  // ── Images ──

  async insertImage(image: NewChatImageRow): Promise<ChatImageInfo> {
    const [row] = await this.db
      .insert(chatImages)
      .values(image)
      .returning({ id: chatImages.id, contentType: chatImages.contentType, inappropriate: chatImages.inappropriate });
    return { ...row, sizeBytes: image.content.length };
  }

  async imageInfo(db: Db, storeCode: string, id: string): Promise<ChatImageInfo | null> {
    const [row] = await db
      .select(imageInfoColumns)
      .from(chatImages)
      .where(and(eq(chatImages.storeCode, storeCode), eq(chatImages.id, id)))
      .limit(1);
    return row ?? null;
  }

  /** Who uploaded an image of the store (`seller:{userId}` or `customer:{customerId}`), or null when there is none. */
  async imageUploader(storeCode: string, id: string): Promise<string | null> {
    const [row] = await this.db
      .select({ uploadedBy: chatImages.uploadedBy })
      .from(chatImages)
      .where(and(eq(chatImages.storeCode, storeCode), eq(chatImages.id, id)))
      .limit(1);
    return row?.uploadedBy ?? null;
  }

  async imageContent(storeCode: string, id: string): Promise<{ contentType: string; content: Buffer } | null> {
    const [row] = await this.db
      .select({ contentType: chatImages.contentType, content: chatImages.content })
      .from(chatImages)
      .where(and(eq(chatImages.storeCode, storeCode), eq(chatImages.id, id)))
      .limit(1);
    return row ?? null;
  }

  async isBlockedImage(sha256: string): Promise<boolean> {
    const [row] = await this.db
      .select({ sha256: chatBlockedImageHashes.sha256 })
      .from(chatBlockedImageHashes)
      .where(eq(chatBlockedImageHashes.sha256, sha256))
      .limit(1);
    return Boolean(row);
  }

  // ── Templates ──

  async templates(storeCode: string): Promise<ChatTemplateRow[]> {
    return this.db
      .select()
      .from(chatTemplates)
      .where(eq(chatTemplates.storeCode, storeCode))
      .orderBy(asc(chatTemplates.position), asc(chatTemplates.createdAt));
  }

  async template(storeCode: string, id: string): Promise<ChatTemplateRow | null> {
    const [row] = await this.db
      .select()
      .from(chatTemplates)
      .where(and(eq(chatTemplates.storeCode, storeCode), eq(chatTemplates.id, id)))
      .limit(1);
    return row ?? null;
  }

  /** Appends a template unless the store holds `max` already (counted under a lock on the store's templates). */
  async appendTemplate(storeCode: string, fields: { title: string; text: string }, now: Date, max: number): Promise<ChatTemplateRow | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat_templates:${storeCode}`}))`);
      const [{ n, last }] = await tx
        .select({ n: count(), last: sql<number | null>`max(${chatTemplates.position})` })
        .from(chatTemplates)
        .where(eq(chatTemplates.storeCode, storeCode));
      if (n >= max) return null;
      const [row] = await tx
        .insert(chatTemplates)
        .values({ storeCode, ...fields, position: last === null ? 0 : Number(last) + 1, updatedAt: now, createdAt: now })
        .returning();
      return row;
    });
  }

  async updateTemplate(storeCode: string, id: string, fields: { title: string; text: string }, now: Date): Promise<ChatTemplateRow | null> {
    const [row] = await this.db
      .update(chatTemplates)
      .set({ ...fields, updatedAt: now })
      .where(and(eq(chatTemplates.storeCode, storeCode), eq(chatTemplates.id, id)))
      .returning();
    return row ?? null;
  }

  /** Deletes a template, in `tx`; the row as it was, null when the store has none of that id. */
  async deleteTemplate(tx: Transaction, storeCode: string, id: string): Promise<ChatTemplateRow | null> {
    const [row] = await tx
      .delete(chatTemplates)
      .where(and(eq(chatTemplates.storeCode, storeCode), eq(chatTemplates.id, id)))
      .returning();
    return row ?? null;
  }

  /**
   * Puts a deleted template back as it was (its id, texts, place and dates), in `tx`, unless the store holds `max`
   * already (counted under the lock new templates take); false when full.
   */
  async restoreTemplate(tx: Transaction, row: ChatTemplateRow, max: number): Promise<boolean> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat_templates:${row.storeCode}`}))`);
    const [{ n }] = await tx.select({ n: count() }).from(chatTemplates).where(eq(chatTemplates.storeCode, row.storeCode));
    if (n >= max) return false;
    await tx.insert(chatTemplates).values(row).onConflictDoNothing({ target: chatTemplates.id });
    return true;
  }

  /** Gives the templates the positions of `ids`, if `ids` is exactly the store's templates; false otherwise. */
  async reorderTemplates(storeCode: string, ids: readonly string[], now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat_templates:${storeCode}`}))`);
      const current = await tx.select({ id: chatTemplates.id }).from(chatTemplates).where(eq(chatTemplates.storeCode, storeCode));
      const known = new Set(current.map((r) => r.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) return false;
      for (const [position, id] of ids.entries()) {
        await tx
          .update(chatTemplates)
          .set({ position, updatedAt: now })
          .where(and(eq(chatTemplates.storeCode, storeCode), eq(chatTemplates.id, id), ne(chatTemplates.position, position)));
      }
      return true;
    });
  }

  // ── Review reminder ──

  /** The store's quota and what completed orders added to it in `grantMonth` (0 when its last grant was another month). */
  async quota(storeCode: string, month: string): Promise<{ available: number; grantedInMonth: number }> {
    const [row] = await this.db
      .select({
        available: chatReviewReminderQuotas.availableQuota,
        month: chatReviewReminderQuotas.grantMonth,
        granted: chatReviewReminderQuotas.grantedInMonth,
      })
      .from(chatReviewReminderQuotas)
      .where(eq(chatReviewReminderQuotas.storeCode, storeCode))
      .limit(1);
    return { available: row?.available ?? 0, grantedInMonth: row && row.month === month ? row.granted : 0 };
  }

  /**
   * Adds `wanted` reminders to the store's quota in `tx`, no more than `cap` counting what `month` added already (a
   * grant of a later month starts the count again): one upsert, so two completions at once add within the cap.
   * Answers how many were added.
   */
  async grantQuota(tx: Transaction, storeCode: string, month: string, wanted: number, cap: number): Promise<number> {
    const q = chatReviewReminderQuotas;
    const before = sql`(case when ${q.grantMonth} = ${month} then ${q.grantedInMonth} else 0 end)`;
    const added = sql`greatest(0, least(${wanted}::int, ${cap}::int - ${before}))`;
    const first = Math.max(0, Math.min(wanted, cap));
    const [row] = await tx
      .insert(q)
      .values({ storeCode, availableQuota: first, grantMonth: month, grantedInMonth: first })
      .onConflictDoUpdate({
        target: q.storeCode,
        set: {
          availableQuota: sql`${q.availableQuota} + ${added}`,
          grantedInMonth: sql`${before} + ${added}`,
          grantMonth: month,
        },
      })
      .returning({ granted: q.grantedInMonth });
    return row?.granted ?? 0;
  }

  /** Spends one reminder of the store's quota; false when none is left. */
  async spendQuota(tx: Transaction, storeCode: string): Promise<boolean> {
    const rows = await tx
      .update(chatReviewReminderQuotas)
      .set({ availableQuota: sql`${chatReviewReminderQuotas.availableQuota} - 1` })
      .where(and(eq(chatReviewReminderQuotas.storeCode, storeCode), gt(chatReviewReminderQuotas.availableQuota, 0)))
      .returning({ quota: chatReviewReminderQuotas.availableQuota });
    return rows.length > 0;
  }

  /** Offers a completed order's items in `tx`, once per order item; answers how many are new (a completion seen again offers none). */
  async offerReminders(tx: Transaction, rows: (typeof chatReviewReminderProducts.$inferInsert)[]): Promise<number> {
    if (!rows.length) return 0;
    const inserted = await tx.insert(chatReviewReminderProducts).values(rows).onConflictDoNothing().returning({ id: chatReviewReminderProducts.id });
    return inserted.length;
  }

  /** The store's offers not expired at `now`, newest delivery first, at most `limit`. */
  async reminderProducts(storeCode: string, now: Date, limit: number): Promise<ChatReviewReminderProductRow[]> {
    return this.db
      .select()
      .from(chatReviewReminderProducts)
      .where(and(eq(chatReviewReminderProducts.storeCode, storeCode), gt(chatReviewReminderProducts.expiresAt, now)))
      .orderBy(desc(chatReviewReminderProducts.deliveredAt), asc(chatReviewReminderProducts.id))
      .limit(limit);
  }

  async reminderProduct(db: Db, storeCode: string, id: string, forUpdate = false): Promise<ChatReviewReminderProductRow | null> {
    const query = db
      .select()
      .from(chatReviewReminderProducts)
      .where(and(eq(chatReviewReminderProducts.storeCode, storeCode), eq(chatReviewReminderProducts.id, id)))
      .limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  async markReminded(tx: Transaction, id: string, changes: { remindedAt: Date; remindedBy: string; reminderMessageId: number }): Promise<void> {
    await tx.update(chatReviewReminderProducts).set(changes).where(eq(chatReviewReminderProducts.id, id));
  }

  // ── What other modules read: the dashboard, store performance and broadcast ──

  /** Rooms whose last message is the customer's (waiting for an answer, the oldest's time) and rooms not read. */
  async roomCounts(
    storeCode: string,
    visiblePickupPoints: readonly string[] | null = null,
  ): Promise<{ waiting: number; unread: number; oldestWaitingAt: Date | null }> {
    const [row] = await this.db
      .select({
        waiting: sql<number>`count(*) filter (where ${chatRooms.senderType} = 'CUSTOMER')`.mapWith(Number),
        unread: sql<number>`count(*) filter (where not ${chatRooms.hasBeenRead})`.mapWith(Number),
        oldestWaitingAt: sql<Date | null>`min(${chatRooms.updatedDate}) filter (where ${chatRooms.senderType} = 'CUSTOMER')`.mapWith((v) =>
          v === null ? null : new Date(v as string),
        ),
      })
      .from(chatRooms)
      .where(and(...this.roomConditions(storeCode, { visiblePickupPoints, unreadOnly: false })));
    return row ?? { waiting: 0, unread: 0, oldestWaitingAt: null };
  }

  /** Who wrote when in the store's rooms between two instants, room by room in order (no content). */
  async timeline(
    storeCode: string,
    from: Date,
    to: Date,
    visiblePickupPoints: readonly string[] | null = null,
  ): Promise<{ roomId: string; senderType: string; createdAt: Date }[]> {
    const conditions = [eq(chatMessages.storeCode, storeCode), gte(chatMessages.createdAt, from), lt(chatMessages.createdAt, to)];
    if (visiblePickupPoints) {
      const visibleRooms = this.db
        .select({ roomId: chatRooms.roomId })
        .from(chatRooms)
        .where(and(...this.roomConditions(storeCode, { visiblePickupPoints, unreadOnly: false })));
      conditions.push(inArray(chatMessages.roomId, visibleRooms));
    }
    return this.db
      .select({ roomId: chatMessages.roomId, senderType: chatMessages.senderType, createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(...conditions))
      .orderBy(asc(chatMessages.roomId), asc(chatMessages.id));
  }

  /** The rooms of customers who wrote to the store since `since` (null: ever), oldest room first. */
  async roomsWithCustomerMessagesSince(storeCode: string, since: Date | null): Promise<ChatRoomRow[]> {
    const wrote = this.db
      .select({ one: sql`1` })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.storeCode, chatRooms.storeCode),
          eq(chatMessages.roomId, chatRooms.roomId),
          eq(chatMessages.senderType, 'CUSTOMER'),
          ...(since ? [gte(chatMessages.createdAt, since)] : []),
        ),
      );
    return this.db
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.storeCode, storeCode), exists(wrote)))
      .orderBy(asc(chatRooms.createdAt), asc(chatRooms.roomId));
  }

  /** Per `clientMessageId`: how many of the store's messages sent with it, and how many of those were read. */
  async deliveryCounts(storeCode: string, clientMessageIds: readonly string[]): Promise<Map<string, { sent: number; read: number }>> {
    if (!clientMessageIds.length) return new Map();
    const rows = await this.db
      .select({
        clientMessageId: chatMessages.clientMessageId,
        sent: count(),
        read: sql<number>`count(${chatMessages.readAt})`.mapWith(Number),
      })
      .from(chatMessages)
      .where(and(eq(chatMessages.storeCode, storeCode), inArray(chatMessages.clientMessageId, [...clientMessageIds])))
      .groupBy(chatMessages.clientMessageId);
    return new Map(rows.map((r) => [r.clientMessageId, { sent: r.sent, read: r.read }]));
  }

  // ── Demo data ──

  /** Writes demo rows, keeping every row that exists already (seeding twice changes nothing). */
  async insertDemo(rows: ChatDemoRows): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (rows.mppSettings) await tx.insert(chatMppSettings).values(rows.mppSettings).onConflictDoNothing();
      if (rows.mppFlags.length) await tx.insert(chatStoreMppFlags).values(rows.mppFlags).onConflictDoNothing();
      if (rows.bannedWords.length)
        await tx
          .insert(chatBannedWords)
          .values(rows.bannedWords.map((word) => ({ word })))
          .onConflictDoNothing();
      if (rows.blockedImageHashes.length) await tx.insert(chatBlockedImageHashes).values(rows.blockedImageHashes).onConflictDoNothing();
      if (rows.images.length) await tx.insert(chatImages).values(rows.images).onConflictDoNothing();
      if (rows.rooms.length) await tx.insert(chatRooms).values(rows.rooms).onConflictDoNothing();
      if (rows.messages.length) await tx.insert(chatMessages).values(rows.messages).onConflictDoNothing();
      if (rows.templates.length) await tx.insert(chatTemplates).values(rows.templates).onConflictDoNothing();
      if (rows.quotas.length) await tx.insert(chatReviewReminderQuotas).values(rows.quotas).onConflictDoNothing();
      if (rows.reminderProducts.length) await tx.insert(chatReviewReminderProducts).values(rows.reminderProducts).onConflictDoNothing();
    });
  }

  // ── Banned words ──

  async bannedWords(): Promise<string[]> {
    return (await this.db.select({ word: chatBannedWords.word }).from(chatBannedWords)).map((r) => r.word);
  }

  async bannedWordRows(): Promise<ChatBannedWordRow[]> {
    return this.db.select().from(chatBannedWords).orderBy(asc(chatBannedWords.word));
  }

  async bannedWordRow(db: Db, id: string, forUpdate = false): Promise<ChatBannedWordRow | null> {
    const query = db.select().from(chatBannedWords).where(eq(chatBannedWords.id, id)).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  /** Adds a word; null when the list holds it already. */
  async insertBannedWord(tx: Transaction, word: string, now: Date): Promise<ChatBannedWordRow | null> {
    const [row] = await tx.insert(chatBannedWords).values({ word, createdAt: now, updatedAt: now }).onConflictDoNothing().returning();
    return row ?? null;
  }

  /** Changes a word; null when another row holds the new word already. */
  async updateBannedWord(tx: Transaction, id: string, word: string, now: Date): Promise<ChatBannedWordRow | null> {
    const taken = await tx.select({ id: chatBannedWords.id }).from(chatBannedWords).where(eq(chatBannedWords.word, word)).limit(1);
    if (taken.length) return null;
    const [row] = await tx.update(chatBannedWords).set({ word, updatedAt: now }).where(eq(chatBannedWords.id, id)).returning();
    return row ?? null;
  }

  async deleteBannedWord(tx: Transaction, id: string): Promise<ChatBannedWordRow | null> {
    const [row] = await tx.delete(chatBannedWords).where(eq(chatBannedWords.id, id)).returning();
    return row ?? null;
  }

  /** Tells every process, when `tx` commits, that the banned words changed. */
  async notifyBannedWordsChanged(tx: Transaction): Promise<void> {
    await tx.execute(sql`select pg_notify(${bannedWordsChangedChannel}, '')`);
  }
}
