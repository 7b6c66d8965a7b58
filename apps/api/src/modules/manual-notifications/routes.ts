import {
  auditHistoryQuerySchema,
  manualNotificationFilterQuerySchema,
  manualNotificationPaths,
  manualNotificationRequestSchema,
  manualNotificationUpdateRequestSchema,
  type AccessibilityCode,
} from '@seller-portal/contracts';
import { z } from 'zod';
import type { Access } from '../../http/access';
import { route, type RouteDefinition } from '../../http/define-route';
import { pathParam } from '../../http/path-param';
import { signedIn } from '../session';
import type { ManualNotificationService } from './service';

/** §6: each action needs INTERNAL mode and its own INTERNAL_NOTIFICATION_MANUAL- code. */
const internal = (code: AccessibilityCode): Access => ({ modes: ['INTERNAL'], accessibilities: [code] });

/** The `:id` of the path; one that cannot be an id names no notification. */
const idOf = pathParam(z.string().uuid(), 'MANUAL_NOTIFICATION_NOT_FOUND', 'id');

export function manualNotificationRoutes(notifications: ManualNotificationService): RouteDefinition[] {
  return [
    route.get(
      manualNotificationPaths.filter,
      { access: internal('INTERNAL_NOTIFICATION_MANUAL-SEE'), querystring: manualNotificationFilterQuerySchema },
      (context) => notifications.list(context.query),
    ),
    route.get(manualNotificationPaths.byIdPattern, { access: internal('INTERNAL_NOTIFICATION_MANUAL-SEE') }, (context) =>
      notifications.get(idOf(context.request.params)),
    ),
    route.post(manualNotificationPaths.create, { access: internal('INTERNAL_NOTIFICATION_MANUAL-SAVE'), body: manualNotificationRequestSchema }, (context) =>
      notifications.create(signedIn(context), context.body),
    ),
    route.put(
      manualNotificationPaths.onePattern,
      { access: internal('INTERNAL_NOTIFICATION_MANUAL-EDIT'), body: manualNotificationUpdateRequestSchema },
      (context) => notifications.update(signedIn(context), idOf(context.request.params), context.body),
    ),
    route.delete(manualNotificationPaths.onePattern, { access: internal('INTERNAL_NOTIFICATION_MANUAL-DELETE') }, async (context) => {
      await notifications.remove(signedIn(context), idOf(context.request.params));
      return null;
    }),
    route.put(manualNotificationPaths.cancelPattern, { access: internal('INTERNAL_NOTIFICATION_MANUAL-EDIT') }, (context) =>
      notifications.cancel(signedIn(context), idOf(context.request.params)),
    ),
    route.post(manualNotificationPaths.copyPattern, { access: internal('INTERNAL_NOTIFICATION_MANUAL-COPY') }, (context) =>
      notifications.copy(signedIn(context), idOf(context.request.params)),
    ),
    route.get(manualNotificationPaths.history, { access: internal('INTERNAL_NOTIFICATION_MANUAL-SEE'), querystring: auditHistoryQuerySchema }, (context) =>
      notifications.history(context.query),
    ),
  ];
}
