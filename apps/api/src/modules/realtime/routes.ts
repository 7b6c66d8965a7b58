import { realtimeCloseCodes, realtimePath } from '@seller-portal/contracts/core';
import { AppError } from '../../http/app-error';
import { route, type RouteDefinition } from '../../http/define-route';
import type { RealtimeService } from './service';

/** `?after=<id>`: digits only, short of what a JavaScript number holds exactly. */
const afterPattern = /^\d{1,15}$/;

export function realtimeRoutes(realtime: RealtimeService): RouteDefinition[] {
  return [
    route.get(
      realtimePath,
      {
        // Any signed-in session; a socket the session does not admit is opened and closed with 4401 (a browser
        // cannot read a refused handshake's status), unless a module's authenticator admits it (the chat customer).
        access: { modes: 'any' },
        websocket: (socket, { request, session }) => {
          const after = (request.query as Record<string, unknown>)['after'];
          if (after !== undefined && (typeof after !== 'string' || !afterPattern.test(after))) {
            socket.send(JSON.stringify({ t: 'error', code: 'BAD_REQUEST' }));
            socket.close(realtimeCloseCodes.badRequest);
            return;
          }
          void (async () => {
            const principal = await realtime.authenticate(request, session);
            if (!principal) return socket.close(realtimeCloseCodes.unauthorized);
            await realtime.open(socket, principal, after === undefined ? null : Number(after), request.ip);
          })().catch((error: unknown) => {
            request.log.warn({ err: error }, 'a realtime socket failed to open');
            socket.close(realtimeCloseCodes.unavailable);
          });
        },
      },
      // A plain GET (no upgrade) is not a socket.
      async () => {
        throw new AppError('BAD_REQUEST');
      },
    ),
  ];
}
