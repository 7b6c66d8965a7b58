import {
  isFileAnswer,
  type CallAnswerInput,
  type CallShape,
  type ParsedCallBody,
  type ParsedCallParams,
  type ParsedCallQuery,
  type ServerErrorCode,
} from '@seller-portal/contracts/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import type { ResolvedSession } from './resolved-session';
import { assertAccessDeclared, decideAccess, isPublicAccess, type Access } from './access';
import { AppError } from './app-error';
import { isCrossSiteRequest } from './csrf';
import { okContentEnvelopeJson, okEnvelopeJson, serializeValue } from './envelope';
import { rateLimitCheck, rateLimitStage, type RateLimiter, type RouteRateLimit } from './rate-limit';

export type BlankFieldCodes = ReadonlyArray<readonly [field: string, code: ServerErrorCode]>;

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContext<TBody, TQuery> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: TBody;
  query: TQuery;
  /** The caller's session; always set on routes that are not public. */
  session: ResolvedSession | null;
}

export interface RouteDefinition<TBody = unknown, TQuery = unknown> {
  method: RouteMethod;
  url: string;
  /** Required: a route cannot be declared without saying who may call it. */
  access: Access;
  body?: z.ZodType<TBody>;
  querystring?: z.ZodType<TQuery>;
  /**
   * §8 codes for body fields that are missing or blank, checked in order before the schema; a function picks
   * them by the body's shape (sign-in takes a password or a token).
   */
  blankFieldCodes?: BlankFieldCodes | ((raw: Record<string, unknown>) => BlankFieldCodes);
  /** Limits counted across every server process (`http/rate-limit.ts`): per client address unless a limit names its key. */
  rateLimit?: RouteRateLimit | readonly RouteRateLimit[];
  /**
   * `envelope` (default) wraps the handler's value; `content` puts it in `content` beside a null `value` (§7 calls
   * that answer `success` and `content`); `raw` lets the handler answer itself (files, non-/backend routes).
   */
  answer?: 'envelope' | 'content' | 'raw';
  /** A larger body than the server's default limit (a create call carrying an image). */
  bodyLimitBytes?: number;
  /**
   * A GET that changes state (§7 fixes a few as GET): refused with PE403001 when another site's page sends it (a
   * link, an `<img>`), as the Origin rule refuses cross-site mutations. Every GET that writes declares it.
   */
  stateChanging?: boolean;
  /** Its value, or a promise of it: a value it has at once (the session call's, from the cache) is answered in the same turn. */
  handler(context: RouteContext<TBody, TQuery>): unknown;
  /**
   * Makes a GET route a WebSocket too (@fastify/websocket): an upgrade request is handed here, any other to
   * `handler`. A browser cannot read the status of a refused handshake, so an upgrade the access declaration
   * refuses is still accepted, with a null session, and this closes the socket with a code the client reads.
   */
  websocket?(socket: WebSocket, context: { request: FastifyRequest; session: ResolvedSession | null }): void;
  /** The call declaration the route serves (`route.call`): its schemas, access and answer, in the API document too. */
  call?: CallShape;
  /**
   * A multipart upload (`readSingleFile`): the route is registered where @fastify/multipart is, so only uploads pay
   * its hooks; every other route answers a multipart body as a body its schema refuses.
   */
  files?: true;
}

/** Declares a route; throws at once when the access declaration is missing or malformed. */
export function defineRoute<TBody = undefined, TQuery = undefined>(definition: RouteDefinition<TBody, TQuery>): RouteDefinition<TBody, TQuery> {
  assertAccessDeclared(definition.method, definition.url, definition.access);
  return definition;
}

/** What a route declares beside its method, path and handler: its access, then its schemas and options. */
export type RouteOptions<TBody, TQuery> = Omit<RouteDefinition<TBody, TQuery>, 'method' | 'url' | 'handler'>;

type RouteShorthand = <TBody = undefined, TQuery = undefined>(
  url: string,
  options: RouteOptions<TBody, TQuery>,
  handler: RouteDefinition<TBody, TQuery>['handler'],
) => RouteDefinition<TBody, TQuery>;

const shorthand =
  (method: RouteMethod): RouteShorthand =>
  (url, options, handler) =>
    defineRoute({ method, url, ...options, handler });

