import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import { configKeys } from '@seller-portal/contracts/core';
import { trackingConfigKeys } from '@seller-portal/contracts/tracking';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type HookHandlerDoneFunction } from 'fastify';
import { serverSettings, type AppDeps } from './app-settings';
import { declaredFeatures } from './db/reference-data';
import { AccessLog } from './http/access-log';
import { AppError } from './http/app-error';
import { requestLoggerFactory } from './http/request-logger';
import { installCompression } from './http/compression';
import { isForeignOriginMutation, originOf } from './http/csrf';
import { jsonNestsDeeperThan, maxJsonNesting } from './http/json-depth';
import { enforceAccessDeclarations, registerRoutes } from './http/define-route';
import { installErrorHandler, installNotFoundHandler, isBackendPath, pathOf } from './http/error-handler';
import { metricsRoutes, ServerMetrics } from './http/metrics';
import { pickRequestId, trustedProxyCheck } from './http/request-id';
import { containsUnsafeText } from './http/unsafe-text';
import { closeSocketsForRestart, refusalWhileClosing, startJobsAndShutdown } from './lifecycle';
import { serverModules } from './modules/all-modules';
import type { ConfigService } from './modules/config';
import type { Readiness } from './modules/health';
import type { JobRunner } from './modules/jobs';
import { composeModules, type BackgroundJob, type ServerModule, type Services } from './modules/server-module';
import { readSessionCookie } from './modules/session';
import { originOfUrl } from './modules/static/content-security';
import { registerWebApps, type ThirdPartyOrigins } from './modules/static/routes';
import { seoRoutes } from './modules/static/seo-routes';
import { searchRoutes } from './modules/search/routes';
import { systemClock, systemRandom, type Clock } from './runtime';

export type { AppDeps } from './app-settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** `/readyz`'s state; shutdown marks the process draining. */
    readiness: Readiness;
  }
}

/**
 * The server and what it was composed of: the modules' services, their jobs and the runner that runs them. Tests
 * reach the services through it (the test server's composition), never through the production app's decorations.
 */
export interface ComposedApp {
  app: FastifyInstance;
  services: Services;
  jobs: readonly BackgroundJob[];
  /** Runs a job as its timer would, through its lease. */
  jobRunner: JobRunner;
}

/** Nothing the portal sends comes near 64 KiB; larger bodies are refused with 413. */
export const bodyLimitBytes = 64 * 1024;

/**
 * The whole HTTP server, not yet listening. `main.ts` and the integration tests both start it from here: the
 * edge rules (CSRF, bad text, headers), then every server module of `modules/all-modules.ts` folded into one
 * set of routes, jobs and closers, then the web apps.
 */
export async function buildApp(deps: AppDeps, modules: readonly ServerModule[] = serverModules): Promise<FastifyInstance> {
  return (await composeApp(deps, modules)).app;
}

