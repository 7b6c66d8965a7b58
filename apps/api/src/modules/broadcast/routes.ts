import { broadcastCalls } from '@seller-portal/contracts/broadcast';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { BroadcastService } from './service';

// Access (reading: STORE_CONVERSATION; sending and cancelling: the declaration's write action), schemas and codes are
// the calls' (`broadcastCalls` in contracts).

export function broadcastRoutes(broadcasts: BroadcastService): RouteDefinition[] {
  return [
    route.call(broadcastCalls.list, (context) => broadcasts.list(signedIn(context), context.query.page, context.query.size)),
    route.call(broadcastCalls.audience, (context) => broadcasts.audience(signedIn(context), context.query.days)),
    route.call(broadcastCalls.send, (context) => broadcasts.create(signedIn(context), context.body)),
    route.call(broadcastCalls.cancel, (context) => broadcasts.cancel(signedIn(context), context.params.id)),
  ];
}
