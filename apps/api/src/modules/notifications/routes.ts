import { notificationCalls } from '@seller-portal/contracts/notifications';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { NotificationService } from './service';

// §6: the notification center is every STORE session's, owner or staff, with no code of its own (`notificationCalls`'
// access): a user sees only their own notifications of the store they work in now.

export function notificationRoutes(notifications: NotificationService): RouteDefinition[] {
  return [
    route.call(notificationCalls.summary, (context) => notifications.summary(signedIn(context), context.query)),
    route.call(notificationCalls.counter, (context) => notifications.counter(signedIn(context))),
    route.call(notificationCalls.unreadCount, (context) => notifications.unreadCount(signedIn(context))),
    route.call(notificationCalls.markAllRead, (context) => notifications.markAllRead(signedIn(context))),
    route.call(notificationCalls.updateStatus, (context) => notifications.updateStatus(signedIn(context), context.query)),
    route.call(notificationCalls.preferences, (context) => notifications.preferences(signedIn(context))),
    route.call(notificationCalls.savePreferences, (context) => notifications.savePreferences(signedIn(context), context.body)),
  ];
}
