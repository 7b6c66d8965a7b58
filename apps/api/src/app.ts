import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/open-database';
import { AppError } from './http/app-error';
import { isForeignOriginMutation, originOf } from './http/csrf';
import { enforceAccessDeclarations, registerRoutes } from './http/define-route';
import { installErrorHandler, installNotFoundHandler, isBackendPath, pathOf } from './http/error-handler';
import { pickRequestId } from './http/request-id';
import { AuthRepository } from './modules/auth/repository';
import { authRoutes } from './modules/auth/routes';
import { AuthService } from './modules/auth/service';
import { ConfigRepository } from './modules/config/repository';
import { configRoutes } from './modules/config/routes';
import { ConfigService } from './modules/config/service';
import { healthRoutes } from './modules/health/routes';
import { SessionRepository } from './modules/session/repository';
import { sessionRoutes } from './modules/session/routes';
import { SessionService } from './modules/session/service';
import { SessionCache, defaultSessionCacheOptions, type SessionCacheOptions } from './modules/session/session-cache';
import { readSessionCookie } from './modules/session/session-cookie';
import { SessionInvalidation } from './modules/session/session-invalidation';
import { registerWebApps } from './modules/static/routes';
import { systemClock, systemRandom, type Clock, type Random } from './runtime';

export interface AppDeps {
  database: Database;
  clock?: Clock;
  random?: Random;
  /** Fastify logger options; off by default (tests). */
  logger?: FastifyServerOptions['logger'];
  /** See modules/static/web-apps.ts `webAppRoot`. */
  webRoot?: string | null;
  /** Which proxies may set X-Forwarded-* (request protocol, host and client address). */
  trustProxy?: boolean | string;
  signInRateLimitPerMinute?: number;
  sessionCache?: SessionCacheOptions;
}

/** Nothing the portal sends comes near 64 KiB; larger bodies are refused with 413. */
export const bodyLimitBytes = 64 * 1024;

const purgeExpiredEveryMs = 60 * 60_000;

/** The whole HTTP server, not yet listening. `main.ts` and the integration tests both start it from here. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const random = deps.random ?? systemRandom;
  const { database } = deps;

  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? 'loopback,linklocal,uniquelocal',
    bodyLimit: bodyLimitBytes,
    requestIdHeader: false,
    genReqId: (request) => pickRequestId(request.url, random.uuid),
    return503OnClosing: true,
  });

  installErrorHandler(app);
  enforceAccessDeclarations(app);
  installJsonBodyParsing(app);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false, errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS') });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const path = pathOf(request.url);
    if (!isBackendPath(path)) return done();
    reply.header('cache-control', 'no-store');
    const foreign = isForeignOriginMutation({
      method: request.method,
      path,
      origin: request.headers.origin,
      ownOrigin: originOf(request.protocol, request.host),
    });
    done(foreign ? new AppError('PE403001') : undefined);
  });

  const cache = new SessionCache(clock, deps.sessionCache ?? defaultSessionCacheOptions);
  const invalidation = new SessionInvalidation(database, cache, app.log);
  await invalidation.start();
  app.addHook('onClose', () => invalidation.close());
  const sessions = new SessionService({ repository: new SessionRepository(database.db), cache, invalidation, clock, random });
  const auth = new AuthService({ repository: new AuthRepository(database.db), sessions, clock });
  const config = new ConfigService(new ConfigRepository(database.db));

  registerRoutes(
    app,
    [
      ...healthRoutes(database),
      ...configRoutes(config),
      ...authRoutes(auth, { signInRateLimitPerMinute: deps.signInRateLimitPerMinute ?? 60 }),
      ...sessionRoutes(sessions),
    ],
    { resolveSession: (request) => sessions.resolve(readSessionCookie(request)) },
  );

  const webAppFallback = await registerWebApps(app, { webRoot: deps.webRoot ?? null });
  installNotFoundHandler(app, { fallback: webAppFallback });

  const purgeTimer = setInterval(() => {
    sessions.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'expired sessions were not purged'));
  }, purgeExpiredEveryMs);
  purgeTimer.unref();
  app.addHook('onClose', async () => clearInterval(purgeTimer));

  return app;
}

function installJsonBodyParsing(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // A text body on a JSON route is a 415, not a string the route would then reject as a 400.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Clients send the JSON content type on body-less POSTs (sign-out); that is no body, not bad JSON.
    if (body === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });
}
