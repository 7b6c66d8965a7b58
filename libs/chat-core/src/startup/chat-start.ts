import { sellerChatFeature } from '@seller-portal/contracts/chat';
import { holdsAccess, type Session } from '@seller-portal/contracts/core';

/**
 * §6 chat access, as chat's declaration states it (`sellerChatFeature.access`: STORE mode and STORE_CONVERSATION):
 * the pages, the connection and its notifications open to the sessions whose calls the server answers.
 */
export function hasChatAccess(session: Pick<Session, 'accessibilities' | 'mode'> | null | undefined): boolean {
  return !!session && holdsAccess(session, sellerChatFeature.access);
}

/** Inside the apps, chat connects only on these pages (§4.10). */
const appChatPaths = [/^\/conversations(\/|$)/, /^\/order-list(\/|$)/];

/**
 * §4.10 the chat connection starts when the user is on web, or in the app on conversations or order-list, and
 * there is none yet. (That its config exists is the adapter's choice: the server's socket needs none, the
 * Firebase database its realtime-database config.)
 */
export function chatConnectionStarts(context: { isApp: boolean; pathname: string; started: boolean }): boolean {
  if (context.started) return false;
  return !context.isApp || appChatPaths.some((path) => path.test(context.pathname));
}
