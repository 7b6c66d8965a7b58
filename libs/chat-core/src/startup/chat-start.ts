import { chatAccessCodes, hasAccessibilities, type Session } from '@seller-portal/contracts';

// The codes themselves live in contracts, beside the session: the first page's manifest and bottom navbar read them.
export { chatAccessCodes };

/** §6 chat access: STORE mode and one of the conversation codes. */
export function hasChatAccess(session: Pick<Session, 'accessibilities' | 'mode'> | null | undefined): boolean {
  if (session?.mode?.type !== 'STORE') return false;
  return chatAccessCodes.some((code) => hasAccessibilities(session, [code]));
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
