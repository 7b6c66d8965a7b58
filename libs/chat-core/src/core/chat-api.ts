import { isApiError, type ApiClient, type CallArguments, type CallRequest } from '@seller-portal/api-client';
import { chatCallRefs, chatTokenHeader } from '@seller-portal/contracts/chat';
import { callPath, type CallAnswer, type CallParams, type CallRef, type CallShape } from '@seller-portal/contracts/core';

/** The window event a failed chat call is announced with, for the page's tracking (§4.10 api-unreachable). */
export const chatApiUnreachableEvent = 'seller-chat:api-unreachable';

/** How a chat call failed, for §4.10 "failed chat calls are tracked as api-unreachable". */
export interface ChatCallFailure {
  path: string;
  httpStatus: number;
  errorCode: string;
}

export interface ChatApiOptions {
  onFailure?: (failure: ChatCallFailure) => void;
  now?: () => number;
}

/** The chat calls with their token: every call carries X-Chat-Token. */
export interface ChatApi {
  /** Makes a call declared in contracts (`chatCalls`, or its `CallRef`), with the chat token. */
  call<C extends CallShape>(call: C | CallRef<C>, ...request: CallArguments<C>): Promise<CallAnswer<C>>;
  /** The current chat token (fetched once, again when it expires or a call rejects it). */
  token(): Promise<string>;
}

/** The answers of a chat call whose token is no longer good (403, §8 CHAT_* codes). */
const tokenRejections = new Set(['CHAT_TOKEN_EXPIRED', 'CHAT_TOKEN_INVALID']);

/** Time before a token's own expiry at which it is renewed rather than sent. */
const expiryMarginMs = 30_000;

/** The expiry of a JWT-shaped token (a Firebase custom token is one), or null when it does not say. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = (json as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * §7 chat calls through the workspace's client. The chat token (GET generate-token, §4.10) is fetched on the
 * first call and renewed when it is about to expire or a call answers CHAT_TOKEN_EXPIRED/INVALID; such a call
 * is sent once more with a fresh token. A 401 (the session ended) keeps the app's §8 handling: sign-in, or,
 * inside the widget, the top window or the host page's message.
 */
export function createChatApi(client: ApiClient, options: ChatApiOptions = {}): ChatApi {
  const now = options.now ?? Date.now;
  let current: Promise<string> | null = null;
  let expiresAt: number | null = null;

  const fetchToken = () => {
    const next = client.call(chatCallRefs.token).then((token) => {
      if (typeof token !== 'string' || token === '') throw new Error('The chat token answer holds no token');
      expiresAt = tokenExpiry(token);
      return token;
    });
    // A failed fetch is not kept: the next call asks again.
    next.catch(() => {
      if (current === next) current = null;
    });
    current = next;
    return next;
  };
  const token = () => {
    if (!current || (expiresAt !== null && expiresAt - expiryMarginMs <= now())) return fetchToken();
    return current;
  };

  const report = (path: string, error: unknown) => {
    if (isApiError(error)) options.onFailure?.({ path, httpStatus: error.httpStatus, errorCode: error.errorCode });
    else options.onFailure?.({ path, httpStatus: 0, errorCode: 'UNKNOWN' });
  };

  async function call<C extends CallShape>(declared: C | CallRef<C>, ...[request]: CallArguments<C>): Promise<CallAnswer<C>> {
    const sent = (request ?? {}) as CallRequest<C>;
    const send = (chatToken: string) =>
      client.call(declared, ...([{ ...sent, headers: { ...sent.headers, [chatTokenHeader]: chatToken } }] as CallArguments<C>));
    try {
      const used = await token();
      try {
        return await send(used);
      } catch (error) {
        if (!isApiError(error) || !tokenRejections.has(error.errorCode)) throw error;
        // An expired or revoked chat token: once more with a new one.
        return await send(await fetchToken());
      }
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) report(callPath(declared, sent.params as CallParams<C>), error);
      throw error;
    }
  }

  return { call, token };
}
