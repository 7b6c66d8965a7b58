import type { CallRefs } from '@seller-portal/contracts/core';
import type { chatCalls } from './chat';
import { chatPaths } from './chat-paths';

/**
 * The chat calls the realtime port makes (the token, the rooms, a room's history, sending, reading, typing) as
 * `CallRef`s: `client.call` makes them with their declarations' types, and no schema loads with the port, so the
 * chat widget's first open carries no schema library. Each is checked against its declaration (types here, values
 * in `all/call-refs.test.ts`).
 */
export const chatCallRefs: CallRefs<
  Pick<typeof chatCalls, 'token' | 'config' | 'assignedPickupPoints' | 'rooms' | 'room' | 'messages' | 'send' | 'read' | 'typing'>
> = {
  token: { method: 'GET', path: chatPaths.generateToken },
  config: { method: 'GET', path: chatPaths.config },
  assignedPickupPoints: { method: 'GET', path: chatPaths.assignedPickupPoints },
  rooms: { method: 'GET', path: chatPaths.rooms },
  room: { method: 'GET', path: `${chatPaths.rooms}/:roomId` },
  messages: { method: 'GET', path: `${chatPaths.rooms}/:roomId/messages` },
  send: { method: 'POST', path: `${chatPaths.rooms}/:roomId/messages` },
  read: { method: 'PUT', path: `${chatPaths.rooms}/:roomId/read` },
  typing: { method: 'POST', path: `${chatPaths.rooms}/:roomId/typing` },
};
