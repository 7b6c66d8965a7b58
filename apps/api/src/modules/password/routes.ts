import {
  accountPaths,
  canaryFlagRequestSchema,
  changePasswordRequestSchema,
  emailTokenRequestSchema,
  forgotPasswordRequestSchema,
  passwordWithTokenRequestSchema,
} from '@seller-portal/contracts';
import { route, type RouteDefinition } from '../../http/define-route';
import { requestLanguage } from '../../i18n/server-i18n';
import { signedIn } from '../session';
import type { PasswordService } from './service';

export function passwordRoutes(passwords: PasswordService, options: { publicOrigin: string; accountRateLimitPerMinute: number }): RouteDefinition[] {
  const limit = { max: options.accountRateLimitPerMinute, timeWindowMs: 60_000 };
  return [
    route.put(accountPaths.forgotPassword, { access: { public: true }, body: forgotPasswordRequestSchema, rateLimit: limit }, async ({ request, body }) =>
      passwords.forgot(body.email, options.publicOrigin, requestLanguage(request)),
    ),
    route.post(accountPaths.emailToken, { access: { public: true }, body: emailTokenRequestSchema, rateLimit: limit }, ({ body }) =>
      passwords.emailTokenInfo(body.token),
    ),
    route.put(accountPaths.resetPassword, { access: { public: true }, body: passwordWithTokenRequestSchema, rateLimit: limit }, ({ request, body }) =>
      passwords.setWithMailedToken(body, requestLanguage(request)),
    ),
    route.put(accountPaths.expiredPassword, { access: { public: true }, body: passwordWithTokenRequestSchema, rateLimit: limit }, ({ request, body }) =>
      passwords.changeExpired(body, requestLanguage(request)),
    ),
    route.put(accountPaths.changePassword, { access: { modes: 'any' }, body: changePasswordRequestSchema, rateLimit: limit }, (context) =>
      passwords.change(signedIn(context), context.body, requestLanguage(context.request)),
    ),
    route.put(accountPaths.canaryFlag, { access: { modes: 'any' }, body: canaryFlagRequestSchema }, (context) =>
      passwords.setCanaryFlag(signedIn(context), context.body),
    ),
  ];
}
