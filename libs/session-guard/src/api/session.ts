import { isApiError, queryKeysFactory, shouldRetryQuery, type ApiClient } from '@seller-portal/api-client';
import { firstLoadCalls } from '@seller-portal/contracts/accounts';
import { isSessionEndedCode, type Session, type SessionEndedCode } from '@seller-portal/contracts/core';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

const sessionQueryKeys = queryKeysFactory('session');

/** The session's query keys: `current()` is the signed-in session every page reads. */
// Pure: a page that never reads them (the chat widget) does not carry them.
export const sessionKeys = /* @__PURE__ */ Object.assign({}, sessionQueryKeys, { current: () => sessionQueryKeys.named('current') });

/** A switch (or sign-in) rotating the session cookie, and until when its old cookie may still be answered. */
interface SessionChange {
  pending: Promise<unknown> | null;
  settledUntil: number;
}

// Kept per API client, which is one per page load (the app context's): two apps or tests never share it.
const sessionChanges = new WeakMap<ApiClient, SessionChange>();
const staleCookieWindowMs = 5_000;

/**
 * Marks a call through `client` that rotates the session cookie. A session read that left with the old cookie
 * gets a 401 it should not believe: while the change is on its way, or just after, `fetchSession` asks once more.
 */
export function trackSessionChange<T>(client: ApiClient, change: Promise<T>): Promise<T> {
  sessionChanges.set(client, { pending: change, settledUntil: 0 });
  const settle = () => {
    if (sessionChanges.get(client)?.pending === change) sessionChanges.set(client, { pending: null, settledUntil: Date.now() + staleCookieWindowMs });
  };
  change.then(settle, settle);
  return change;
}

// Why the latest session read found none, when a step elsewhere ended the session (a new password, a remote sign-out).
const sessionEnds = new WeakMap<ApiClient, SessionEndedCode>();
const sessionEndListeners = new WeakMap<ApiClient, Set<() => void>>();

/** The code of the latest session read through `client` that found the session ended elsewhere; null otherwise. */
export function sessionEndedCodeOf(client: ApiClient): SessionEndedCode | null {
  return sessionEnds.get(client) ?? null;
}

/** Calls `listener` after each session read through `client` (what `sessionEndedCodeOf` says may have changed). */
export function subscribeSessionReads(client: ApiClient, listener: () => void): () => void {
  const listeners = sessionEndListeners.get(client) ?? new Set();
  sessionEndListeners.set(client, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `sessionEndedCodeOf(client)`, and the component drawn again after each session read. */
export function useSessionEndedCode(client: ApiClient): SessionEndedCode | null {
  return useSyncExternalStore(
    useCallback((listener: () => void) => subscribeSessionReads(client, listener), [client]),
    () => sessionEndedCodeOf(client),
  );
}

function recordSessionEnd(client: ApiClient, code: SessionEndedCode | null): void {
  if (code) sessionEnds.set(client, code);
  else sessionEnds.delete(client);
  for (const listener of sessionEndListeners.get(client) ?? []) listener();
}

/** GET /backend/main/session: the session, or null when the visitor is not signed in (401). */
export async function fetchSession(client: ApiClient, signal?: AbortSignal, askedAgain = false): Promise<Session | null> {
  try {
    // The 401 is the answer "not signed in" here, so it must not trigger the app's 401 hook.
    const session = await client.call(firstLoadCalls.session, { signal, ignore401: true });
    recordSessionEnd(client, null);
    return session;
  } catch (error) {
    if (!(isApiError(error) && error.httpStatus === 401)) throw error;
    recordSessionEnd(client, isSessionEndedCode(error.errorCode) ? error.errorCode : null);
    const { pending, settledUntil } = sessionChanges.get(client) ?? { pending: null, settledUntil: 0 };
    if (askedAgain || (!pending && Date.now() > settledUntil)) return null;
    await pending?.catch(() => undefined);
    return fetchSession(client, signal, true);
  }
}

/** The session's query (a plain object: this module comes with the first load, which TanStack Query does not). */
export function sessionQueryOptions(client: ApiClient) {
  return {
    queryKey: sessionKeys.current(),
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSession(client, signal),
    staleTime: 30_000,
    retry: shouldRetryQuery,
  };
}

/** The session as known now: after sign-out or a 401 it is null, and the guard sends the user to sign-in. */
export function clearSession(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionKeys.current(), null);
}

/** The app's `on401` hook (§8): re-read the session; when it is gone the guard redirects with redirectUri. */
export function createUnauthorizedHandler(queryClient: QueryClient): () => void {
  // The 401 may come from a request that left with a cookie a sign-in or switch has since rotated: ask again
  // with the current cookie, and the guard redirects only if the session really is gone.
  return () => void queryClient.invalidateQueries({ queryKey: sessionKeys.all, refetchType: 'all' });
}

/**
 * Re-reads the session (after sign-in or a switch) and waits for it, even if no page observes it yet; with `client`,
 * reads it too when the cache has never held it.
 */
export async function refreshSession(queryClient: QueryClient, client?: ApiClient): Promise<void> {
  if (client && !queryClient.getQueryState(sessionKeys.current())) {
    await queryClient.fetchQuery({ ...sessionQueryOptions(client), staleTime: 0 });
    return;
  }
  await queryClient.invalidateQueries({ queryKey: sessionKeys.all, refetchType: 'all' });
}

/** POST /backend/main/authentication/sign-out. */
export async function signOut(client: ApiClient): Promise<void> {
  try {
    await client.call(firstLoadCalls.signOut, { ignore401: true });
  } catch (error) {
    // Without a session there is nothing to end: the user is signed out either way.
    if (!(isApiError(error) && error.httpStatus === 401)) throw error;
  }
}