/**
 * `defineRoute` by method, as Fastify's own shorthands read: `route.get(url, { access, querystring }, handler)`.
 * The options start with the access declaration, so each route says who may call it where it is declared; the body
 * and query types follow from the schemas.
 */
export const route: Record<'get' | 'post' | 'put' | 'patch' | 'delete', RouteShorthand> & {
  /** The route of a call declared in contracts: `route.call(orderCalls.list, handler)` or `(call, options, handler)`. */
  call<C extends CallShape>(call: C, ...rest: [handler: CallHandler<C>] | [options: CallRouteOptions, handler: CallHandler<C>]): RouteDefinition;
} = {
  get: shorthand('GET'),
  post: shorthand('POST'),
  put: shorthand('PUT'),
  patch: shorthand('PATCH'),
  delete: shorthand('DELETE'),
  call: (call, ...rest) => (rest.length === 1 ? callRoute(call, {}, rest[0]) : callRoute(call, rest[0], rest[1])),
};

/** What a call's handler reads: the request's parts parsed by the call's schemas. */
export interface CallContext<C extends CallShape> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: ParsedCallBody<C>;
  query: ParsedCallQuery<C>;
  /** Parsed when first read, so a handler checks a token of its own before a path says anything. */
  readonly params: ParsedCallParams<C>;
  session: ResolvedSession | null;
}

/** What a call's route adds to its declaration: the server's own concerns. */
export type CallRouteOptions = Pick<RouteOptions<unknown, unknown>, 'blankFieldCodes' | 'rateLimit' | 'bodyLimitBytes' | 'stateChanging'>;

/** A handler answers the call's declared value (or a promise of it); a file call answers itself through `reply`. */
export type CallHandler<C extends CallShape> = (
  context: CallContext<C>,
) => C['answer'] extends { file: string } ? unknown : CallAnswerInput<C> | Promise<CallAnswerInput<C>>;

/** §7: every call carries these; they are not part of a call's own query. */
const standardQueryKeys = new Set(['storeId', 'channelId', 'clientId', 'requestId']);

/** A call's own query: the standard query taken off, and empty values dropped (§5: an empty value is no value). */
function callQueryOf(call: CallShape, raw: unknown): unknown {
  if (!call.query) return undefined;
  const own = Object.fromEntries(
    Object.entries((raw ?? {}) as Record<string, unknown>).filter(([key, value]) => !standardQueryKeys.has(key) && value !== '' && value !== undefined),
  );
  return parseWith(call.query, own, call.invalid?.query);
}

/**
 * The route of a declared call: method, path, schemas and access come from the declaration, so the handler's body,
 * query and params are typed by it and its answer is checked against the declared one.
 */
function callRoute<C extends CallShape>(call: C, options: CallRouteOptions, handler: CallHandler<C>): RouteDefinition {
  return defineRoute<unknown, unknown>({
    method: call.method,
    url: call.path,
    access: call.access,
    ...options,
    ...(call.body ? { body: call.body } : {}),
    answer: isFileAnswer(call.answer) ? 'raw' : call.answerIn === 'content' ? 'content' : 'envelope',
    call,
    handler: (context) => handler(new CallRouteContext(call, context)),
  });
}

/** A call handler's context: the route's, the query parsed by the call's schema, the path parameters when first read. */
class CallRouteContext<C extends CallShape> implements CallContext<C> {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly body: ParsedCallBody<C>;
  readonly query: ParsedCallQuery<C>;
  readonly session: ResolvedSession | null;
  private parsedParams: { value: unknown } | null = null;

  constructor(
    private readonly call: C,
    context: RouteContext<unknown, unknown>,
  ) {
    this.request = context.request;
    this.reply = context.reply;
    this.body = context.body as ParsedCallBody<C>;
    this.query = callQueryOf(call, context.request.query) as ParsedCallQuery<C>;
    this.session = context.session;
  }

