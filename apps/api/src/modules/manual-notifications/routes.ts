import { manualNotificationCalls as calls } from '@seller-portal/contracts/partner-notifications';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { ManualNotificationService } from './service';

// §6: each call needs INTERNAL mode and its own INTERNAL_NOTIFICATION_MANUAL- code (`manualNotificationCalls`, from
// `partnerNotificationsFeature`'s actions); an `:id` that cannot be an id names no notification.

export function manualNotificationRoutes(notifications: ManualNotificationService): RouteDefinition[] {
  return [
    route.call(calls.list, (context) => notifications.list(context.query)),
    route.call(calls.detail, (context) => notifications.get(context.params.id)),
    route.call(calls.create, (context) => notifications.create(signedIn(context), context.body)),
    route.call(calls.update, (context) => notifications.update(signedIn(context), context.params.id, context.body)),
    route.call(calls.remove, async (context) => {
      await notifications.remove(signedIn(context), context.params.id);
      return null;
    }),
    route.call(calls.cancel, (context) => notifications.cancel(signedIn(context), context.params.id)),
    route.call(calls.copy, (context) => notifications.copy(signedIn(context), context.params.id)),
    route.call(calls.history, (context) => notifications.history(context.query)),
  ];
}
