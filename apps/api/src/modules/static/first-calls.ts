import { sessionCalls } from '@seller-portal/contracts/accounts';
import { configCalls, requestDefaults, type FirstCall, type PageFirstCalls, type Session } from '@seller-portal/contracts/core';
import { decideAccess } from '../../http/access';

/** What every signed-in page asks first, before its own calls: the session and the application config (§3). */
export const everyPageFirstCalls: readonly FirstCall[] = [sessionCalls.session, configCalls.get];

/**
 * The addresses of the calls a signed-in page makes as it first draws, which its document preloads: the session's and
 * the config's, then the page's own (`pages`, by the path without a trailing slash), each only when `session` may make
 * it (a refused call would be an error in the browser's console and an answer nobody reads). Each carries the §7
 * standard query as the web client sends it, with `requestId` as given.
 */
export function firstCallAddresses(
  pages: readonly PageFirstCalls[],
  path: string,
  session: Pick<Session, 'mode' | 'accessibilities'>,
  requestId: number,
): string[] {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const calls = [...everyPageFirstCalls, ...pages.filter((declared) => declared.page === page).flatMap((declared) => declared.calls)];
  const query = new URLSearchParams({ ...requestDefaults, requestId: String(requestId) }).toString();
  return calls.filter((call) => decideAccess(call.access, session) === 'allow').map((call) => `${call.path}?${query}`);
}

/**
 * The document with a `<link rel="preload" as="fetch">` per address at the end of its head (after the scripts it
 * preloads), marked `data-call` for the web client, which takes the preloaded answer instead of asking again.
 * `crossorigin` makes the preload's request the client's own (mode cors, credentials same-origin).
 */
export function withFirstCallPreloads(html: string, addresses: readonly string[]): string {
  if (!addresses.length) return html;
  const links = addresses.map((address) => `<link rel="preload" as="fetch" crossorigin href="${address.replace(/&/g, '&amp;')}" data-call>`).join('');
  const end = html.indexOf('</head>');
  return end < 0 ? html : html.slice(0, end) + links + html.slice(end);
}
