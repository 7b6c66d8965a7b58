import type { RouteInfo } from '@seller-portal/app-runtime';
import { chatAccessCodes, hasAccessibilities, type Session } from '@seller-portal/contracts';

/**
 * Whether the session may send: STORE_CONVERSATION_WRITE. Staff with STORE_CONVERSATION_VIEW-ONLY and without it
 * read the conversations and see no composer (the server refuses their sends too).
 */
export function canWriteChat(session: Pick<Session, 'accessibilities'>): boolean {
  return hasAccessibilities(session, ['STORE_CONVERSATION_WRITE']);
}

/** The route permission of every chat page (§2.6 permission as a function of the route and the session): §6 chat access. */
export function chatRoutePermission(_route: RouteInfo, session: Session): boolean {
  return chatAccessCodes.some((code) => hasAccessibilities(session, [code]));
}
