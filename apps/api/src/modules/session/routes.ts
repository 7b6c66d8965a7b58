import { sessionCalls } from '@seller-portal/contracts/accounts';
import { requestLanguage } from '../../i18n/server-i18n';
import { route, type RouteDefinition } from '../../http/define-route';
import type { Reauthenticate } from './reauthenticate';
import type { SessionService } from './service';
import { sessionAnswer } from './session-answer';
import { setSessionCookie } from './session-cookie';
import { signedIn } from './signed-in';

export interface SessionRoutesOptions {
  /** The current password, asked again before another device is signed out. */
  reauthenticate: Reauthenticate;
  /** Per-address calls per minute of the password-checking calls. */
  accountRateLimitPerMinute: number;
}

export function sessionRoutes(sessions: SessionService, options: SessionRoutesOptions): RouteDefinition[] {
  return [
    // Served from the cache's serialized copy: this is the hottest call of the portal.
    route.call(sessionCalls.session, (context) => sessionAnswer(signedIn(context).json)),
    route.call(sessionCalls.gwsSession, (context) => sessionAnswer(signedIn(context).json)),
    route.call(sessionCalls.refresh, async (context) => sessionAnswer((await sessions.refresh(signedIn(context))).json)),
    route.call(sessionCalls.switch, { blankFieldCodes: [['type', 'PMA400006']] }, async (context) => {
      const { token, resolved } = await sessions.switchMode(signedIn(context), context.body);
      setSessionCookie(context.request, context.reply, token);
      return sessionAnswer(resolved.json);
    }),
    // §7 fixes this state change as a GET; a page of another site must not trigger it (an <img>, a link).
    route.call(sessionCalls.reset, { stateChanging: true }, async (context) => sessionAnswer((await sessions.resetMode(signedIn(context))).json)),
    route.call(sessionCalls.activeSessions, (context) => sessions.activeSessions(signedIn(context))),
    route.call(
      sessionCalls.endSessions,
      { blankFieldCodes: [['password', 'ERR_PMU400006']], rateLimit: { max: options.accountRateLimitPerMinute, timeWindowMs: 60_000 } },
      async (context) => {
        const session = signedIn(context);
        await options.reauthenticate(session, context.body.password, requestLanguage(context.request));
        return { ended: await sessions.endOtherSessions(session, context.body) };
      },
    ),
    // Before a switch the session has no mode yet: any signed-in user, checked for STORE in the service.
    route.call(sessionCalls.userStores, (context) => sessions.userStores(signedIn(context), context.query)),
    route.call(sessionCalls.userVendors, (context) => sessions.userVendors(signedIn(context), context.query)),
  ];
}
