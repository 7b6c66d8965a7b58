import {
  accountPaths,
  casSignInRequestSchema,
  singleSignOnAvailableRequestSchema,
  type CasSignInRequest,
  type SingleSignOnAvailableRequest,
} from '@seller-portal/contracts';
import { defineRoute, type RouteDefinition } from '../../http/define-route';
import { answerSignIn, signInContext } from '../auth';
import type { SsoService } from './service';

export function ssoRoutes(sso: SsoService, options: { publicOrigin: string; signInRateLimitPerMinute: number }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      url: accountPaths.ssoDomain,
      // §7: asked on the sign-in page, before anyone is signed in.
      access: { public: true },
      handler: ({ request }) => sso.ssoDomain((request.params as { domain?: string }).domain ?? '', options.publicOrigin),
    }),
    defineRoute<SingleSignOnAvailableRequest>({
      method: 'POST',
      url: accountPaths.singleSignOnAvailable,
      access: { public: true },
      body: singleSignOnAvailableRequestSchema,
      handler: ({ body }) => sso.availability(body.username, options.publicOrigin),
    }),
    defineRoute<CasSignInRequest>({
      method: 'POST',
      url: accountPaths.casSignIn,
      access: { public: true },
      body: casSignInRequestSchema,
      blankFieldCodes: [['ticket', 'PMA400003']],
      rateLimit: { max: options.signInRateLimitPerMinute, timeWindowMs: 60_000 },
      handler: async ({ request, reply, body }) => answerSignIn(request, reply, await sso.signInWithCas(body, options.publicOrigin, signInContext(request))),
    }),
  ];
}