  get params(): ParsedCallParams<C> {
    const { call, request } = this;
    this.parsedParams ??= { value: call.params ? parseWith(call.params, request.params, call.invalid?.params) : request.params };
    return this.parsedParams.value as ParsedCallParams<C>;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    resolvedSession: ResolvedSession | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    stateChanging?: boolean;
    /** The route takes a socket's handshake (`RouteDefinition.websocket`). */
    websocket?: boolean;
    /** What the API document says of the route. */
    call?: CallShape;
    requestSchemas?: { body?: z.ZodType; querystring?: z.ZodType };
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  /** A GET declared as changing state (refused cross-site). */
  stateChanging: boolean;
  /** The call declaration it serves, when it serves one. */
  call?: CallShape;
  /** The request schemas of a route not on a call declaration. */
  requestSchemas?: { body?: z.ZodType; querystring?: z.ZodType };
}

const registries = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Makes every /backend route carry an access declaration: registering one without it throws, whichever
 * way it is registered. Call before any route is added.
 */
export function enforceAccessDeclarations(app: FastifyInstance): void {
  const registry: RegisteredRoute[] = [];
  registries.set(app, registry);
  app.decorateRequest('resolvedSession', null);
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    const access = route.config?.access;
    if (route.url.startsWith('/backend')) assertAccessDeclared(methods.join(','), route.url, access);
    const stateChanging = route.config?.stateChanging === true;
    const { call, requestSchemas } = route.config ?? {};
    for (const method of methods) registry.push({ method, url: route.url, access, stateChanging, call, requestSchemas });
  });
}

/** Every route registered on the app so far, with its access declaration (tests enumerate them). */
export function listRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registries.get(app) ?? [];
}

export interface RegisterRoutesOptions {
  resolveSession(request: FastifyRequest): Promise<ResolvedSession | null>;
  /**
   * The request's session when this process knows it without the database (its cache), null when the request has
   * none; undefined sends the check to `resolveSession`.
   */
  knownSession?(request: FastifyRequest): ResolvedSession | null | undefined;
  /** The code a request without a session is refused with: why its session was ended, or PE403002. */
  refusalCode?(request: FastifyRequest): Promise<ServerErrorCode>;
  rateLimiter: RateLimiter;
  /** The origins the pages of this server are served from (the request's own and the configured public one). */
  ownOrigins(request: FastifyRequest): readonly string[];
}

export function registerRoutes(
  app: FastifyInstance,
  routes: readonly RouteDefinition[],
  options: RegisterRoutesOptions & {
    /** Registers the multipart plugin in the scope of the upload routes (`files`). */
    multipart?(scope: FastifyInstance): Promise<void>;
    /** Registers the websocket plugin in the scope of the routes that take a socket (`websocket`). */
    websocket?(scope: FastifyInstance): Promise<void>;
  },
): void {
  for (const definition of routes) if (!definition.files && !definition.websocket) registerRoute(app, definition, options);
  // A plugin whose hooks run for every request of its scope is registered only where its routes are.
  registerInScope(
    app,
    'reads files',
    routes.filter((definition) => definition.files),
    options.multipart,
    options,
  );
  registerInScope(
    app,
    'takes a socket',
    routes.filter((definition) => definition.websocket),
    options.websocket,
    options,
  );
}

function registerInScope(
  app: FastifyInstance,
  what: string,
  routes: readonly RouteDefinition[],
  plugin: ((scope: FastifyInstance) => Promise<void>) | undefined,
  options: RegisterRoutesOptions,
): void {
  if (routes.length === 0) return;
  if (!plugin) throw new Error(`${routes[0].method} ${routes[0].url} ${what}: registerRoutes needs its plugin`);
  void app.register(async (scope) => {
    await plugin(scope);
    for (const definition of routes) registerRoute(scope, definition, options);
  });
}

