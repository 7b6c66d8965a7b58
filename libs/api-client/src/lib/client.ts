import {
  callPath,
  isSuccessfulBody,
  requestDefaults,
  type CallAnswer,
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallRef,
  type CallShape,
} from '@seller-portal/contracts/core';
import { ApiError, errorFromResponse, networkErrorCode } from './api-error';
import { isPublicApiPath } from './public-paths';
import { buildUrl, type QueryParams } from './query';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** §7: a few calls (multi-factor send/verify) go without storeId, channelId, clientId and requestId. */
  standardQuery?: boolean;
  /** §8 ignore401: the caller handles a 401 itself (the session probe, sign-out). */
  ignore401?: boolean;
  /** Further request headers, e.g. the chat token every chat call carries (X-Chat-Token). */
  headers?: Record<string, string>;
}

type ParamsPart<C extends CallShape> = keyof CallParams<C> extends never ? { params?: undefined } : { params: CallParams<C> };
type QueryPart<C extends CallShape> =
  CallQuery<C> extends undefined
    ? { query?: undefined }
    : // A query whose every field is optional may be left out.
      object extends CallQuery<C>
      ? { query?: CallQuery<C> }
      : { query: CallQuery<C> };
type BodyPart<C extends CallShape> = CallBody<C> extends undefined ? { body?: undefined } : { body: CallBody<C> };

/** What a declared call is sent with: its path parameters, query and body as the declaration types them. */
export type CallRequest<C extends CallShape> = ParamsPart<C> & QueryPart<C> & BodyPart<C> & Omit<RequestOptions, 'query' | 'body'>;

/** A call that needs nothing may be made without a request. */
export type CallArguments<C extends CallShape> = object extends CallRequest<C> ? [request?: CallRequest<C>] : [request: CallRequest<C>];

export interface ApiClientOptions {
  /** Prefix of every path; '' (same origin) by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Overrides of the §9 request defaults (storeId, channelId, clientId), e.g. the session's channel. */
  defaults?: Partial<Record<keyof typeof requestDefaults, string>>;
  /** Called with the error when a non-public call answers 401 (§8); the call still rejects. */
  on401?: (error: ApiError, path: string) => void;
  /** Source of the requestId query value; a timestamp (§7). */
  now?: () => number;
}

/**
 * Asked when a change (any method but GET) got no answer at all (the connection dropped): resolving true sends it
 * again, false rejects with the NETWORK error as before. Queries are retried by the query client instead.
 */
export type NoAnswerHandler = (method: HttpMethod, path: string) => Promise<boolean>;

export interface ApiClient {
  /** Resolves to the envelope's `value`. */
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, options?: RequestOptions): Promise<T>;
  put<T>(path: string, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Resolves to the whole parsed body, for the §7 answers that carry `content` instead of `value`. */
  requestBody<B>(method: HttpMethod, path: string, options?: RequestOptions): Promise<B>;
  /**
   * Makes a call declared in contracts: the path, parameters, query and body are the declaration's, and the answer
   * is its value (or its `content`) as declared.
   */
  call<C extends CallShape>(call: C | CallRef<C>, ...request: CallArguments<C>): Promise<CallAnswer<C>>;
  /** Who is asked when a change gets no answer (the shell's §8 generic alert, while it is mounted); null: nobody, the change fails at once. */
  askOnNoAnswer(handler: NoAnswerHandler | null): void;
}

/** §5: a call succeeds only when the HTTP status is 2xx and the body says success or status OK. */
export function isSuccessfulResponse(httpStatus: number, body: unknown): boolean {
  return httpStatus >= 200 && httpStatus < 300 && isSuccessfulBody(body);
}

/** The standard query of §7 in front of the caller's own values (which may override it). */
export function standardQuery(defaults: ApiClientOptions['defaults'], requestId: number): Record<'storeId' | 'channelId' | 'clientId' | 'requestId', string> {
  return { ...requestDefaults, ...defaults, requestId: String(requestId) };
}

/** An address without its requestId, its query in one order: two requests for the same thing compare equal. */
function withoutRequestId(address: string): string {
  const q = address.indexOf('?');
  const search = new URLSearchParams(q < 0 ? '' : address.slice(q + 1));
  search.delete('requestId');
  search.sort();
  return `${q < 0 ? address : address.slice(0, q)}?${search.toString()}`;
}

/**
 * The address of a call the page's document preloaded (`<link rel="preload" as="fetch" data-call>`, which the server
 * writes for the calls a signed-in page makes first), else `address`: the preload's own address (its requestId) is
 * what the browser answers from the preload, once; the link then loses its mark, so a later call asks the server.
 */
export function preloadedAddress(address: string): string {
  if (typeof document === 'undefined') return address;
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"][data-call]');
  if (!links.length) return address;
  const wanted = withoutRequestId(address);
  for (const link of links) {
    const href = link.getAttribute('href') ?? '';
    if (withoutRequestId(href) !== wanted) continue;
    link.removeAttribute('data-call');
    return href;
  }
  return address;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const now = options.now ?? Date.now;
  let ask: NoAnswerHandler | null = null;

  async function requestBody<B>(method: HttpMethod, path: string, request: RequestOptions = {}): Promise<B> {
    const query = request.standardQuery === false ? { ...request.query } : { ...standardQuery(options.defaults, now()), ...request.query };
    const hasBody = request.body !== undefined;
    // Resolved per call so a test or a polyfill installed after start-up is honoured.
    const doFetch = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      const url = buildUrl(baseUrl, path, query);
      response = await doFetch(method === 'GET' ? preloadedAddress(url) : url, {
        method,
        credentials: 'same-origin',
        headers: { ...request.headers, Accept: 'application/json', ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
        body: hasBody ? JSON.stringify(request.body) : undefined,
        signal: request.signal,
      });
    } catch (cause) {
      // A cancelled query is not a failure to show; let the caller see the abort as it is.
      if (isAbort(cause, request.signal)) throw cause;
      if (method !== 'GET' && ask && (await ask(method, path))) return requestBody<B>(method, path, request);
      throw new ApiError({ httpStatus: 0, errorCode: networkErrorCode, errorMessage: null, cause });
    }

    const body = await readBody(response);
    if (isSuccessfulResponse(response.status, body)) return body as B;

    const error = errorFromResponse(response.status, body);
    if (response.status === 401 && !request.ignore401 && !isPublicApiPath(path)) options.on401?.(error, path);
    throw error;
  }

  async function requestValue<T>(method: HttpMethod, path: string, request?: RequestOptions): Promise<T> {
    const body = await requestBody<{ value?: T }>(method, path, request);
    return body.value as T;
  }

  async function call<C extends CallShape>(declared: C | CallRef<C>, ...[request]: CallArguments<C>): Promise<CallAnswer<C>> {
    const { params, query, ...options } = (request ?? {}) as CallRequest<C>;
    const path = callPath(declared, params as CallParams<C>);
    const sent = { ...options, query: query as QueryParams | undefined };
    if (declared.answerIn === 'content') return (await requestBody<{ content?: CallAnswer<C> }>(declared.method, path, sent)).content as CallAnswer<C>;
    return requestValue<CallAnswer<C>>(declared.method, path, sent);
  }

  return {
    call,
    get: (path, request) => requestValue('GET', path, request),
    post: (path, request) => requestValue('POST', path, request),
    put: (path, request) => requestValue('PUT', path, request),
    delete: (path, request) => requestValue('DELETE', path, request),
    requestBody,
    askOnNoAnswer(handler) {
      ask = handler;
    },
  };
}
