import {
  notificationPaths,
  notificationPreferencesRequestSchema,
  notificationStatusQuerySchema,
  notificationSummaryQuerySchema,
} from '@seller-portal/contracts';
import type { z } from 'zod';
import type { Access } from '../../http/access';
import { defineRoute, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { NotificationService } from './service';

/**
 * §6: the notification center is every STORE session's, owner or staff, with no code of its own: a user sees only
 * their own notifications of the store they work in now.
 */
const seller: Access = { modes: ['STORE'] };

export function notificationRoutes(notifications: NotificationService): RouteDefinition[] {
  return [
    defineRoute<undefined, z.output<typeof notificationSummaryQuerySchema>>({
      method: 'GET',
      url: notificationPaths.summary,
      access: seller,
      querystring: notificationSummaryQuerySchema,
      handler: (context) => notifications.summary(signedIn(context), context.query),
    }),
    defineRoute({
      method: 'GET',
      url: notificationPaths.counter,
      access: seller,
      handler: (context) => notifications.counter(signedIn(context)),
    }),
    defineRoute({
      method: 'GET',
      url: notificationPaths.unreadCount,
      access: seller,
      handler: (context) => notifications.unreadCount(signedIn(context)),
    }),
    defineRoute({
      method: 'PUT',
      url: notificationPaths.markAllRead,
      access: seller,
      handler: (context) => notifications.markAllRead(signedIn(context)),
    }),
    defineRoute<undefined, z.output<typeof notificationStatusQuerySchema>>({
      method: 'PUT',
      url: notificationPaths.updateStatus,
      access: seller,
      querystring: notificationStatusQuerySchema,
      handler: (context) => notifications.updateStatus(signedIn(context), context.query),
    }),
    defineRoute({
      method: 'GET',
      url: notificationPaths.preferences,
      access: seller,
      handler: (context) => notifications.preferences(signedIn(context)),
    }),
    defineRoute<z.output<typeof notificationPreferencesRequestSchema>>({
      method: 'PUT',
      url: notificationPaths.preferences,
      access: seller,
      body: notificationPreferencesRequestSchema,
      handler: (context) => notifications.savePreferences(signedIn(context), context.body),
    }),
  ];
}
