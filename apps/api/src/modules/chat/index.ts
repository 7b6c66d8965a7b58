import { accessOf } from '@seller-portal/contracts/core';
import { sellerChatFeature } from '@seller-portal/contracts/chat';
import type { ServerModule, SettingsOf } from '../server-module';
import { ChatTokens } from './chat-token';
import { seedChatDemo } from './demo';
import { ChatRepository } from './repository';
import { BannedWordKeeper, BannedWordList } from './banned-words';
import { bannedWordRoutes, chatRoutes } from './routes';
import * as chatTables from './schema';
import { ChatService } from './service';
import { chatSettings } from './settings';

export { ChatTokens, devChatTokenSecret, type ChatTokenSettings, type FirebaseServiceAccount } from './chat-token';
export { chatDemo } from './demo';

/** What the dashboard, store performance and broadcast read of a store's chats, and how a broadcast is sent. */
export interface ChatInsights {
  /**
   * Rooms waiting for the seller's answer (the customer wrote last, the oldest since when) and rooms not read; with
   * `viewer`, only the rooms of the pickup points that member serves (an MPP store's staff assigned to some).
   */
  roomCounts(storeCode: string, viewer?: { userId: string; isOwner: boolean }): Promise<{ waiting: number; unread: number; oldestWaitingAt: Date | null }>;
  /** Who wrote when, room by room in order, between two instants; with `viewer`, in the rooms that member sees only. */
  timeline(
    storeCode: string,
    from: Date,
    to: Date,
    viewer?: { userId: string; isOwner: boolean },
  ): Promise<{ roomId: string; senderType: string; createdAt: Date }[]>;
  /** The rooms of the customers who wrote to the store since `since` (null: ever). */
  audience(storeCode: string, since: Date | null): Promise<{ roomId: string; customerId: string }[]>;
  /** Sends a text as the store into a room; false when the room holds this `clientMessageId` already or is gone. */
  sendAsStore(input: { storeCode: string; userId: string | null; senderName: string; roomId: string; clientMessageId: string; text: string }): Promise<boolean>;
  /** Per `clientMessageId`, the store's messages sent with it and how many the customers read. */
  deliveryCounts(storeCode: string, clientMessageIds: readonly string[]): Promise<Map<string, { sent: number; read: number }>>;
}

declare module '../server-module' {
  interface Services {
    chat: ChatInsights;
  }
}

/**
 * Seller chat (§2.3, §4.10, §6, §7 "Chat"): rooms with their §3 session records, messages, images, templates, the
 * review reminder (fed by completed orders through `services.orderCompletions`), banned words and the MPP config,
 * for STORE sessions with a chat token; the buyer app's side, with its customer token; and the banned words' keeper
 * for internal staff (INTERNAL_CHAT-BANNED-WORD, with the audit log).
 */
export const chatModule: ServerModule<SettingsOf<typeof chatSettings>> = {
  name: 'chat',
  tables: chatTables,
  settings: chatSettings,
  create: async ({ database, clock, services, settings, own }) => {
    const tokens = new ChatTokens(own, () => clock.now());
    const { realtime } = services;
    const repository = new ChatRepository(database.db);
    const bannedWords = new BannedWordList(repository, database);
    await bannedWords.start();
    const keeper = new BannedWordKeeper(repository, bannedWords, services.audit);
    const { orders } = services;
    const chat = new ChatService(
      repository,
      tokens,
      services.products,
      realtime,
      clock,
      bannedWords,
      (userId, storeCode) => services.staffScope.pickupPointsOf(userId, storeCode),
      (storeCode, orderNumber) => orders.pickupPointOf(storeCode, orderNumber),
      { undo: services.undo, audit: services.audit },
    );
    // A completed order offers its products for a review reminder, in the completion's transaction.
    services.orderCompletions.listen({ completed: (tx, order) => chat.offerForReview(tx, order) });
    return {
      provides: { chat },
      // The palette finds the seller's rooms by the customer's name or id, within the rooms their list shows.
      searchSources: () => [
        {
          kind: 'conversation',
          access: accessOf(sellerChatFeature),
          search: async ({ caller, query, limit }) => {
            const page = await chat.rooms(chat.sellerOf(caller), { search: query, size: limit, filter: 'all' });
            const typed = query.toLowerCase();
            return page.content.map((room) => ({
              kind: 'conversation',
              id: room.roomId,
              title: room.customerName,
              detail: room.customerId,
              path: `/conversations/${encodeURIComponent(room.roomId)}`,
              match:
                room.customerId.toLowerCase() === typed
                  ? 'exact'
                  : room.customerId.toLowerCase().startsWith(typed) || room.customerUnmaskedName.toLowerCase().startsWith(typed)
                    ? 'prefix'
                    : 'fuzzy',
            }));
          },
        },
      ],
      routes: () => [...chatRoutes(chat, services.customerTokens, settings.rateLimits), ...bannedWordRoutes(keeper, clock)],
      close: () => bannedWords.close(),
    };
  },
  seedDemo: seedChatDemo,
};
