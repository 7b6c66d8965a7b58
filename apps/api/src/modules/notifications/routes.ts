import {
  notificationPaths,
  notificationPreferencesRequestSchema,
  notificationStatusQuerySchema,
  notificationSummaryQuerySchema,
} from '@seller-portal/contracts';
import type { Access } from '../../http/access';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { NotificationService } from './service';

/**
 * §6: the notification center is every STORE session's, owner or staff, with no code of its own: a user sees only
 * their own notifications of the store they work in now.
 */
const seller: Access = { modes: ['STORE'] };

export function notificationRoutes(notifications: NotificationService): RouteDefinition[] {
  return [
    route.get(notificationPaths.summary, { access: seller, querystring: notificationSummaryQuerySchema }, (context) =>
      notifications.summary(signedIn(context), context.query),
    ),
    route.get(notificationPaths.counter, { access: seller }, (context) => notifications.counter(signedIn(context))),
    route.get(notificationPaths.unreadCount, { access: seller }, (context) => notifications.unreadCount(signedIn(context))),
    route.put(notificationPaths.markAllRead, { access: seller }, (context) => notifications.markAllRead(signedIn(context))),
    route.put(notificationPaths.updateStatus, { access: seller, querystring: notificationStatusQuerySchema }, (context) =>
      notifications.updateStatus(signedIn(context), context.query),
    ),
    route.get(notificationPaths.preferences, { access: seller }, (context) => notifications.preferences(signedIn(context))),
    route.put(notificationPaths.preferences, { access: seller, body: notificationPreferencesRequestSchema }, (context) =>
      notifications.savePreferences(signedIn(context), context.body),
    ),
  ];
}
