import { broadcastAudienceQuerySchema, broadcastListQuerySchema, broadcastPaths, broadcastRequestSchema } from '@seller-portal/contracts';
import type { FastifyRequest } from 'fastify';
import { featureAccess } from '../../http/access';
import { broadcastFeature } from '@seller-portal/contracts';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { BroadcastService } from './service';

/** §6: a broadcast is chat messages: reading needs STORE_CONVERSATION… */
const readAccess = featureAccess(broadcastFeature);
/** …sending and cancelling also STORE_CONVERSATION_WRITE (view-only staff send nothing). */
const writeAccess = featureAccess(broadcastFeature, 'write');

const idOf = (request: FastifyRequest) => String((request.params as Record<string, unknown>).id ?? '');

export function broadcastRoutes(broadcasts: BroadcastService): RouteDefinition[] {
  return [
    route.get(broadcastPaths.broadcasts, { access: readAccess, querystring: broadcastListQuerySchema }, async (context) =>
      broadcasts.list(signedIn(context), context.query.page, context.query.size),
    ),
    route.get(broadcastPaths.audience, { access: readAccess, querystring: broadcastAudienceQuerySchema }, async (context) =>
      broadcasts.audience(signedIn(context), context.query.days),
    ),
    route.post(broadcastPaths.broadcasts, { access: writeAccess, body: broadcastRequestSchema }, async (context) =>
      broadcasts.create(signedIn(context), context.body),
    ),
    route.delete(broadcastPaths.broadcastPattern, { access: writeAccess }, async (context) => broadcasts.cancel(signedIn(context), idOf(context.request))),
  ];
}
