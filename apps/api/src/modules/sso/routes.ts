import { authCalls } from '@seller-portal/contracts/accounts';
import { route, type RouteDefinition } from '../../http/define-route';
import { answerSignIn, signInContext, signInLimit } from '../auth';
import type { SsoService } from './service';

export function ssoRoutes(sso: SsoService, options: { publicOrigin: string; signInRateLimitPerMinute: number }): RouteDefinition[] {
  return [
    // §7: asked on the sign-in page, before anyone is signed in.
    route.call(authCalls.ssoDomain, ({ params }) => sso.ssoDomain(params.domain, options.publicOrigin)),
    route.call(authCalls.singleSignOnAvailable, ({ body }) => sso.availability(body.username, options.publicOrigin)),
    route.call(
      authCalls.casSignIn,
      { blankFieldCodes: [['ticket', 'PMA400003']], rateLimit: signInLimit(options.signInRateLimitPerMinute) },
      async ({ request, reply, body }) => answerSignIn(request, reply, await sso.signInWithCas(body, options.publicOrigin, signInContext(request))),
    ),
  ];
}
