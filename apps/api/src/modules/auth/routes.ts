import { apiPaths, signInRequestSchema, type SignInRequest } from '@seller-portal/contracts';
import { defineRoute, type RouteDefinition } from '../../http/define-route';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../session/session-cookie';
import { signedIn } from '../session/signed-in';
import type { AuthService } from './service';

export interface AuthRoutesOptions {
  /** Per-IP sign-in attempts per minute. */
  signInRateLimitPerMinute: number;
}

export function authRoutes(auth: AuthService, options: AuthRoutesOptions): RouteDefinition[] {
  return [
    defineRoute<SignInRequest>({
      method: 'POST',
      url: apiPaths.signIn,
      access: { public: true },
      body: signInRequestSchema,
      blankFieldCodes: [
        ['username', 'PMA400001'],
        ['password', 'PMA400002'],
      ],
      rateLimit: { max: options.signInRateLimitPerMinute, timeWindowMs: 60_000 },
      handler: async ({ request, reply, body }) => {
        const previousToken = readSessionCookie(request);
        const { result, token } = await auth.signIn(body, previousToken);
        if (token) setSessionCookie(request, reply, token);
        else if (previousToken) clearSessionCookie(request, reply);
        return result;
      },
    }),
    defineRoute({
      method: 'POST',
      url: apiPaths.signOut,
      access: { modes: 'any' },
      handler: async (context) => {
        await auth.signOut(signedIn(context));
        clearSessionCookie(context.request, context.reply);
        return null;
      },
    }),
  ];
}
