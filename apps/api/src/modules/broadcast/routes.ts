import {
  broadcastAudienceQuerySchema,
  broadcastListQuerySchema,
  broadcastPaths,
  broadcastRequestSchema,
  type BroadcastRequest,
} from '@seller-portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../../http/access';
import { defineRoute, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { BroadcastService } from './service';

/** §6: a broadcast is chat messages: reading needs STORE_CONVERSATION… */
const readAccess: Access = { modes: ['STORE'], accessibilities: ['STORE_CONVERSATION'] };
/** …sending and cancelling also STORE_CONVERSATION_WRITE (view-only staff send nothing). */
const writeAccess: Access = { modes: ['STORE'], accessibilities: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'] };

const idOf = (request: FastifyRequest) => String((request.params as Record<string, unknown>).id ?? '');

export function broadcastRoutes(broadcasts: BroadcastService): RouteDefinition[] {
  return [
    defineRoute<undefined, z.output<typeof broadcastListQuerySchema>>({
      method: 'GET',
      url: broadcastPaths.broadcasts,
      access: readAccess,
      querystring: broadcastListQuerySchema,
      handler: async (context) => broadcasts.list(signedIn(context), context.query.page, context.query.size),
    }),
    defineRoute<undefined, z.output<typeof broadcastAudienceQuerySchema>>({
      method: 'GET',
      url: broadcastPaths.audience,
      access: readAccess,
      querystring: broadcastAudienceQuerySchema,
      handler: async (context) => broadcasts.audience(signedIn(context), context.query.days),
    }),
    defineRoute<BroadcastRequest>({
      method: 'POST',
      url: broadcastPaths.broadcasts,
      access: writeAccess,
      body: broadcastRequestSchema,
      handler: async (context) => broadcasts.create(signedIn(context), context.body),
    }),
    defineRoute({
      method: 'DELETE',
      url: broadcastPaths.broadcastPattern,
      access: writeAccess,
      handler: async (context) => broadcasts.cancel(signedIn(context), idOf(context.request)),
    }),
  ];
}
