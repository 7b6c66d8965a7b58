// The port (what the chat pages use, whichever adapter answers)
export type {
  ChatConfig,
  ChatImage,
  ChatMessage,
  ChatMessageContent,
  ChatMessageKind,
  ChatProductDetail,
  ChatSendContent,
  ChatSenderType,
  ChatSession,
  ConnectionState,
  DeliveryState,
  Unsubscribe,
} from './port/model';
export type { ChatPort, LoadStatus, Observable, RoomSnapshot, RoomView, SessionsQuery, SessionsSnapshot, SessionsView } from './port/port';

// React: the provider that opens the port, the hooks the pages read, the one query-key factory
export { ChatProvider, useChat, useOptionalChat } from './react/chat-provider';
export type { ChatContextValue, ChatProviderProps } from './react/chat-provider';
export { useChatConnection, useChatRoom, useChatSessions, useUnreadRooms } from './react/hooks';
export type { ChatRoomResult, ChatSessionsResult } from './react/hooks';
export { chatKeys } from './core/query-keys';

// The calls with the chat token, and the adapters' choice
export { createChatApi, tokenExpiry } from './core/chat-api';
export type { ChatApi, ChatCallFailure } from './core/chat-api';
export { chatAdapterFor, realtimeDatabaseConfig } from './core/adapter-choice';
export type { RealtimeDatabaseConfig } from './core/adapter-choice';
export { openChatPort } from './core/open-port';
export type { OpenChatOptions } from './core/open-port';
export type { RealtimeLink } from './server/realtime-link';
