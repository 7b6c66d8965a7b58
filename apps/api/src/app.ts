import fastifyCookie from '@fastify/cookie';
import { configKeys, trackingConfigKeys } from '@seller-portal/contracts';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/open-database';
import { AppError } from './http/app-error';
import { isForeignOriginMutation, originOf } from './http/csrf';
import { enforceAccessDeclarations, registerRoutes } from './http/define-route';
import { installErrorHandler, installNotFoundHandler, isBackendPath, pathOf } from './http/error-handler';
import { pickRequestId } from './http/request-id';
import { containsUnsafeText } from './http/unsafe-text';
import { AuthRepository } from './modules/auth/repository';
import { authRoutes } from './modules/auth/routes';
import { AuthService } from './modules/auth/service';
import { ConfigRepository } from './modules/config/repository';
import { configRoutes } from './modules/config/routes';
import { ConfigService } from './modules/config/service';
import { Delivery } from './modules/delivery/delivery';
import { OutboxRepository } from './modules/delivery/repository';
import { devOutboxRoutes } from './modules/delivery/routes';
import { smtpMailTransport, type MailTransport, type SmsProvider } from './modules/delivery/transports';
import { healthRoutes } from './modules/health/routes';
import { LoginEventRepository } from './modules/login-events/repository';
import { loginEventRoutes } from './modules/login-events/routes';
import { LoginEventService } from './modules/login-events/service';
import { OtpRepository } from './modules/otp/repository';
import { OtpService } from './modules/otp/service';
import { commonPasswords } from './modules/password/password-rules';
import { PasswordRepository } from './modules/password/repository';
import { passwordRoutes } from './modules/password/routes';
import { PasswordService } from './modules/password/service';
import { RegistrationRepository } from './modules/registration/repository';
import { registrationRoutes } from './modules/registration/routes';
import { RegistrationService } from './modules/registration/service';
import { LastSeenTracker } from './modules/session/last-seen';
import type { Reauthenticate } from './modules/session/reauthenticate';
import { SessionRepository } from './modules/session/repository';
import { sessionRoutes } from './modules/session/routes';
import { SessionService } from './modules/session/service';
import { SessionCache, defaultSessionCacheOptions, type SessionCacheOptions } from './modules/session/session-cache';
import { readSessionCookie } from './modules/session/session-cookie';
import { SessionInvalidation } from './modules/session/session-invalidation';
import { AccountTokens } from './modules/shared/account-tokens';
import { SsoRepository } from './modules/sso/repository';
import { ssoRoutes } from './modules/sso/routes';
import { SsoService } from './modules/sso/service';
import { facebookProvider, googleProvider, type FacebookConfig, type GoogleConfig, type SocialProvider } from './modules/sso/social-providers';
import { originOfUrl } from './modules/static/content-security';
import { registerWebApps, type ThirdPartyOrigins } from './modules/static/routes';
import { contactVerificationRoutes } from './modules/user/routes';
import { UserContactRepository } from './modules/user/repository';
import { ContactVerificationService } from './modules/user/service';
import { systemClock, systemRandom, type Clock, type Random } from './runtime';

export interface AppDeps {
  database: Database;
  clock?: Clock;
  random?: Random;
  /** Fastify logger options; off by default (tests). */
  logger?: FastifyServerOptions['logger'];
  /** See modules/static/web-apps.ts `webAppRoot`. */
  webRoot?: string | null;
  /** Which proxies may set X-Forwarded-* (request protocol, host and client address); none by default. */
  trustProxy?: boolean | string;
  signInRateLimitPerMinute?: number;
  /** Per-address limit of the code, forgot-password and registration calls (per minute). */
  accountRateLimitPerMinute?: number;
  sessionCache?: SessionCacheOptions;
  /** How often batched last-seen times are written. */
  lastSeenFlushMs?: number;
  /** Origin of mailed links and the CAS service URL (config: PUBLIC_URL or the listen address), never a request's Host. */
  publicUrl: string;
  /** Mail through SMTP; null/absent: the outbox table only. */
  smtp?: { url: string; from: string } | null;
  /** SMS provider; absent: the outbox table only. */
  sms?: SmsProvider | null;
  /** Production: every server cookie `__Host-` prefixed and Secure. */
  secureCookies?: boolean;
  /** Serve GET /dev/outbox to loopback clients (never in production). */
  devOutbox?: boolean;
  /** Days a password stays valid; 0 = never expires. Default 90. */
  passwordMaxAgeDays?: number;
  google?: GoogleConfig | null;
  facebook?: FacebookConfig | null;
  /** CAS servers per email domain, written into sso_domains at start. */
  casDomains?: readonly { domain: string; serverUrl: string }[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Services whose background work tests and shutdown wait for (batched last-seen writes, forgot-password mail). */
    accounts: { sessions: SessionService; lastSeen: LastSeenTracker; passwords: PasswordService };
  }
}

