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
export { useChatConnection, useChatRoom, useChatSessions, useStoreUnreadRooms, useUnreadRooms } from './react/hooks';
export type { ChatRoomResult, ChatSessionsResult } from './react/hooks';
export { chatKeys } from './core/query-keys';

// The calls with the chat token, and the adapters' choice
export { chatApiUnreachableEvent, createChatApi, tokenExpiry } from './core/chat-api';
export { chatDatabaseErrorEvent, isTrackedDatabaseError } from './core/error-trackers';
export type { ChatApi, ChatCallFailure } from './core/chat-api';
export { chatAdapterFor, realtimeDatabaseConfig } from './core/adapter-choice';
export type { RealtimeDatabaseConfig } from './core/adapter-choice';
export { openChatPort } from './core/open-port';
export type { OpenChatOptions } from './core/open-port';
export type { RealtimeClientLike, RealtimeLink } from './server/realtime-link';

// §4.10: who has chat, when it connects, MPP, desktop notifications, the unread title, feedback events
export { chatConnectionStarts, hasChatAccess } from './startup/chat-start';
export { useChatMpp } from './react/use-chat-mpp';
export type { ChatMpp } from './react/use-chat-mpp';
export { ChatNotifications } from './notifications/ChatNotifications';
export type { ChatNotificationsProps } from './notifications/ChatNotifications';
export { useNewChatMessages } from './notifications/use-new-chat-messages';
export type { NewChatMessagesOptions } from './notifications/use-new-chat-messages';
export { decideNotification, notificationKey, roomOfPath, titleWithUnread } from './notifications/decide';
export type { ChatNotification, NotificationContext, NotificationDecision, NotificationSkip } from './notifications/decide';
export { useUnreadTitle } from './react/use-unread-title';
export { chatFeedbackCode, offerChatFeedback } from './notifications/feedback';
export type { ChatFeedbackKind } from './notifications/feedback';
export { chatCoreResources } from './i18n/resources';
