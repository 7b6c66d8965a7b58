import { accountCookieNames, otpPolicy, registrationCalls } from '@seller-portal/contracts/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { route, type RouteDefinition } from '../../http/define-route';
import { requestLanguage } from '../../i18n/server-i18n';
import { clearSellerSocialTokenCookie, readSellerSocialTokenCookie } from '../auth';
import type { SessionService } from '../session';
import { clearServerCookie, readServerCookie, readSessionCookie, setServerCookie, setSessionCookie } from '../session';
import type { Registrant, RegistrationService } from './service';

function setRegistrationCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  setServerCookie(request, reply, accountCookieNames.registration, token, otpPolicy.pendingRegistrationSeconds);
}

function readRegistrationCookie(request: FastifyRequest): string | undefined {
  return readServerCookie(request, accountCookieNames.registration);
}

export function registrationRoutes(
  registration: RegistrationService,
  sessions: SessionService,
  options: { accountRateLimitPerMinute: number },
): RouteDefinition[] {
  const limit = { max: options.accountRateLimitPerMinute, timeWindowMs: 60_000 };
  // Public routes: a registrant has no session yet; a needVerification user brings theirs.
  const registrant = async (request: FastifyRequest): Promise<Registrant> => ({
    registrationToken: readRegistrationCookie(request),
    session: await sessions.resolve(readSessionCookie(request)),
  });

  return [
    route.call(registrationCalls.nameAvailability, { rateLimit: { max: options.accountRateLimitPerMinute * 4, timeWindowMs: 60_000 } }, ({ query }) =>
      registration.nameAvailability(query.name),
    ),
    route.call(registrationCalls.social, { rateLimit: limit }, async ({ request, reply }) => {
      const social = await registration.socialRegistration(readSellerSocialTokenCookie(request));
      // A token its provider no longer accepts is of no further use.
      if (!social) clearSellerSocialTokenCookie(request, reply);
      return social;
    }),
    route.call(registrationCalls.open, { rateLimit: limit }, async ({ request, reply, body }) => {
      const { opened, token } = await registration.open(body, readRegistrationCookie(request), readSellerSocialTokenCookie(request));
      setRegistrationCookie(request, reply, token);
      return opened;
    }),
    route.call(registrationCalls.sendCode, { rateLimit: limit }, async ({ request, body }) =>
      registration.sendCode(await registrant(request), body.channel, requestLanguage(request)),
    ),
    route.call(registrationCalls.resendCode, { rateLimit: limit }, async ({ request }) =>
      registration.sendCode(await registrant(request), undefined, requestLanguage(request)),
    ),
    route.call(registrationCalls.verifyCode, { blankFieldCodes: [['code', 'PMA400003']], rateLimit: limit }, async ({ request, reply, body }) => {
      const { result, sessionToken } = await registration.verify(await registrant(request), body.code.trim());
      if (sessionToken) {
        setSessionCookie(request, reply, sessionToken);
        clearServerCookie(request, reply, accountCookieNames.registration);
        clearSellerSocialTokenCookie(request, reply);
      }
      return result;
    }),
  ];
}