/** Nothing the portal sends comes near 64 KiB; larger bodies are refused with 413. */
export const bodyLimitBytes = 64 * 1024;

const purgeExpiredEveryMs = 60 * 60_000;
const defaultLastSeenFlushMs = 10_000;

/** The whole HTTP server, not yet listening. `main.ts` and the integration tests both start it from here. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const random = deps.random ?? systemRandom;
  const { database } = deps;

  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: bodyLimitBytes,
    requestIdHeader: false,
    genReqId: (request) => pickRequestId(request.url, random.uuid),
    return503OnClosing: true,
  });

  app.decorate('secureCookies', deps.secureCookies ?? false);
  installErrorHandler(app);
  enforceAccessDeclarations(app);
  installJsonBodyParsing(app);
  // Text no column can hold (NUL, a lone surrogate) is bad input wherever it comes: never a database error's 500.
  app.addHook('preValidation', (request, _reply, done) => {
    const unsafe = containsUnsafeText(request.body) || containsUnsafeText(request.query) || containsUnsafeText(request.params);
    done(unsafe ? new AppError('BAD_REQUEST') : undefined);
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false, errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS') });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Over https (as the trusted proxy or the configured public origin says) the browser keeps to https.
    if (request.protocol === 'https' || deps.publicUrl.startsWith('https://')) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const path = pathOf(request.url);
    if (!isBackendPath(path)) return done();
    reply.header('cache-control', 'no-store');
    const foreign = isForeignOriginMutation({
      method: request.method,
      path,
      origin: request.headers.origin,
      ownOrigins: [originOf(request.protocol, request.host), publicOrigin],
    });
    done(foreign ? new AppError('PE403001') : undefined);
  });

  // The common-password list is read once, now, rather than at the first password change.
  commonPasswords();

  const cache = new SessionCache(clock, deps.sessionCache ?? defaultSessionCacheOptions);
  const invalidation = new SessionInvalidation(database, cache, app.log);
  await invalidation.start();
  app.addHook('onClose', () => invalidation.close());
  const sessionRepository = new SessionRepository(database.db);
  const lastSeen = new LastSeenTracker(sessionRepository);
  const sessions = new SessionService({ repository: sessionRepository, cache, invalidation, lastSeen, clock, random });

  const mail: MailTransport | null = deps.smtp ? smtpMailTransport(deps.smtp.url, deps.smtp.from) : null;
  const outbox = new OutboxRepository(database.db);
  const delivery = new Delivery({ repository: outbox, clock, mail, sms: deps.sms ?? null, log: app.log });
  const otp = new OtpService({ repository: new OtpRepository(database.db), delivery, clock, random });
  const tokens = new AccountTokens(database.db, clock, random);
  const authRepository = new AuthRepository(database.db);
  const auth = new AuthService({
    repository: authRepository,
    sessions,
    otp,
    tokens,
    delivery,
    clock,
    random,
    passwordMaxAgeDays: deps.passwordMaxAgeDays ?? 90,
  });
  const providers: SocialProvider[] = [];
  if (deps.google) providers.push(googleProvider(deps.google, clock));
  if (deps.facebook) providers.push(facebookProvider(deps.facebook));
  const ssoRepository = new SsoRepository(database.db);
  if (deps.casDomains?.length) await ssoRepository.upsertCasDomains(deps.casDomains);
  const sso = new SsoService({ repository: ssoRepository, accounts: authRepository, auth, clock, providers });
  const reauthenticate: Reauthenticate = (session, password, language) => auth.reauthenticate(session, password, language);
  const passwords = new PasswordService({ repository: new PasswordRepository(database.db), tokens, sessions, delivery, reauthenticate, clock, log: app.log });
  const registration = new RegistrationService({ repository: new RegistrationRepository(database.db), otp, sessions, delivery, clock, random });
  const contacts = new ContactVerificationService({ repository: new UserContactRepository(database.db), otp, sessions, clock, reauthenticate, delivery });
  const config = new ConfigService(new ConfigRepository(database.db));
  const loginEvents = new LoginEventService(new LoginEventRepository(database.db), clock);

  const publicOrigin = deps.publicUrl;
  const signInRateLimitPerMinute = deps.signInRateLimitPerMinute ?? 60;
  const accountRateLimitPerMinute = deps.accountRateLimitPerMinute ?? 30;
  registerRoutes(
    app,
    [
      ...healthRoutes(database),
      ...configRoutes(config),
      ...authRoutes(auth, sso, { signInRateLimitPerMinute, accountRateLimitPerMinute }),
      ...ssoRoutes(sso, { publicOrigin, signInRateLimitPerMinute }),
      ...sessionRoutes(sessions, { reauthenticate, accountRateLimitPerMinute }),
      ...passwordRoutes(passwords, { publicOrigin, accountRateLimitPerMinute }),
      ...registrationRoutes(registration, sessions, { accountRateLimitPerMinute }),
      ...contactVerificationRoutes(contacts, { accountRateLimitPerMinute }),
      ...loginEventRoutes(loginEvents),
      ...(deps.devOutbox ? devOutboxRoutes(outbox) : []),
    ],
    { resolveSession: (request) => sessions.resolve(readSessionCookie(request)) },
  );

  const webAppFallback = await registerWebApps(app, { webRoot: deps.webRoot ?? null, thirdParties: thirdPartyOrigins(config, clock, deps) });
  installNotFoundHandler(app, { fallback: webAppFallback });

  const purgeTimer = setInterval(() => {
    const now = clock.now();
    Promise.all([sessions.purgeExpired(), otp.purgeExpired(), tokens.purgeExpired(now), authRepository.purgeExpiredDevices(now)]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'expired sessions and codes were not purged'),
    );
  }, purgeExpiredEveryMs);
  purgeTimer.unref();
  const flushTimer = setInterval(() => {
    lastSeen.flush().catch((error: unknown) => app.log.warn({ err: error }, 'last-seen times were not written'));
  }, deps.lastSeenFlushMs ?? defaultLastSeenFlushMs);
  flushTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    clearInterval(flushTimer);
    await passwords.drain();
    await lastSeen.flush().catch((error: unknown) => app.log.warn({ err: error }, 'last-seen times were not written'));
    mail?.close();
  });
  app.decorate('accounts', { sessions, lastSeen, passwords });

  return app;
}

const thirdPartyConfigTtlMs = 10_000;

/**
 * The third-party origins the pages load from, for their Content-Security-Policy: the tracker and tag-manager
 * hosts of the application config (read at most every 10 s) and the configured social sign-in providers.
 */