function registerRoute(app: FastifyInstance, definition: RouteDefinition, options: RegisterRoutesOptions): void {
  const { access } = definition;
  assertAccessDeclared(definition.method, definition.url, access);
  const limits = definition.rateLimit ? ([] as RouteRateLimit[]).concat(definition.rateLimit) : [];
  const limitCheck = limits.length ? rateLimitCheck(definition.method, definition.url, limits, options.rateLimiter) : null;
  const limitStage = rateLimitStage(limits);
  const limitBeforeBody = limitCheck && limitStage === 'onRequest' ? limitCheck : null;
  /** The access is granted: the limits counted before the body is read, if any. */
  const granted = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!limitBeforeBody) return done();
    limitBeforeBody(request, reply).then(() => done(), done);
  };
  const decide = (request: FastifyRequest, reply: FastifyReply, session: ResolvedSession | null, done: HookHandlerDoneFunction) => {
    const decision = decideAccess(access, session?.session ?? null);
    // A refused handshake is accepted, and its socket closed by the route with a code the client reads (`websocket`).
    if (decision !== 'allow' && definition.websocket && request.ws) return done();
    if (decision === 'PE403002' && options.refusalCode) {
      options.refusalCode(request).then((code) => done(new AppError(code)), done);
      return;
    }
    if (decision !== 'allow') return done(new AppError(decision));
    request.resolvedSession = session;
    granted(request, reply, done);
  };
  // Checked before the body is even read: callers without access learn nothing else. A callback hook: a session this
  // process knows is decided in the same turn, without a promise; only one read from the database waits.
  const accessCheck =
    isPublicAccess(access) && !definition.stateChanging
      ? null
      : (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
          // A GET that changes state is refused when a page of another site sent the browser (§3 keeps it a GET).
          if (definition.stateChanging && isCrossSite(request, options)) return done(new AppError('PE403001'));
          if (isPublicAccess(access)) return granted(request, reply, done);
          const known = options.knownSession?.(request);
          if (known !== undefined) return decide(request, reply, known, done);
          options.resolveSession(request).then((session) => decide(request, reply, session, done), done);
        };
  const onRequest = accessCheck ?? limitBeforeBody;
  app.route({
    method: definition.method,
    url: definition.url,
    ...(definition.bodyLimitBytes ? { bodyLimit: definition.bodyLimitBytes } : {}),
    config: {
      access,
      ...(definition.stateChanging ? { stateChanging: true } : {}),
      ...(definition.websocket ? { websocket: true } : {}),
      ...(definition.call ? { call: definition.call } : { requestSchemas: { body: definition.body, querystring: definition.querystring } }),
    },
    ...(onRequest ? { onRequest } : {}),
    ...(limitCheck && limitStage === 'preHandler' ? { preHandler: limitCheck } : {}),
    ...(definition.websocket ? { wsHandler: websocketHandler(definition.websocket) } : {}),
    handler: (request, reply) => {
      const body = definition.body ? parseBody(definition, request.body) : undefined;
      const query = definition.querystring ? parseWith(definition.querystring, request.query) : request.query;
      const value = definition.handler({ request, reply, body, query, session: request.resolvedSession });
      // Its reply goes back to Fastify, which waits for the answer to finish (a compressed one finishes later).
      if (isPromiseLike(value)) return value.then((resolved) => answer(definition, request, reply, resolved));
      // A value the handler has at once is sent in this turn, and Fastify told nothing more (the reply of a raw route
      // still goes back: it answers itself, perhaps later).
      const replied = answer(definition, request, reply, value);
      return definition.answer === 'raw' ? replied : undefined;
    },
  });
}

/** Sends the handler's value in its envelope (a `raw` route answers itself); the reply, for Fastify to wait on. */
function answer(definition: RouteDefinition, request: FastifyRequest, reply: FastifyReply, value: unknown): FastifyReply {
  if (definition.answer === 'raw') return reply;
  const json = serializeValue(value);
  return reply
    .type('application/json; charset=utf-8')
    .send(definition.answer === 'content' ? okContentEnvelopeJson(json, request.id) : okEnvelopeJson(json, request.id));
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

function isCrossSite(request: FastifyRequest, options: RegisterRoutesOptions): boolean {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  return isCrossSiteRequest({
    fetchSite: header('sec-fetch-site'),
    origin: header('origin'),
    referer: header('referer'),
    ownOrigins: options.ownOrigins(request),
  });
}

function websocketHandler(handle: NonNullable<RouteDefinition['websocket']>) {
  return (socket: WebSocket, request: FastifyRequest) => handle(socket, { request, session: request.resolvedSession });
}

function parseBody(definition: RouteDefinition, received: unknown): unknown {
  // A body-less POST (send-otp, refresh) is an empty object to the schema, so optional fields stay optional.
  const raw = received === undefined ? {} : received;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new AppError('BAD_REQUEST');
  const record = raw as Record<string, unknown>;
  const checks = typeof definition.blankFieldCodes === 'function' ? definition.blankFieldCodes(record) : (definition.blankFieldCodes ?? []);
  for (const [field, code] of checks) {
    const value = record[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) throw new AppError(code);
  }
  return parseWith(definition.body as z.ZodType, raw, definition.call?.invalid?.body);
}

function parseWith<T>(schema: z.ZodType<T>, raw: unknown, refusal: ServerErrorCode = 'BAD_REQUEST'): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError(refusal);
  return parsed.data;
}
