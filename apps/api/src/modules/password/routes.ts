import {
  accountPaths,
  canaryFlagRequestSchema,
  changePasswordRequestSchema,
  emailTokenRequestSchema,
  forgotPasswordRequestSchema,
  passwordWithTokenRequestSchema,
  type CanaryFlagRequest,
  type ChangePasswordRequest,
  type EmailTokenRequest,
  type ForgotPasswordRequest,
  type PasswordWithTokenRequest,
} from '@seller-portal/contracts';
import { defineRoute, type RouteDefinition } from '../../http/define-route';
import { requestLanguage } from '../../i18n/server-i18n';
import { signedIn } from '../session';
import type { PasswordService } from './service';

export function passwordRoutes(passwords: PasswordService, options: { publicOrigin: string; accountRateLimitPerMinute: number }): RouteDefinition[] {
  const limit = { max: options.accountRateLimitPerMinute, timeWindowMs: 60_000 };
  return [
    defineRoute<ForgotPasswordRequest>({
      method: 'PUT',
      url: accountPaths.forgotPassword,
      access: { public: true },
      body: forgotPasswordRequestSchema,
      rateLimit: limit,
      handler: async ({ request, body }) => passwords.forgot(body.email, options.publicOrigin, requestLanguage(request)),
    }),
    defineRoute<EmailTokenRequest>({
      method: 'POST',
      url: accountPaths.emailToken,
      access: { public: true },
      body: emailTokenRequestSchema,
      rateLimit: limit,
      handler: ({ body }) => passwords.emailTokenInfo(body.token),
    }),
    defineRoute<PasswordWithTokenRequest>({
      method: 'PUT',
      url: accountPaths.resetPassword,
      access: { public: true },
      body: passwordWithTokenRequestSchema,
      rateLimit: limit,
      handler: ({ request, body }) => passwords.setWithMailedToken(body, requestLanguage(request)),
    }),
    defineRoute<PasswordWithTokenRequest>({
      method: 'PUT',
      url: accountPaths.expiredPassword,
      access: { public: true },
      body: passwordWithTokenRequestSchema,
      rateLimit: limit,
      handler: ({ request, body }) => passwords.changeExpired(body, requestLanguage(request)),
    }),
    defineRoute<ChangePasswordRequest>({
      method: 'PUT',
      url: accountPaths.changePassword,
      access: { modes: 'any' },
      body: changePasswordRequestSchema,
      rateLimit: limit,
      handler: (context) => passwords.change(signedIn(context), context.body, requestLanguage(context.request)),
    }),
    defineRoute<CanaryFlagRequest>({
      method: 'PUT',
      url: accountPaths.canaryFlag,
      access: { modes: 'any' },
      body: canaryFlagRequestSchema,
      handler: (context) => passwords.setCanaryFlag(signedIn(context), context.body),
    }),
  ];
}
