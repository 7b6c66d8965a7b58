import { accountPaths, casSignInRequestSchema, singleSignOnAvailableRequestSchema } from '@seller-portal/contracts';
import { route, type RouteDefinition } from '../../http/define-route';
import { answerSignIn, signInContext, signInLimit } from '../auth';
import type { SsoService } from './service';

export function ssoRoutes(sso: SsoService, options: { publicOrigin: string; signInRateLimitPerMinute: number }): RouteDefinition[] {
  return [
    route.get(
      accountPaths.ssoDomain,
      {
        // §7: asked on the sign-in page, before anyone is signed in.
        access: { public: true },
      },
      ({ request }) => sso.ssoDomain((request.params as { domain?: string }).domain ?? '', options.publicOrigin),
    ),
    route.post(accountPaths.singleSignOnAvailable, { access: { public: true }, body: singleSignOnAvailableRequestSchema }, ({ body }) =>
      sso.availability(body.username, options.publicOrigin),
    ),
    route.post(
      accountPaths.casSignIn,
      {
        access: { public: true },
        body: casSignInRequestSchema,
        blankFieldCodes: [['ticket', 'PMA400003']],
        rateLimit: signInLimit(options.signInRateLimitPerMinute),
      },
      async ({ request, reply, body }) => answerSignIn(request, reply, await sso.signInWithCas(body, options.publicOrigin, signInContext(request))),
    ),
  ];
}
