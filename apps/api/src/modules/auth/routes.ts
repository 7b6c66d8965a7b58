import { authCalls, type SignInRequest, type TokenSignInRequest } from '@seller-portal/contracts/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { route, type RouteDefinition } from '../../http/define-route';
import type { RouteRateLimit } from '../../http/rate-limit';
import { requestLanguage } from '../../i18n/server-i18n';
import type { SessionClient } from '../session';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../session';
import { signedIn } from '../session';
import { AppError } from '../../http/app-error';
import {
  clearPendingSignInCookie,
  clearSellerSocialTokenCookie,
  readDeviceVerificationCookie,
  readKnownDeviceCookie,
  readPendingSignInCookie,
  setDeviceVerificationCookie,
  setKnownDeviceCookie,
  setPendingSignInCookie,
  setSellerSocialTokenCookie,
} from './cookies';
import type { AuthService, SignInContext, SignInOutcome } from './service';

export interface AuthRoutesOptions {
  /** Per-IP sign-in attempts per minute. */
  signInRateLimitPerMinute: number;
  /** Per-IP calls per minute of the code steps. */
  accountRateLimitPerMinute: number;
}

const isTokenSignIn = (body: SignInRequest | TokenSignInRequest): body is TokenSignInRequest => 'token' in body;

export function signInContext(request: FastifyRequest): SignInContext {
  return {
    previousSessionToken: readSessionCookie(request),
    deviceToken: readDeviceVerificationCookie(request),
    signInDeviceToken: readKnownDeviceCookie(request),
    client: sessionClientOf(request),
    language: requestLanguage(request),
  };
}

/** What the signed-in devices list shows of the browser that signs in. */
export function sessionClientOf(request: FastifyRequest): SessionClient {
  return { userAgent: request.headers['user-agent'] ?? null, clientAddress: request.ip };
}

/** The cookies of a sign-in's outcome: a session, or the pending multi-factor step (and no session). */
export function answerSignIn(request: FastifyRequest, reply: FastifyReply, outcome: SignInOutcome) {
  if (outcome.signInDeviceToken) setKnownDeviceCookie(request, reply, outcome.signInDeviceToken);
  // §3: a sign-in ends a social registration this browser had begun.
  clearSellerSocialTokenCookie(request, reply);
  if (outcome.sessionToken) {
    setSessionCookie(request, reply, outcome.sessionToken);
    clearPendingSignInCookie(request, reply);
  } else {
    if (readSessionCookie(request)) clearSessionCookie(request, reply);
    if (outcome.pendingToken) setPendingSignInCookie(request, reply, outcome.pendingToken);
  }
  return outcome.result;
}

/** Every sign-in call (password, token, CAS) counts against one limit per client address. */
export const signInLimit = (max: number): RouteRateLimit => ({ name: 'sign-in', max, timeWindowMs: 60_000 });

/**
 * Sign-in with a social provider's token, which a module after this one provides (sso, which uses auth): auth names
 * what it needs, so it imports nothing of the module that depends on it.
 */
export interface SocialTokenSignIn {
  signInWithSocialToken(ssoType: 'GOOGLE' | 'FACEBOOK', token: string, context: SignInContext): Promise<SignInOutcome>;
}

export function authRoutes(auth: AuthService, sso: SocialTokenSignIn, options: AuthRoutesOptions): RouteDefinition[] {
  const accountLimit = { max: options.accountRateLimitPerMinute, timeWindowMs: 60_000 };
  return [
    route.call(
      authCalls.signIn,
      {
        // §7 the body is credentials, or {token} for a token sign-in.
        blankFieldCodes: (raw) =>
          'token' in raw
            ? [['token', 'PMA400003']]
            : [
                ['username', 'PMA400001'],
                ['password', 'PMA400002'],
              ],
        rateLimit: signInLimit(options.signInRateLimitPerMinute),
      },
      async ({ request, reply, body }) => {
        const context = signInContext(request);
        let outcome: SignInOutcome;
        if (!isTokenSignIn(body)) outcome = await auth.signIn(body, context);
        else if (body.ssoType === 'GOOGLE' || body.ssoType === 'FACEBOOK') {
          try {
            outcome = await sso.signInWithSocialToken(body.ssoType, body.token, context);
          } catch (error) {
            // §3: the provider vouched for the token but no seller owns it: registration may use it (re-checked there).
            if (error instanceof AppError && error.code === 'ACCOUNT_NOT_REGISTERED') setSellerSocialTokenCookie(request, reply, body.ssoType, body.token);
            throw error;
          }
        } else outcome = await auth.signInWithOneTimeToken(body.token, context);
        return answerSignIn(request, reply, outcome);
      },
    ),
    route.call(authCalls.signOut, async (context) => {
      await auth.signOut(signedIn(context));
      clearSessionCookie(context.request, context.reply);
      return null;
    }),
    // The caller has no session yet: the pending sign-in cookie names the step.
    route.call(authCalls.multiFactorSendOtp, { rateLimit: accountLimit }, ({ request, body }) =>
      auth.sendMultiFactorCode(readPendingSignInCookie(request), body.channel, requestLanguage(request)),
    ),
    route.call(authCalls.multiFactorVerify, { blankFieldCodes: [['code', 'PMA400003']], rateLimit: accountLimit }, async ({ request, reply, body }) => {
      const outcome = await auth.verifyMultiFactor(readPendingSignInCookie(request), body.code.trim(), body.trustDevice === true, {
        client: sessionClientOf(request),
        language: requestLanguage(request),
      });
      setSessionCookie(request, reply, outcome.sessionToken);
      clearPendingSignInCookie(request, reply);
      if (outcome.deviceToken) setDeviceVerificationCookie(request, reply, outcome.deviceToken);
      if (outcome.signInDeviceToken) setKnownDeviceCookie(request, reply, outcome.signInDeviceToken);
      return outcome.result;
    }),
    route.call(
      authCalls.oneTimeTokenOwner,
      {
        blankFieldCodes: [['token', 'PMA400003']],
        // As many tries as sign-in itself: the answer tells whether a token is alive.
        rateLimit: { max: options.signInRateLimitPerMinute, timeWindowMs: 60_000 },
      },
      ({ body }) => auth.oneTimeTokenOwner(body.token.trim()),
    ),
    route.call(authCalls.oneTimeToken, { rateLimit: accountLimit }, (context) => auth.issueOneTimeToken(signedIn(context))),
  ];
}
