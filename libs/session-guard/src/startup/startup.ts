import { isApiError, type ApiClient } from '@seller-portal/api-client';
import { firstLoadCalls } from '@seller-portal/contracts/accounts';
import { cookieNames, readCookie, type AppConfig, type Session } from '@seller-portal/contracts/core';
import type { QueryClient } from '@tanstack/react-query';
import { configQueryOptions } from '../api/app-config';
import { clearSession, sessionQueryOptions, trackSessionChange } from '../api/session';
import { channelCookieName, channelOf, detectDeviceType, isAppDevice } from '@seller-portal/device-layout';
import type { PostSessionPlan } from '../routing/route-after-session';
import { clearPnvFlag, readPnvFlag } from './pnv-flag';
import { ssoFailureMessageKey, ssoTypeOf } from './sso';

/** Something startup tells the user about (the app shows it as a toast). */
export interface StartupNotice {
  /** i18next key with its namespace, e.g. `session:ssoFailed.google`. */
  messageKey: string;
  error: unknown;
}

/** §4.2 work that belongs to other features; startup calls what the app provides, in the routing order. */
export interface PostSessionEffects {
  /** Step 4: open the agreement modal. */
  openAgreementModal?: (session: Session) => void;
  /** Step 5: load the tutorials; retried up to 3 times (§9). */
  loadTutorials?: (session: Session) => Promise<unknown>;
  /** Step 5 on the web: fetch the running announcements; a failure is logged (§8), routing goes on. */
  fetchRunningAnnouncements?: (session: Session) => Promise<unknown>;
}

/** §9 tutorial retry limit. */
export const tutorialRetries = 3;

/** Runs `task`, and again after a failure, up to `retries` more times. */
export async function withRetries<T>(task: () => Promise<T>, retries: number): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries) throw error;
    }
  }
}

export interface StartupOptions {
  client: ApiClient;
  /**
   * The page's query client, or its promise while its code is still on the way (the portal's first paint goes without
   * it): the reads then leave at once and join the cache when it comes.
   */
  queryClient: QueryClient | Promise<QueryClient>;
  location: { pathname: string; search: string };
  navigate: (to: string, options: { replace: boolean; state?: unknown }) => void;
  notify: (notice: StartupNotice) => void;
  /** Whether the current page is public (§2.7). */
  isPublicPage?: boolean;
  /** The document's cookies; read for the SSO type and the channel. */
  cookies?: string;
  /** §4.9 the device (and so the channel) comes from it; the navigator's by default. */
  userAgent?: string;
  /** Where the bsc_check_pnv flag is kept; local storage by default. */
  storage?: Pick<Storage, 'getItem'> | null;
  effects?: PostSessionEffects;
  /** Whether the user is still where startup began; a late decision never moves someone who went on. */
  isCurrent?: () => boolean;
  /**
   * The page's first startup: its session read takes one this page load has made already (a page's route loader, as
   * the navigation began) instead of asking again. A later startup (at '/') reads the session anew.
   */
  firstLoad?: boolean;
}

export interface StartupResult {
  config: AppConfig | null;
  session: Session | null;
  plan: PostSessionPlan | null;
}

/** The page that asks before a `?authToken=` link signs a browser in (it gets `ConfirmSignInState`). */
export const confirmSignInPath = '/confirm-sign-in';

/** What startup hands the confirmation page, in the history entry's state (never in the address). */
export interface ConfirmSignInState {
  authToken: string;
  redirectUri: string | null;
}

export function isConfirmSignInState(value: unknown): value is ConfirmSignInState {
  const state = value as Partial<ConfirmSignInState> | null;
  return typeof state?.authToken === 'string' && state.authToken !== '' && (state.redirectUri === null || typeof state.redirectUri === 'string');
}

/**
 * §4.1 `authToken`: the apps' own webviews hand their signed-in user over without a question; any other browser
 * asks first, because a link someone else sent would otherwise sign the reader in to the sender's account.
 */
export function authTokenHandling(userAgent: string): 'SIGN_IN' | 'CONFIRM' {
  return isAppDevice(detectDeviceType(userAgent)) ? 'SIGN_IN' : 'CONFIRM';
}

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

interface CachedRead<T> {
  queryKey: readonly unknown[];
  queryFn: (context: { signal?: AbortSignal }) => Promise<T>;
  staleTime?: number;
}

/**
 * A read through the query cache: with the client there and nothing known yet, the cache's own fetch (joined by the
 * page's observers). Otherwise the answer is `known`, or a call that leaves at once, and the cache takes it as its
 * fetch, now or when the client comes; a failed answer is retried by the cache, as the cache's own fetch would be.
 */
function readThroughCache<T>(queryClient: QueryClient | Promise<QueryClient>, query: CachedRead<T>, known?: Promise<T>): Promise<T> {
  if (!known && !(queryClient instanceof Promise)) {
    // A page's read that startup joined is dropped when that page goes away first (the guard sending a visitor to
    // sign-in): TanStack Query then rejects with its cancel, not an answer of the server, and startup asks again.
    return queryClient.fetchQuery(query).catch((error: unknown) => (isApiError(error) ? Promise.reject(error) : queryClient.fetchQuery(query)));
  }
  const early = known ?? query.queryFn({});
  let first: Promise<T> | null = early;
  const cached = Promise.resolve(queryClient).then((cache) =>
    cache.fetchQuery({
      ...query,
      staleTime: 0,
      // The answer in hand once; the query's later reads (a refresh after sign-in) ask the server.
      queryFn: (context) => {
        const answer = first ?? query.queryFn(context);
        first = null;
        return answer;
      },
    }),
  );
  cached.catch(() => undefined);
  return early.catch(() => cached);
}

