import { isApiError } from '@seller-portal/api-client';
import {
  chatCallRefs,
  chatEventTypes,
  type ChatMessageEvent,
  type ChatMessagePage,
  type ChatReadEvent,
  type ChatTypingEvent,
} from '@seller-portal/contracts/chat';
import type { ChatApi } from '../core/chat-api';
import { emitter } from '../core/observable';
import type { ChatSource, ChatSourceEvent, MessagesPage, SessionsPage } from '../core/source';
import type { ChatMessage } from '../port/model';
import type { RealtimeLink } from './realtime-link';

/** A message as the server answers it: stored (SENT), read by the customer or not. */
type ServerMessage = ChatMessagePage['content'][number];

export function fromServerMessage(message: ServerMessage): ChatMessage {
  const { hasBeenReadByCustomer, deliveryState: _stored, ...rest } = message;
  return { ...rest, delivery: message.senderType === 'SELLER' && hasBeenReadByCustomer ? 'read' : 'sent' };
}

function isOfStore(payload: unknown, storeCode: string): boolean {
  return typeof payload === 'object' && payload !== null && (payload as { storeCode?: unknown }).storeCode === storeCode;
}

/**
 * The server adapter: the portal's declared chat calls (`chatCallRefs`, through the chat token) and the tab's realtime socket, which
 * carries `chat.message`, `chat.read` and `chat.typing` of the store's rooms.
 */
export function createServerSource(api: ChatApi, realtime: RealtimeLink, storeCode: string): ChatSource {
  const events = emitter<ChatSourceEvent>();
  const emit = events.emit;
  const stops = [
    realtime.subscribe(chatEventTypes.message, (payload) => {
      if (!isOfStore(payload, storeCode)) return;
      const { message, session } = payload as ChatMessageEvent;
      emit({ type: 'message', message: fromServerMessage(message), session });
    }),
    realtime.subscribe(chatEventTypes.read, (payload) => {
      if (!isOfStore(payload, storeCode)) return;
      const { roomId, reader, readUpTo, session } = payload as ChatReadEvent;
      emit({ type: 'read', roomId, reader, readUpTo, session });
    }),
    realtime.subscribe(chatEventTypes.typing, (payload) => {
      if (!isOfStore(payload, storeCode)) return;
      const typing = payload as ChatTypingEvent;
      if (typing.senderType === 'CUSTOMER') emit({ type: 'typing', roomId: typing.roomId, typing: typing.typing });
    }),
    realtime.onReconnect(() => emit({ type: 'reconnected' })),
  ];

  return {
    adapter: 'server',
    storeCode,
    connection: realtime.state,
    async listSessions(query, cursor, size): Promise<SessionsPage> {
      const page = await api.call(chatCallRefs.rooms, {
        query: {
          filter: query.filter,
          search: query.search || undefined,
          pickupPointCode: query.pickupPointCode ?? undefined,
          cursor: cursor ?? undefined,
          size,
        },
      });
      return { sessions: page.content, nextCursor: page.nextCursor, unreadRooms: page.unreadRooms };
    },
    async getSession(roomId) {
      try {
        return await api.call(chatCallRefs.room, { params: { roomId } });
      } catch (error) {
        // A room the customer has not written in yet has no record.
        if (isApiError(error) && error.httpStatus === 404) return null;
        throw error;
      }
    },
    async listMessages(roomId, before, size): Promise<MessagesPage> {
      const page = await api.call(chatCallRefs.messages, { params: { roomId }, query: { before: before ?? undefined, size } });
      return { messages: page.content.map(fromServerMessage), nextBefore: page.nextBefore };
    },
    async sendMessage(roomId, clientMessageId, content) {
      const answer = await api.call(chatCallRefs.send, { params: { roomId }, body: { clientMessageId, ...content } });
      return { message: fromServerMessage(answer.message), session: answer.session };
    },
    async markRead(roomId) {
      await api.call(chatCallRefs.read, { params: { roomId } });
    },
    async sendTyping(roomId, typing) {
      await api.call(chatCallRefs.typing, { params: { roomId }, body: { typing } });
    },
    subscribe: events.subscribe,
    dispose() {
      for (const stop of stops) stop();
      events.clear();
    },
  };
}
