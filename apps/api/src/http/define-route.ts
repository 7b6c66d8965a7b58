import type { ServerErrorCode } from '@seller-portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  handler(context: RouteContext<TBody, TQuery>): Promise<unknown>;
  /**
   * Makes a GET route a WebSocket too (@fastify/websocket): an upgrade request is handed here, any other to
   * `handler`. A browser cannot read the status of a refused handshake, so an upgrade the access declaration
   * refuses is still accepted, with a null session, and this closes the socket with a code the client reads.
   */
  websocket?(socket: WebSocket, context: { request: FastifyRequest; session: ResolvedSession | null }): void;
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
export const route: Record<'get' | 'post' | 'put' | 'patch' | 'delete', RouteShorthand> = {
  get: shorthand('GET'),
  post: shorthand('POST'),
  put: shorthand('PUT'),
  patch: shorthand('PATCH'),
  delete: shorthand('DELETE'),
};

declare module 'fastify' {
  interface FastifyRequest {
    resolvedSession: ResolvedSession | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    stateChanging?: boolean;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  /** A GET declared as changing state (refused cross-site). */
  stateChanging: boolean;
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
    for (const method of methods) registry.push({ method, url: route.url, access, stateChanging });
  });
}

/** Every route registered on the app so far, with its access declaration (tests enumerate them). */
export function listRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registries.get(app) ?? [];
}

export interface RegisterRoutesOptions {
  resolveSession(request: FastifyRequest): Promise<ResolvedSession | null>;
  /** The code a request without a session is refused with: why its session was ended, or PE403002. */
  refusalCode?(request: FastifyRequest): Promise<ServerErrorCode>;
  rateLimiter: RateLimiter;
  /** The origins the pages of this server are served from (the request's own and the configured public one). */
  ownOrigins(request: FastifyRequest): readonly string[];
}

export function registerRoutes(app: FastifyInstance, routes: readonly RouteDefinition[], options: RegisterRoutesOptions): void {
  for (const definition of routes) registerRoute(app, definition, options);
}

function registerRoute(app: FastifyInstance, definition: RouteDefinition, options: RegisterRoutesOptions): void {
  const { access } = definition;
  assertAccessDeclared(definition.method, definition.url, access);
  const limits = definition.rateLimit ? ([] as RouteRateLimit[]).concat(definition.rateLimit) : [];
  const limitCheck = limits.length ? rateLimitCheck(definition.method, definition.url, limits, options.rateLimiter) : null;
  const limitStage = rateLimitStage(limits);
  // Checked before the body is even read: callers without access learn nothing else.
  const accessCheck =
    isPublicAccess(access) && !definition.stateChanging
      ? null
      : async (request: FastifyRequest) => {
          // A GET that changes state is refused when a page of another site sent the browser (§3 keeps it a GET).
          if (definition.stateChanging && isCrossSite(request, options)) throw new AppError('PE403001');
          if (isPublicAccess(access)) return true;
          const session = await options.resolveSession(request);
          const decision = decideAccess(access, session?.session ?? null);
          if (decision !== 'allow' && definition.websocket && request.ws) return false;
          if (decision === 'PE403002' && options.refusalCode) throw new AppError(await options.refusalCode(request));
          if (decision !== 'allow') throw new AppError(decision);
          request.resolvedSession = session;
          return true;
        };
  const onRequest =
    limitCheck && limitStage === 'onRequest'
      ? async (request: FastifyRequest, reply: FastifyReply) => {
          if ((await accessCheck?.(request)) === false) return;
          await limitCheck(request, reply);
        }
      : accessCheck && (async (request: FastifyRequest) => void (await accessCheck(request)));
  app.route({
    method: definition.method,
    url: definition.url,
    ...(definition.bodyLimitBytes ? { bodyLimit: definition.bodyLimitBytes } : {}),
    config: { access, ...(definition.stateChanging ? { stateChanging: true } : {}) },
    ...(onRequest ? { onRequest } : {}),
    ...(limitCheck && limitStage === 'preHandler' ? { preHandler: limitCheck } : {}),
    ...(definition.websocket ? { wsHandler: websocketHandler(definition.websocket) } : {}),
    handler: async (request, reply) => {
      const body = definition.body ? parseBody(definition, request.body) : undefined;
      const query = definition.querystring ? parseWith(definition.querystring, request.query) : request.query;
      const value = await definition.handler({ request, reply, body, query, session: request.resolvedSession });
      if (definition.answer === 'raw') return reply;
      if (definition.answer === 'content') return reply.type('application/json; charset=utf-8').send(okContentEnvelopeJson(serializeValue(value), request.id));
      return reply.type('application/json; charset=utf-8').send(okEnvelopeJson(serializeValue(value), request.id));
    },
  });
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
  return parseWith(definition.body as z.ZodType, raw);
}

function parseWith<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError('BAD_REQUEST');
  return parsed.data;
}