/**
 * §3 a browser where nobody has signed in (neither `has-login-history` nor `ever-logged-in`, which every new session
 * writes) has no session: startup does not ask the server for one (whose 401 every first visit would log).
 */
export function neverSignedIn(cookies: string): boolean {
  return !readCookie(cookieNames.loginHistory, cookies) && !readCookie(cookieNames.everLoggedIn, cookies);
}

/**
 * §4.1 startup: load the config; sign in with an `authToken` from the URL first; fetch the session
 * and route by it (§4.2). Runs at the first load and again whenever the path becomes '/'.
 */
export async function startup(options: StartupOptions): Promise<StartupResult> {
  const { client, queryClient, location, navigate, notify } = options;
  const params = new URLSearchParams(location.search);

  // Authentication runs again (§4.1), so a cached session does not count, unless this page load read it (`firstLoad`).
  // Without a token to sign in with first, the read starts beside the config's: it joins the page's own session read,
  // mounted at the same time or begun by its route, rather than following it with a second request.
  const cookies = options.cookies ?? (typeof document === 'undefined' ? '' : document.cookie);
  const readSession = (known?: Promise<null>, thisLoad?: boolean) =>
    readThroughCache(queryClient, { ...sessionQueryOptions(client), ...(!thisLoad && { staleTime: 0 }) }, known);
  const earlySession = params.get('authToken') ? null : readSession(neverSignedIn(cookies) ? Promise.resolve(null) : undefined, options.firstLoad);
  // §4.2 routing comes into play with a session or at the root; a signed-out visitor of a public page (the first load
  // of /sign-in) stays where they are without its code. Elsewhere it loads beside the reads.
  const mayRoute = !options.isPublicPage || location.pathname === '/';
  const routing = mayRoute ? import('../routing/route-after-session') : null;
  routing?.catch(() => undefined);
  // Its failure is handled where it is awaited below; a startup that ends on the config's failure leaves it unread.
  earlySession?.catch(() => undefined);

  let config: AppConfig;
  try {
    config = await readThroughCache(queryClient, configQueryOptions(client));
  } catch (error) {
    notify({ messageKey: 'session:configFailed', error });
    navigate(configFailurePath(error), { replace: true });
    return { config: null, session: null, plan: null };
  }

  const userAgent = options.userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const authToken = params.get('authToken');
  let search = location.search;
  if (authToken) {
    const ssoType = ssoTypeOf(search, cookies);
    search = withoutQueryKey(search, 'authToken');
    if (authTokenHandling(userAgent) === 'CONFIRM') {
      const state: ConfirmSignInState = { authToken, redirectUri: params.get('redirectUri') };
      navigate(confirmSignInPath, { replace: true, state });
      return { config, session: null, plan: null };
    }
    try {
      // The page's own session read left at mount without a cookie; while this sign-in sets one, its 401 is asked
      // again, or the read below (which joins it) would route a signed-in user to sign-in.
      // A social token (ssoType GOOGLE or FACEBOOK) is checked with its provider by the server.
      const result = await trackSessionChange(client, client.call(firstLoadCalls.signIn, { body: { token: authToken, ssoType } }));
      if (result?.next === 'MULTI_FACTOR') {
        // The token proved who it is; the multi-factor step still stands between it and a session.
        const redirectUri = params.get('redirectUri');
        navigate(`/login-verification${redirectUri ? `?redirectUri=${encodeURIComponent(redirectUri)}` : ''}`, { replace: true });
        return { config, session: null, plan: null };
      }
    } catch (error) {
      notify({ messageKey: ssoFailureMessageKey(ssoType), error });
    }
    // A token is single-use: the address bar and the history keep it no longer (`search` above).
  }

  let session: Session | null;
  try {
    session = await (earlySession ?? readSession());
  } catch (error) {
    // §8 session failure: clear the session; at the root, go to the public entry.
    console.error('The session could not be loaded', error);
    if (queryClient instanceof Promise) void queryClient.then(clearSession);
    else clearSession(queryClient);
    if (location.pathname === '/') navigate('/sign-in', { replace: true });
    return { config, session: null, plan: null };
  }

  const channel = channelOf({ deviceType: detectDeviceType(userAgent), session, cookie: readCookie(channelCookieName, cookies) });
  const plan: PostSessionPlan =
    !session && !routing
      ? { branch: 'signedOut', to: null, steps: [] }
      : (await (routing ?? import('../routing/route-after-session'))).planAfterSession(session, {
          path: location.pathname,
          redirectUri: params.get('redirectUri'),
          isPublicPage: options.isPublicPage,
          channel,
          pnvFlag: readPnvFlag(options.storage),
        });
  if (plan.clearPnvFlag) clearPnvFlag();
  if (session) await runSteps(plan, session, options.effects ?? {});

  const stillHere = options.isCurrent?.() ?? true;
  if (plan.to && stillHere) navigate(plan.to, { replace: true });
  else if (!plan.to && stillHere && search !== location.search) navigate(`${location.pathname}${search}`, { replace: true });
  return { config, session, plan };
}

/** §4.2 steps in order: the agreement modal, tutorials (not awaited, retried), then the running announcements. */
async function runSteps(plan: PostSessionPlan, session: Session, effects: PostSessionEffects): Promise<void> {
  for (const step of plan.steps) {
    if (step === 'agreementModal') effects.openAgreementModal?.(session);
    if (step === 'tutorials' && effects.loadTutorials) {
      const load = effects.loadTutorials;
      void withRetries(() => load(session), tutorialRetries).catch((error: unknown) => console.error('The tutorials could not be loaded', error));
    }
    if (step === 'announcements' && effects.fetchRunningAnnouncements) {
      try {
        await effects.fetchRunningAnnouncements(session);
      } catch (error) {
        console.error('The running announcements could not be loaded', error);
      }
    }
  }
}
