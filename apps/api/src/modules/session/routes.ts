import {
  accountPaths,
  apiPaths,
  endSessionsRequestSchema,
  pageQuerySchema,
  switchSessionRequestSchema,
  userStoreQuerySchema,
  type EndSessionsResult,
} from '@seller-portal/contracts';
import { RawJson } from '../../http/envelope';
import { requestLanguage } from '../../i18n/server-i18n';
import { route, type RouteDefinition } from '../../http/define-route';
import type { Reauthenticate } from './reauthenticate';
import type { SessionService } from './service';
import { setSessionCookie } from './session-cookie';
import { signedIn } from './signed-in';

export interface SessionRoutesOptions {
  /** The current password, asked again before another device is signed out. */
  reauthenticate: Reauthenticate;
  /** Per-address calls per minute of the password-checking calls. */
  accountRateLimitPerMinute: number;
}

export function sessionRoutes(sessions: SessionService, options: SessionRoutesOptions): RouteDefinition[] {
  // Served from the cache's serialized copy: this is the hottest call of the portal.
  const currentSession = route.get(apiPaths.session, { access: { modes: 'any' } }, async (context) => new RawJson(signedIn(context).json));

  return [
    currentSession,
    { ...currentSession, url: apiPaths.gwsSession },
    route.post(accountPaths.sessionRefresh, { access: { modes: 'any' } }, async (context) => new RawJson((await sessions.refresh(signedIn(context))).json)),
    route.post(
      apiPaths.switchSession,
      { access: { modes: 'any' }, body: switchSessionRequestSchema, blankFieldCodes: [['type', 'PMA400006']] },
      async (context) => {
        const { token, resolved } = await sessions.switchMode(signedIn(context), context.body);
        setSessionCookie(context.request, context.reply, token);
        return new RawJson(resolved.json);
      },
    ),
    // §7 fixes this state change as a GET; a page of another site must not trigger it (an <img>, a link).
    route.get(
      apiPaths.resetSession,
      { access: { modes: 'any' }, stateChanging: true },
      async (context) => new RawJson((await sessions.resetMode(signedIn(context))).json),
    ),
    route.get(accountPaths.activeSessions, { access: { modes: 'any' } }, (context) => sessions.activeSessions(signedIn(context))),
    route.post(
      accountPaths.endSessions,
      {
        access: { modes: 'any' },
        body: endSessionsRequestSchema,
        blankFieldCodes: [['password', 'ERR_PMU400006']],
        rateLimit: { max: options.accountRateLimitPerMinute, timeWindowMs: 60_000 },
      },
      async (context): Promise<EndSessionsResult> => {
        const session = signedIn(context);
        await options.reauthenticate(session, context.body.password, requestLanguage(context.request));
        return { ended: await sessions.endOtherSessions(session, context.body) };
      },
    ),
    route.get(
      accountPaths.userStores,
      {
        // Before a switch the session has no mode yet: any signed-in user, checked for STORE in the service.
        access: { modes: 'any' },
        querystring: userStoreQuerySchema,
      },
      (context) => sessions.userStores(signedIn(context), context.query),
    ),
    route.get(accountPaths.userVendors, { access: { modes: 'any' }, querystring: pageQuerySchema }, (context) =>
      sessions.userVendors(signedIn(context), context.query),
    ),
  ];
}
