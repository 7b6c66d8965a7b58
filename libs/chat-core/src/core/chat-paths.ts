/** The chat calls (§7 "Chat" and the portal's own room calls), all under STORE + STORE_CONVERSATION + a chat token. */
export const chatApiPaths = {
  token: '/backend/3p/firebase/generate-token',
  config: '/backend/chat/chat/config',
  assignedPickupPoints: '/backend/chat/pickup-point/get-assigned-chats',
  rooms: '/backend/chat/rooms',
  room: (roomId: string) => `/backend/chat/rooms/${encodeURIComponent(roomId)}`,
  messages: (roomId: string) => `/backend/chat/rooms/${encodeURIComponent(roomId)}/messages`,
  read: (roomId: string) => `/backend/chat/rooms/${encodeURIComponent(roomId)}/read`,
  typing: (roomId: string) => `/backend/chat/rooms/${encodeURIComponent(roomId)}/typing`,
} as const;
