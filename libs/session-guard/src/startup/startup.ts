import { isApiError, type ApiClient } from '@seller-portal/api-client';
import { apiPaths, type AppConfig, type Session } from '@seller-portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { configQueryOptions } from '../api/app-config';
import { clearSession, sessionQueryOptions } from '../api/session';
import { routeAfterSession, type RouteDecision } from '../routing/route-after-session';
import { ssoFailureMessageKey, ssoTypeFromCookie } from './sso';

/** Something startup tells the user about (the app shows it as a toast). */
export interface StartupNotice {
  /** i18next key with its namespace, e.g. `session:ssoFailed.google`. */
  messageKey: string;
  error: unknown;
}

export interface StartupOptions {
  client: ApiClient;
  queryClient: QueryClient;
  location: { pathname: string; search: string };
  navigate: (to: string, options: { replace: boolean }) => void;
  notify: (notice: StartupNotice) => void;
  /** Whether the current page is public (§2.7). */
  isPublicPage?: boolean;
  /** The document's cookies; read for the SSO type. */
  cookies?: string;
}

export interface StartupResult {
  config: AppConfig | null;
  session: Session | null;
  decision: RouteDecision | null;
}

/** The local flag of the phone/email reminder (§3 local storage keys, §4.2). */
export const pnvFlagStorageKey = 'bsc_check_pnv';

/** §8: the error page of a failed config load carries the HTTP status when there is one, otherwise 504. */
export function configFailurePath(error: unknown): string {
  const status = isApiError(error) && error.httpStatus > 0 ? error.httpStatus : 504;
  return `/error/${status}`;
}

function withoutQueryKey(search: string, key: string): string {
  const params = new URLSearchParams(search);
  params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** §4.2 step 2: the phone/email-verification flag is cleared when needVerification sends the user away. */
export function clearPnvFlag(): void {
  try {
    globalThis.localStorage?.removeItem(pnvFlagStorageKey);
  } catch {
    // Storage blocked (some webviews): there is no flag to clear.
  }
}

/**
 * §4.1 startup: load the config; sign in with an `authToken` from the URL first; fetch the session
 * and route by it (§4.2). Runs at the first load and again whenever the path becomes '/'.
 */
export async function startup(options: StartupOptions): Promise<StartupResult> {
  const { client, queryClient, location, navigate, notify } = options;
  const params = new URLSearchParams(location.search);

  let config: AppConfig;
  try {
    config = await queryClient.fetchQuery(configQueryOptions(client));
  } catch (error) {
    notify({ messageKey: 'session:configFailed', error });
    navigate(configFailurePath(error), { replace: true });
    return { config: null, session: null, decision: null };
  }

  const authToken = params.get('authToken');
  let search = location.search;
  if (authToken) {
    const ssoType = ssoTypeFromCookie(options.cookies);
    try {
      await client.post<unknown>(apiPaths.signIn, { body: { token: authToken } });
    } catch (error) {
      notify({ messageKey: ssoFailureMessageKey(ssoType), error });
    }
    // A token is single-use: keep it out of the address bar and the history.
    search = withoutQueryKey(search, 'authToken');
  }

  let session: Session | null;
  try {
    // Authentication runs again (§4.1), so the cached session does not count.
    session = await queryClient.fetchQuery({ ...sessionQueryOptions(client), staleTime: 0 });
  } catch (error) {
    // §8 session failure: clear the session; at the root, go to the public entry.
    console.error('The session could not be loaded', error);
    clearSession(queryClient);
    if (location.pathname === '/') navigate('/sign-in', { replace: true });
    return { config, session: null, decision: null };
  }

  const decision = routeAfterSession(session, {
    path: location.pathname,
    redirectUri: params.get('redirectUri'),
    isPublicPage: options.isPublicPage,
  });
  if (decision?.clearPnvFlag) clearPnvFlag();
  if (decision) navigate(decision.to, { replace: true });
  else if (search !== location.search) navigate(`${location.pathname}${search}`, { replace: true });
  return { config, session, decision };
}
