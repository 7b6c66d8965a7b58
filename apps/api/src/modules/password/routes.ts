import { passwordCalls } from '@seller-portal/contracts/accounts';
import { route, type RouteDefinition } from '../../http/define-route';
import { requestLanguage } from '../../i18n/server-i18n';
import { signedIn } from '../session';
import type { PasswordService } from './service';

export function passwordRoutes(passwords: PasswordService, options: { publicOrigin: string; accountRateLimitPerMinute: number }): RouteDefinition[] {
  const limit = { max: options.accountRateLimitPerMinute, timeWindowMs: 60_000 };
  return [
    route.call(passwordCalls.forgot, { rateLimit: limit }, async ({ request, body }) =>
      passwords.forgot(body.email, options.publicOrigin, requestLanguage(request)),
    ),
    route.call(passwordCalls.emailToken, { rateLimit: limit }, ({ body }) => passwords.emailTokenInfo(body.token)),
    route.call(passwordCalls.setWithLink, { rateLimit: limit }, ({ request, body }) => passwords.setWithMailedToken(body, requestLanguage(request))),
    route.call(passwordCalls.changeExpired, { rateLimit: limit }, ({ request, body }) => passwords.changeExpired(body, requestLanguage(request))),
    route.call(passwordCalls.change, { rateLimit: limit }, (context) => passwords.change(signedIn(context), context.body, requestLanguage(context.request))),
    route.call(passwordCalls.canaryFlag, (context) => passwords.setCanaryFlag(signedIn(context), context.body)),
  ];
}
