import { apiPaths, switchSessionRequestSchema, type SwitchSessionRequest } from '@seller-portal/contracts';
import { RawJson } from '../../http/envelope';
import { defineRoute, type RouteDefinition } from '../../http/define-route';
import type { SessionService } from './service';
import { setSessionCookie } from './session-cookie';
import { signedIn } from './signed-in';

export function sessionRoutes(sessions: SessionService): RouteDefinition[] {
  const currentSession = defineRoute({
    method: 'GET',
    url: apiPaths.session,
    access: { modes: 'any' },
    // Served from the cache's serialized copy: this is the hottest call of the portal.
    handler: async (context) => new RawJson(signedIn(context).json),
  });

  return [
    currentSession,
    { ...currentSession, url: apiPaths.gwsSession },
    defineRoute<SwitchSessionRequest>({
      method: 'POST',
      url: apiPaths.switchSession,
      access: { modes: 'any' },
      body: switchSessionRequestSchema,
      blankFieldCodes: [['type', 'PMA400006']],
      handler: async (context) => {
        const { token, resolved } = await sessions.switchMode(signedIn(context), context.body);
        setSessionCookie(context.request, context.reply, token);
        return new RawJson(resolved.json);
      },
    }),
    defineRoute({
      method: 'GET',
      url: apiPaths.resetSession,
      access: { modes: 'any' },
      handler: async (context) => new RawJson((await sessions.resetMode(signedIn(context))).json),
    }),
  ];
}
