import type { Session } from '@seller-portal/contracts/core';
import { signInPathFor } from '../routing/redirect-uri';
import { resolveRouteTarget } from '../routing/route-names';
import { isPublicMatch, type MatchedRoute } from '@seller-portal/app-runtime';
import { checkRouteAccess } from './route-access';

/** §9 session-wait retry interval and timeout. */
export const sessionWaitIntervalMs = 100;
export const sessionWaitTimeoutMs = 10_000;

export interface GuardInput {
  matches: readonly MatchedRoute[];
  location: { pathname: string; search: string };
  /** undefined while loading, null when signed out. */
  session: Session | null | undefined;
  /** The session has finished loading (the store's sessionLoaded flag, §3). */
  sessionLoaded: boolean;
  /** The session wait passed its timeout (§4.3). */
  timedOut: boolean;
  /** The session could not be read at all (not a 401). */
  sessionFailed?: boolean;
}

export type GuardOutcome =
  | { kind: 'allow'; errorMode: 0; publicActionHeader: boolean }
  | { kind: 'wait' }
  | { kind: 'unauthenticated'; to: string }
  | { kind: 'error'; errorMode: 403 | 500 };

/** §4.3 the public action header is switched on or off per route: the deepest record that says decides. */
export function publicActionHeaderOf(matches: readonly MatchedRoute[]): boolean {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const value = matches[i].meta?.publicActionHeader;
    if (value !== undefined) return value;
  }
  return false;
}

/** §2.9: the route named by publicRedirect keeping the query, or sign-in carrying the page as redirectUri. */
export function unauthenticatedTarget(matches: readonly MatchedRoute[], location: { pathname: string; search: string }): string {
  const publicRedirect = [...matches].reverse().find((match) => match.meta?.publicRedirect)?.meta?.publicRedirect;
  return publicRedirect ? `${resolveRouteTarget(publicRedirect)}${location.search}` : signInPathFor(location);
}

/**
 * §4.3 route guard as one decision: public routes pass; otherwise wait for the session; an empty session
 * once loaded, or a wait that timed out, is unauthenticated (401); a session that lacks the mode, a
 * permission or the whitelisted path of any matched record is 403; any other failure while checking is 500.
 */
export function evaluateGuard(input: GuardInput): GuardOutcome {
  const { matches, session } = input;
  const publicActionHeader = publicActionHeaderOf(matches);
  if (isPublicMatch(matches)) return { kind: 'allow', errorMode: 0, publicActionHeader };
  if (!session) {
    if (input.sessionFailed && !input.timedOut) return { kind: 'error', errorMode: 500 };
    if (!input.sessionLoaded && !input.timedOut) return { kind: 'wait' };
    return { kind: 'unauthenticated', to: unauthenticatedTarget(matches, input.location) };
  }
  try {
    return checkRouteAccess(session, matches) === 403 ? { kind: 'error', errorMode: 403 } : { kind: 'allow', errorMode: 0, publicActionHeader };
  } catch (error) {
    // §8: any other failure while checking access shows the 500 view and is logged.
    console.error('Checking access failed', error);
    return { kind: 'error', errorMode: 500 };
  }
}

export interface SessionSnapshot {
  session: Session | null | undefined;
  loaded: boolean;
}

export interface WaitOptions {
  intervalMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * §4.3 wait until the session is non-empty, polling every 100 ms for at most 10 s: resolves to the session,
 * or null when it finished loading empty or the wait timed out (unauthenticated).
 */
export function waitForSession(read: () => SessionSnapshot, options: WaitOptions = {}): Promise<Session | null> {
  const intervalMs = options.intervalMs ?? sessionWaitIntervalMs;
  const timeoutMs = options.timeoutMs ?? sessionWaitTimeoutMs;
  const startedAt = Date.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (options.signal?.aborted) {
        reject(options.signal.reason ?? new DOMException('Aborted', 'AbortError'));
        return;
      }
      const { session, loaded } = read();
      if (session) resolve(session);
      else if (loaded || Date.now() - startedAt >= timeoutMs) resolve(null);
      else setTimeout(check, intervalMs);
    };
    check();
  });
}

/** A window as far as leaving a frame for sign-in needs it. */
export interface FrameWindow {
  self: unknown;
  top: { location: { origin: string; assign(url: string): void } } | null;
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  location: { origin: string };
}

/**
 * §8 a 401 inside a chat widget or iframe: the top window goes to sign-in, unless the parent is on an
 * external domain; then the parent gets a message with event error and name 401. 'here' means the page
 * is not framed and navigates itself.
 */
export function leaveFrameForSignIn(target: string, win: FrameWindow): 'here' | 'top' | 'posted' {
  if (!win.top || win.self === win.top) return 'here';
  let sameOrigin = false;
  try {
    sameOrigin = win.top.location.origin === win.location.origin;
  } catch {
    // Reading a cross-origin parent's location throws: that parent is an external domain.
    sameOrigin = false;
  }
  if (sameOrigin) {
    win.top.location.assign(new URL(target, win.location.origin).href);
    return 'top';
  }
  win.parent.postMessage({ event: 'error', name: '401' }, '*');
  return 'posted';
}
