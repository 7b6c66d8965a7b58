import { isApiError } from '@seller-portal/api-client';
import type { ChatApi } from '../core/chat-api';
import { chatApiPaths } from '../core/chat-paths';
import type { ChatSource, ChatSourceEvent, MessagesPage, SessionsPage } from '../core/source';
import type { ChatMessage, ChatSenderType, ChatSession } from '../port/model';
import type { RealtimeLink } from './realtime-link';

/** A message as the server answers it (the contract's ChatMessage): its delivery is SENT, read or not by the customer. */
type ServerMessage = Omit<ChatMessage, 'delivery'> & { hasBeenReadByCustomer?: boolean };

interface MessageEvent {
  storeCode: string;
  message: ServerMessage;
  session: ChatSession;
}
interface ReadEvent {
  storeCode: string;
  roomId: string;
  reader: ChatSenderType;
  readUpTo: number;
  session: ChatSession;
}
interface TypingEvent {
  storeCode: string;
  roomId: string;
  senderType: ChatSenderType;
  typing: boolean;
}

export const chatEventTypes = { message: 'chat.message', read: 'chat.read', typing: 'chat.typing' } as const;

export function fromServerMessage(message: ServerMessage): ChatMessage {
  const { hasBeenReadByCustomer, ...rest } = message;
  return { ...rest, delivery: message.senderType === 'SELLER' && hasBeenReadByCustomer ? 'read' : 'sent' } as ChatMessage;
}

function isOfStore(payload: unknown, storeCode: string): boolean {
  return typeof payload === 'object' && payload !== null && (payload as { storeCode?: unknown }).storeCode === storeCode;
}

/**
 * The server adapter: the portal's chat calls (through the chat token) and the tab's realtime socket, which
 * carries `chat.message`, `chat.read` and `chat.typing` of the store's rooms.
 */
export function createServerSource(api: ChatApi, realtime: RealtimeLink, storeCode: string): ChatSource {
  const listeners = new Set<(event: ChatSourceEvent) => void>();
  const emit = (event: ChatSourceEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  const stops = [
    realtime.subscribe(chatEventTypes.message, (payload) => {
      if (!isOfStore(payload, storeCode)) return;
      const { message, session } = payload as MessageEvent;
      emit({ type: 'message', message: fromServerMessage(message), session });
    }),
    realtime.subscribe(chatEventTypes.read, (payload) => {
      if (!isOfStore(payload, storeCode)) return;
      const { roomId, reader, readUpTo, session } = payload as ReadEvent;
      emit({ type: 'read', roomId, reader, readUpTo, session });
    }),
    realtime.subscribe(chatEventTypes.typing, (payload) => {
      if (!isOfStore(payload, storeCode)) return;
      const typing = payload as TypingEvent;
      if (typing.senderType === 'CUSTOMER') emit({ type: 'typing', roomId: typing.roomId, typing: typing.typing });
    }),
    realtime.onReconnect(() => emit({ type: 'reconnected' })),
  ];

  return {
    adapter: 'server',
    storeCode,
    connection: realtime.state,
    async listSessions(query, cursor, size): Promise<SessionsPage> {
      const page = await api.request<{ content: ChatSession[]; nextCursor: string | null; unreadRooms: number }>('GET', chatApiPaths.rooms, {
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
        return await api.request<ChatSession>('GET', chatApiPaths.room(roomId));
      } catch (error) {
        // A room the customer has not written in yet has no record.
        if (isApiError(error) && error.httpStatus === 404) return null;
        throw error;
      }
    },
    async listMessages(roomId, before, size): Promise<MessagesPage> {
      const page = await api.request<{ content: ServerMessage[]; nextBefore: string | null }>('GET', chatApiPaths.messages(roomId), {
        query: { before: before ?? undefined, size },
      });
      return { messages: page.content.map(fromServerMessage), nextBefore: page.nextBefore };
    },
    async sendMessage(roomId, clientMessageId, content) {
      const answer = await api.request<{ message: ServerMessage; session: ChatSession }>('POST', chatApiPaths.messages(roomId), {
        body: { clientMessageId, ...content },
      });
      return { message: fromServerMessage(answer.message), session: answer.session };
    },
    async markRead(roomId) {
      await api.request('PUT', chatApiPaths.read(roomId));
    },
    async sendTyping(roomId, typing) {
      await api.request('POST', chatApiPaths.typing(roomId), { body: { typing } });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      for (const stop of stops) stop();
      listeners.clear();
    },
  };
}