/** `buildApp`, answering also what the server was composed of. */
export async function composeApp(deps: AppDeps, modules: readonly ServerModule[] = serverModules): Promise<ComposedApp> {
  const clock = deps.clock ?? systemClock;
  const random = deps.random ?? systemRandom;
  const settings = serverSettings(deps);
  const fromTrustedProxy = trustedProxyCheck(deps.trustProxy ?? false);
  const ownOrigins = (request: FastifyRequest) => [originOf(request.protocol, request.host), settings.publicUrl];

  const metrics = new ServerMetrics();
  const app = Fastify({
    logger: deps.logger ?? false,
    // One access line per request instead of Fastify's two, and the request's metrics counted in the same call; a
    // request's own logger made only when it logs.
    logController: new AccessLog(deps.logger, deps.logger ? (request, reply) => metrics.recordRequest(request, reply) : undefined),
    childLoggerFactory: requestLoggerFactory,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: bodyLimitBytes,
    // A path parameter longer than a route's schema allows is that route's bad input (its own code), not an unknown path.
    routerOptions: { maxParamLength: 1000 },
    requestIdHeader: false,
    genReqId: (request) =>
      pickRequestId(
        { url: request.url, header: request.headers['x-request-id'], fromTrustedProxy: fromTrustedProxy(request.socket.remoteAddress) },
        random.uuid,
      ),
    // refusalWhileClosing answers them, in the envelope.
    return503OnClosing: false,
  });

  app.decorate('secureCookies', deps.secureCookies ?? false);
  // Without a logger Fastify tells the log controller of no completed request: the metrics take a hook of their own.
  if (!deps.logger) metrics.instrument(app);
  installErrorHandler(app);
  const closingRefusal = refusalWhileClosing(app);
  enforceAccessDeclarations(app);
  installJsonBodyParsing(app);
  // Text no column can hold (NUL, a lone surrogate) is bad input wherever it comes: never a database error's 500.
  app.addHook('preValidation', (request, _reply, done) => {
    const unsafe = containsUnsafeText(request.body) || containsUnsafeText(request.query) || containsUnsafeText(request.params);
    done(unsafe ? new AppError('BAD_REQUEST') : undefined);
  });
  await app.register(fastifyCookie);
  // A multipart body is read only by an upload route (`files`), where the multipart plugin is registered (its hooks
  // run for every request of its scope): request.file() with that call's limits, the default file limit the JSON
  // body limit. Every other route takes the body as absent, as the plugin's parser does, and answers 400.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));
  // The server's one edge hook, run for every request: the refusal while closing, the security headers, a socket's
  // handshake kept to the routes that take one, the CSRF rule. What only a write or a handshake needs (the page's own
  // origins) is computed only for them.
  const alwaysHttps = settings.publicUrl.startsWith('https://');
  app.addHook('onRequest', (request, reply, done) => {
    const upgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    const refusal = closingRefusal(reply);
    if (refusal) return refuseAtEdge(request, reply, upgrade, refusal, done);
    // The id of the envelope and of the request's log lines, for a proxy's log or a support ticket.
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Over https (as the trusted proxy or the configured public origin says) the browser keeps to https.
    if (alwaysHttps || request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // The websocket plugin is registered only where the routes taking a socket are: a handshake for any other path
    // is answered 404.
    if (upgrade && request.routeOptions.config?.websocket !== true) return refuseAtEdge(request, reply, upgrade, new AppError('NOT_FOUND'), done);
    const path = pathOf(request.url);
    if (!isBackendPath(path)) return done();
    reply.header('cache-control', 'no-store');
    if (!upgrade && (request.method === 'GET' || request.method === 'HEAD')) return done();
    const foreign = isForeignOriginMutation({
      method: request.method,
      path,
      origin: request.headers.origin,
      upgrade,
      ownOrigins: ownOrigins(request),
    });
    if (foreign) return refuseAtEdge(request, reply, upgrade, new AppError('PE403001'), done);
    done();
  });

  const composed = await composeModules(modules, { database: deps.database, clock, random, log: app.log, settings }, deps);
  const { services } = composed;
  registerRoutes(
    app,
    [
      ...composed.routes,
      ...metricsRoutes(metrics, deps.metricsToken ?? null),
      ...seoRoutes(composed.publicPages, settings.publicUrl),
      ...searchRoutes(composed.searchSources),
    ],
    {
      resolveSession: (request) => services.sessions.resolve(readSessionCookie(request)),
      knownSession: (request) => services.sessions.resolveKnown(readSessionCookie(request)),
      refusalCode: (request) => services.sessions.refusalCode(readSessionCookie(request)),
      rateLimiter: services.rateLimits,
      ownOrigins,
      multipart: async (scope) => {
        // The edge's stand-in gives way to the plugin's own parser.
        scope.removeContentTypeParser('multipart/form-data');
        await scope.register(fastifyMultipart, { throwFileSizeLimit: true });
      },
      websocket: async (scope) => {
        await scope.register(fastifyWebsocket, {
          // The realtime socket's client frames are pings; its own check answers one above 4 KiB with an error frame.
          options: { maxPayload: realtimeSocketMaxPayloadBytes, perMessageDeflate: false },
          // A peer that vanished mid-frame is routine, not an error to log loudly.
          errorHandler: (error, socket, request) => {
            request.log.debug({ err: error }, 'realtime socket error');
            socket.terminate();
          },
          preClose: closeSocketsForRestart,
        });
      },
    },
  );

  const webAppFallback = await registerWebApps(app, {
    webRoot: settings.webRoot,
    thirdParties: thirdPartyOrigins(services.config, clock, deps),
    random,
    clock,
    publicPages: composed.publicPages,
    publicUrl: settings.publicUrl,
    features: declaredFeatures,
    pageFirstCalls: composed.pageFirstCalls,
    resolveSession: async (request) => (await services.sessions.resolve(readSessionCookie(request)))?.session ?? null,
    configValue: async (key) => (await services.config.applicationConfig())[key],
  });
  installNotFoundHandler(app, { fallback: webAppFallback });
  // Last of the answer's hooks: it compresses what the others wrote.
  installCompression(app);

  const jobRunner = startJobsAndShutdown(app, { composed, metrics, database: deps.database, clock });
  app.decorate('readiness', services.readiness);

  return { app, services, jobs: composed.jobs, jobRunner };
}

/**
 * A request the edge refuses, answered in the envelope; a socket's handshake also has its connection closed once the
 * answer is out, as no HTTP exchange follows a handshake on it (the websocket plugin closes those its routes refuse).
 */
function refuseAtEdge(request: FastifyRequest, reply: FastifyReply, upgrade: boolean, error: Error, done: HookHandlerDoneFunction): void {
  if (upgrade) reply.raw.once('finish', () => request.raw.socket.destroy());
  done(error);
}

/** Frames above this never reach a handler: ws closes the socket with 1009 itself. */
const realtimeSocketMaxPayloadBytes = 16 * 1024;

const thirdPartyConfigTtlMs = 10_000;

/**
 * The third-party origins the pages load from, for their Content-Security-Policy: the tracker and tag-manager
 * hosts of the application config (read at most every 10 s), the configured social sign-in providers and image
 * origins (IMAGE_ORIGINS).
 */
function thirdPartyOrigins(config: ConfigService, clock: Clock, deps: Pick<AppDeps, 'google' | 'facebook' | 'imageOrigins'>): () => Promise<ThirdPartyOrigins> {
  const social = {
    scripts: [...(deps.google ? ['https://accounts.google.com'] : []), ...(deps.facebook ? ['https://connect.facebook.net'] : [])],
    connect: [
      ...(deps.google ? ['https://accounts.google.com'] : []),
      ...(deps.facebook ? ['https://graph.facebook.com', 'https://connect.facebook.net'] : []),
    ],
    frames: [...(deps.google ? ['https://accounts.google.com'] : []), ...(deps.facebook ? ['https://www.facebook.com', 'https://web.facebook.com'] : [])],
    // Google's sign-in button brings its style sheet.
    styles: deps.google ? ['https://accounts.google.com/gsi/style'] : [],
  };
  let cached: { at: number; origins: ThirdPartyOrigins } | null = null;
  return async () => {
    const now = clock.now().getTime();
    if (cached && now - cached.at < thirdPartyConfigTtlMs) return cached.origins;
    const appConfig = await config.applicationConfig();
    const trackers = [appConfig[configKeys.trackerHost], appConfig[trackingConfigKeys.tagManagerHost]]
      .map(originOfUrl)
      .filter((origin): origin is string => origin !== null);
    const origins = {
      scripts: [...social.scripts, ...trackers],
      connect: [...social.connect, ...trackers],
      frames: [...social.frames, ...trackers],
      styles: social.styles,
      // Trackers and tag managers count with pixel images.
      images: [...(deps.imageOrigins ?? []), ...trackers],
    };
    cached = { at: now, origins };
    return origins;
  };
}

function installJsonBodyParsing(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // A text body on a JSON route is a 415, not a string the route would then reject as a 400.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Clients send the JSON content type on body-less POSTs (sign-out); that is no body, not bad JSON.
    if (body === '') return done(null, undefined);
    if (jsonNestsDeeperThan(body as string, maxJsonNesting)) return done(new AppError('BAD_REQUEST'), undefined);
    // Callback style: the parser reports through `done`; its type also allows a promise, which it does not return.
    void parseJson(request, body as string, done);
  });
}
