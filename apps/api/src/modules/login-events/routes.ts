import { trackingCalls } from '@seller-portal/contracts/tracking';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { LoginEventService } from './service';

export function loginEventRoutes(loginEvents: LoginEventService): RouteDefinition[] {
  return [
    // §4.11 only a seller's STORE session is tracked; the declaration records SELLER_LOGIN only.
    route.call(trackingCalls.loginEvent, async (context) => {
      await loginEvents.record(signedIn(context), context.body, {
        ip: context.request.ip,
        userAgent: context.request.headers['user-agent'],
      });
      return null;
    }),
  ];
}