function thirdPartyOrigins(config: ConfigService, clock: Clock, deps: Pick<AppDeps, 'google' | 'facebook'>): () => Promise<ThirdPartyOrigins> {
  const social = {
    scripts: [...(deps.google ? ['https://accounts.google.com'] : []), ...(deps.facebook ? ['https://connect.facebook.net'] : [])],
    connect: [...(deps.google ? ['https://accounts.google.com'] : []), ...(deps.facebook ? ['https://graph.facebook.com', 'https://connect.facebook.net'] : [])],
    frames: [...(deps.google ? ['https://accounts.google.com'] : []), ...(deps.facebook ? ['https://www.facebook.com', 'https://web.facebook.com'] : [])],
  };
  let cached: { at: number; origins: ThirdPartyOrigins } | null = null;
  return async () => {
    const now = clock.now().getTime();
    if (cached && now - cached.at < thirdPartyConfigTtlMs) return cached.origins;
    const appConfig = await config.applicationConfig();
    const trackers = [appConfig[configKeys.trackerHost], appConfig[trackingConfigKeys.tagManagerHost]]
      .map(originOfUrl)
      .filter((origin): origin is string => origin !== null);
    const origins = { scripts: [...social.scripts, ...trackers], connect: [...social.connect, ...trackers], frames: [...social.frames, ...trackers] };
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
    parseJson(request, body as string, done);
  });
}
