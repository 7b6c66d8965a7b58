import { sellerChatFeature } from '@seller-portal/contracts/chat';
import { accessOf, holdsAccess, type Session } from '@seller-portal/contracts/core';

/**
 * Whether the session may write in chat (send, templates, review reminders): the declaration's write action,
 * STORE_CONVERSATION with STORE_CONVERSATION_WRITE. Staff without it read the conversations and see no composer
 * (the server refuses their sends too).
 */
export function canWriteChat(session: Pick<Session, 'accessibilities' | 'mode'>): boolean {
  return holdsAccess(session, accessOf(sellerChatFeature, 'write'));
}
