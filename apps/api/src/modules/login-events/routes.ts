import { datavisorEventSchema, sellerLoginEventCode, trackingApiPaths } from '@seller-portal/contracts';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { LoginEventService } from './service';

/** The contracts' shape, narrowed to the event codes the server records (§7: SELLER_LOGIN); any other is a 400. */
const loginEventSchema = datavisorEventSchema.refine((event) => event.eventCode === sellerLoginEventCode);

export function loginEventRoutes(loginEvents: LoginEventService): RouteDefinition[] {
  return [
    route.post(
      trackingApiPaths.datavisorEvent,
      {
        // §4.11 only a seller's STORE session is tracked.
        access: { modes: ['STORE'] },
        body: loginEventSchema,
      },
      async (context) => {
        await loginEvents.record(signedIn(context), context.body, {
          ip: context.request.ip,
          userAgent: context.request.headers['user-agent'],
        });
        return null;
      },
    ),
  ];
}
